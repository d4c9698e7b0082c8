// Structured request bodies: JSON, form-encoded and multipart, recognised from the content type or, when the
// caller has none, from the text itself. Shared by the matcher (keys and similarity) and redaction (in-place edits).

export interface FormField {
  name: string;
  value: string;
}

export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  value: string;
}

export type ParsedBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: FormField[] }
  | { kind: 'multipart'; boundary: string; parts: MultipartPart[] }
  | { kind: 'text'; text: string };

const FORM_RE = /^[^&=\s]+=[^&\s]*(?:&[^&=\s]*(?:=[^&\s]*)?)*$/;

export function decodeFormComponent(s: string): string {
  const plus = s.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus;
  }
}

export function parseForm(text: string): FormField[] {
  if (text === '') return [];
  return text
    .split('&')
    .filter((p) => p !== '')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq < 0
        ? { name: decodeFormComponent(pair), value: '' }
        : { name: decodeFormComponent(pair.slice(0, eq)), value: decodeFormComponent(pair.slice(eq + 1)) };
    });
}

export function boundaryFrom(contentType: string | null | undefined, text: string): string | null {
  const m = contentType ? /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType) : null;
  if (m) return m[1] ?? m[2] ?? null;
  const first = /^--([^\r\n]{1,200})\r?\n/.exec(text);
  if (first && /content-disposition:\s*form-data/i.test(text)) return first[1]!;
  return null;
}

/** One multipart chunk as it sits between two delimiters, split so that the value can be replaced in place. */
export interface MultipartChunk {
  /** text before the value: the line break after the delimiter, the part headers and the blank line */
  head: string;
  value: string;
  /** the line break before the next delimiter */
  tail: string;
  name: string | null;
  filename: string | null;
  contentType: string | null;
}

/**
 * Splits a multipart body on its boundary. `chunks` are the parts; `preamble` and `epilogue` (from the closing
 * `--` on) are kept so that `joinMultipart` gives back the same text. Returns null when it is not multipart.
 */
export function splitMultipart(text: string, boundary: string): { preamble: string; chunks: MultipartChunk[]; epilogue: string } | null {
  const delim = `--${boundary}`;
  const pieces = text.split(delim);
  if (pieces.length < 2) return null;
  const preamble = pieces[0]!;
  const chunks: MultipartChunk[] = [];
  let epilogue = '';
  for (let i = 1; i < pieces.length; i++) {
    const piece = pieces[i]!;
    if (piece.startsWith('--')) {
      epilogue = pieces.slice(i).join(delim);
      break;
    }
    const headEnd = /\r?\n\r?\n/.exec(piece);
    if (!headEnd) return null;
    const head = piece.slice(0, headEnd.index + headEnd[0].length);
    const rest = piece.slice(head.length);
    const tail = rest.endsWith('\r\n') ? '\r\n' : rest.endsWith('\n') ? '\n' : '';
    const value = rest.slice(0, rest.length - tail.length);
    const disposition = /content-disposition:[^\r\n]*/i.exec(head)?.[0] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? /\bname=([^;\s]+)/i.exec(disposition)?.[1] ?? null;
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
    const contentType = /content-type:\s*([^\r\n]*)/i.exec(head)?.[1]?.trim() ?? null;
    chunks.push({ head, value, tail, name, filename, contentType });
  }
  return { preamble, chunks, epilogue };
}

export function joinMultipart(boundary: string, split: { preamble: string; chunks: MultipartChunk[]; epilogue: string }): string {
  const delim = `--${boundary}`;
  return split.preamble + split.chunks.map((c) => delim + c.head + c.value + c.tail).join('') + (split.epilogue ? delim + split.epilogue : '');
}

/** Recognises the body's structure; `contentType` wins when given, the text is sniffed otherwise. */
export function parseBody(text: string | null | undefined, contentType?: string | null): ParsedBody {
  if (text === null || text === undefined || text === '') return { kind: 'none' };
  const ct = (contentType ?? '').toLowerCase();
  const trimmed = text.trim();
  if (ct.includes('json') || ((ct === '' || ct.startsWith('text/plain')) && /^[[{]/.test(trimmed))) {
    try {
      return { kind: 'json', value: JSON.parse(trimmed) };
    } catch {}
  }
  if (ct.includes('multipart/') || ct === '' || ct.startsWith('text/plain')) {
    const boundary = boundaryFrom(contentType, text);
    const split = boundary ? splitMultipart(text, boundary) : null;
    if (boundary && split) {
      return {
        kind: 'multipart',
        boundary,
        parts: split.chunks.map((c) => ({ name: c.name ?? '', filename: c.filename, contentType: c.contentType, value: c.value })),
      };
    }
  }
  if (ct.includes('x-www-form-urlencoded') || ((ct === '' || ct.startsWith('text/plain')) && FORM_RE.test(text))) {
    return { kind: 'form', fields: parseForm(text) };
  }
  return { kind: 'text', text };
}

/** A form or multipart value that holds JSON (e.g. Streamline's `params={…}`) parsed, otherwise the string. */
export function maybeJson(value: string): unknown {
  const t = value.trim();
  if (!/^[[{]/.test(t)) return value;
  try {
    return JSON.parse(t);
  } catch {
    return value;
  }
}

/** `params[checkin]`, `a.b`, `list[0]` -> segment names, for matching field names at any depth. */
export function nameSegments(name: string): string[] {
  return name.split(/[.[\]]+/).filter((s) => s !== '');
}

/** JSON.stringify with object keys sorted (code-unit order, locale independent). */
export function stableStringify(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort(compareCodeUnits)) {
      // defineProperty, not assignment: a "__proto__" key must stay a plain key
      Object.defineProperty(out, k, { value: sortKeys((value as Record<string, unknown>)[k]), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return value;
}

export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
