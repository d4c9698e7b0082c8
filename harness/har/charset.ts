// The character set of an answer, for HAR bodies stored as text: an exporter writes content.text as the characters
// the browser decoded, so the bytes to serve are those characters in the answer's own charset (a Latin-1 page
// served as UTF-8 bytes under "charset=iso-8859-1" shows mojibake; read as UTF-8 it shows U+FFFD).
// Only single-byte Western sets are re-encoded (ISO-8859-1 and windows-1252, which WHATWG treats as one); any
// other charset keeps UTF-8 bytes and is reported by the caller.

/** The charset parameter of a Content-Type, lower-cased, or null. */
export function charsetOf(contentType: string | null | undefined): string | null {
  const m = contentType ? /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType) : null;
  return m ? m[1]!.toLowerCase() : null;
}

const LATIN1 = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'latin-1', 'l1', 'windows-1252', 'cp1252', 'us-ascii', 'ascii', 'cp819', 'ibm819']);

/** windows-1252's characters in 0x80-0x9F, by code point. */
const CP1252: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x02c6: 0x88, 0x2030: 0x89,
  0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93, 0x201d: 0x94, 0x2022: 0x95,
  0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98, 0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b, 0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f,
};

export function isSingleByteWestern(charset: string | null): boolean {
  return charset !== null && LATIN1.has(charset);
}

/** `text` as bytes of `charset` (ISO-8859-1/windows-1252); null when a character has no byte there. */
export function encodeWestern(text: string): Buffer | null {
  const out = Buffer.alloc(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const b = c < 0x100 ? c : CP1252[c];
    if (b === undefined) return null;
    out[i] = b;
  }
  return out;
}

/** A body's text in its charset (the snapshot of a Latin-1 page), UTF-8 when none is given or it is unknown. */
export function decodeBody(body: Buffer, charset: string | null): string {
  if (charset && charset !== 'utf-8' && charset !== 'utf8') {
    try {
      return new TextDecoder(charset).decode(body);
    } catch {}
  }
  return body.toString('utf8');
}
