// A two-part tag (ARCHITECTURE.md, "Light on the host page"): the tag script (dist/tag/tracker.js, or
// dist/tag/sites/<key>.js) appends one async <script> for its main part from beside its own URL,
// `tracker.main.js?v=<hash>`, where the hash is that of the main part's bytes as built. So whatever tag a replay
// serves (the all-sites one, a per-site one), the main part it asks for is found by content among the built
// ones: a tag is never served another build's main part, and callers pass only the tag. The main part in turn
// loads its upload part the first time a page uploads, `tracker.upload.js?v=<hash>`, found the same way, and the
// all-sites main part its site's adapter part, `tracker.adapter.<slug>.js?v=<hash of all the adapter parts>`
// (tracker/build/adapter-parts.mjs partHashes), found among the built sets of parts, as the conversion part an
// adapter part loads, `tracker.conversion.js?v=<hash>`, by its own.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DIST = join(import.meta.dirname, '..', '..', 'dist');

/** dist/tracker.js -> dist/tracker.main.js; the URL https://…/tracker.js -> https://…/tracker.main.js */
export const mainOf = (tag: string): string => tag.replace(/(\.js)?$/, '.main.js');
/** dist/tracker.js -> dist/tracker.upload.js (capture/upload-part.ts) */
export const uploadOf = (tag: string): string => tag.replace(/(\.js)?$/, '.upload.js');

/** Whether `url` (no query) is one of the parts a tag at `tag` loads beside itself: tracker.main.js,
 * tracker.upload.js or tracker.adapter.<slug>.js for tracker.js. */
export const isPartOf = (tag: string, url: string): boolean => {
  const base = tag.replace(/\.js$/, '');
  return url.startsWith(base + '.') && PART_FILE.test(url.slice(base.length));
};
const PART_FILE = /^\.(main|upload|errors|inspect|conversion|adapter\.[a-z0-9-]+)\.js$/;
/** a built part's file name */
const PART_NAME = /\.(main|upload|errors|inspect|conversion|adapter\.[a-z0-9-]+)\.js$/;
const ADAPTER_PART = /\.adapter\.[a-z0-9-]+\.js$/;

/** The `?v=` a tag bakes for a main part (tracker/build/two-part.mjs mainHash). */
export const mainHash = (code: Buffer): string => createHash('sha256').update(code).digest('hex').slice(0, 10);

const known = new Map<string, { mtimeMs: number; hash: string }>();
/** main parts already found, by hash: other processes rebuild dist/ while a run goes on (the tag is read once) */
const found = new Map<string, Buffer>();

/** The `?v=` hash a tag script asks for, or null (not a two-part tag). */
export function askedHash(tag: Buffer): string | null {
  const m = /\?v=([0-9a-f]{10})\b/.exec(tag.toString('latin1'));
  return m ? m[1]! : null;
}

/** The main part `tag` loads, found now and kept for the rest of the process (findPart). */
export function mainPartFor(tag: Buffer): Buffer | null {
  const hash = askedHash(tag);
  return hash ? findPart(hash) : null;
}

/** The `?v=` of every adapter part beside a main part (tracker/build/adapter-parts.mjs partHashes): the first 10
 * hex characters of the SHA-256 of the parts' own hashes, one a line in the order of their file names. */
export const adapterPartsHash = (hashes: { file: string; hash: string }[]): string =>
  createHash('sha256')
    .update([...hashes].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)).map((p) => p.hash).join('\n'))
    .digest('hex')
    .slice(0, 10);

/** The hash of a built file, recomputed only when it changed. */
function hashOf(file: string): string {
  const mtimeMs = statSync(file).mtimeMs;
  let k = known.get(file);
  if (!k || k.mtimeMs !== mtimeMs) known.set(file, (k = { mtimeMs, hash: mainHash(readFileSync(file)) }));
  return k.hash;
}

const DIRS = [join(DIST, 'tag'), join(DIST, 'tag', 'sites'), DIST, join(DIST, 'sites')];

/** The built part whose hash is `hash` (dist/tag/*.main.js, dist/tag/sites/*.upload.js, dist/tag/*.conversion.js,
 * …), else null. `name`, the file asked for, with an adapter part (tracker.adapter.<slug>.js): that file of the
 * built set of adapter parts whose hash is `hash`. */
export function findPart(hash: string, name = '', dirs: string[] = DIRS): Buffer | null {
  if (ADAPTER_PART.test(name)) return findAdapterPart(hash, name.slice(name.lastIndexOf('.adapter.')), dirs);
  const seen = found.get(hash);
  if (seen) return seen;
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((n) => PART_NAME.test(n) && !ADAPTER_PART.test(n))) {
      const file = join(dir, name);
      if (hashOf(file) === hash) {
        const code = readFileSync(file);
        // rebuilt between the listing and the read: only the bytes asked for are served
        if (mainHash(code) === hash) {
          found.set(hash, code);
          return code;
        }
      }
    }
  }
  return null;
}

/** `.adapter.<slug>.js` of the set of adapter parts (the files of one tag beside it: <tag>.adapter.*.js) whose
 * hash is `hash`. */
function findAdapterPart(hash: string, suffix: string, dirs: string[]): Buffer | null {
  const key = `${hash}${suffix}`;
  const seen = found.get(key);
  if (seen) return seen;
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    const sets = new Map<string, string[]>();
    for (const name of readdirSync(dir).filter((n) => ADAPTER_PART.test(n))) {
      const tag = name.slice(0, name.lastIndexOf('.adapter.'));
      sets.set(tag, [...(sets.get(tag) ?? []), name]);
    }
    for (const [tag, names] of sets) {
      if (!names.includes(tag + suffix)) continue;
      const read = () => names.map((name) => ({ file: name, code: readFileSync(join(dir, name)) }));
      if (adapterPartsHash(names.map((name) => ({ file: name, hash: hashOf(join(dir, name)) }))) !== hash) continue;
      // rebuilt between the listing and the read: only the bytes of the set asked for are served
      const parts = read();
      if (adapterPartsHash(parts.map((p) => ({ file: p.file, hash: mainHash(p.code) }))) !== hash) continue;
      const code = parts.find((p) => p.file === tag + suffix)!.code;
      found.set(key, code);
      return code;
    }
  }
  return null;
}
