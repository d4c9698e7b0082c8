// The all-sites main part's side of the adapter parts (tracker/build/adapter-parts.mjs): each platform adapter is a
// file of its own beside the main part, tracker.adapter.<slug>.js?v=<hash>, and a page loads only the one its site
// mapping names, when boot asks for it (core/registry.ts loadPart). This publishes what the parts stand on (the
// capture engine, parse/, the registry, the tag's net/, the session store; a part carries the family and kit
// helpers it uses itself) on
// the tag's global and registers each part's loader. Same origin and nonce as
// the main part, as the upload part (capture/upload-part.ts).
import * as capture from './capture/engine';
import * as parse from './parse';
import { registerLazy, registerPart, registerProvider } from './core/registry';
import { getJSON, session, setJSON } from './core/storage';
import { tagGlobal } from './tag/global';
import { appendScript } from './tag/append-script';
import { partUrl } from './tag/part-url';

const PARTS: Record<string, string> = typeof __BEACON_ADAPTER_PARTS__ === 'object' ? __BEACON_ADAPTER_PARTS__ : {};

/** …/tracker.main.js?v=x -> …/tracker.adapter.<slug>.js?v=<hash>; '' for a main part with no src (inlined). */
export const adapterPartUrl = (mainSrc: string, slug: string, hash: string): string => partUrl(mainSrc, `adapter.${slug}`, hash);

export function publishAdapterLayer(): void {
  const g = tagGlobal();
  if (!g) return;
  g.layer = { capture, parse, registry: { registerLazy, registerProvider }, net: g.net, storage: { session, getJSON, setJSON } };
  for (const slug of Object.keys(PARTS))
    registerPart(
      slug,
      () =>
        new Promise((ok, fail) => {
          const main = g.mainScript;
          const url = adapterPartUrl((main && main.src) || '', slug, PARTS[slug]);
          if (!url) return fail(new Error(`No adapter part for ${slug}: the main part has no src`));
          appendScript(url, (main && main.nonce) || '', ok, () => fail(new Error(`Adapter part ${url} did not load`)));
        }),
    );
}
