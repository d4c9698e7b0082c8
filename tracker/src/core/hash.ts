// The spec's hash helper (spec 9): first 16 hex characters of SHA-256, with a simple fallback when
// crypto.subtle is missing (insecure http: pages, old browsers). The fallback gives different values than
// SHA-256; it only has to be stable, so the same input always maps to the same id.

export async function hash16(text: string): Promise<string> {
  try {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    let h = '';
    new Uint8Array(digest).forEach((x) => (h += (x + 256).toString(16).slice(1)));
    return h.slice(0, 16);
  } catch {
    return fallbackHash(text);
  }
}

/** Two 32-bit multiplicative hashes (cyrb53-style lanes) printed as 16 hex characters. */
export function fallbackHash(text: string): string {
  let a = 0xdeadbeef;
  let b = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 2654435761);
    b = Math.imul(b ^ c, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return ((a >>> 0) + 2 ** 32).toString(16).slice(1) + ((b >>> 0) + 2 ** 32).toString(16).slice(1);
}
