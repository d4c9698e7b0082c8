// Random ids (UUID v4 form). Randomness comes only from crypto.getRandomValues or Math.random so the replay
// harness can pin both.

export function newId(): string {
  const b = new Uint8Array(16);
  try {
    crypto.getRandomValues(b);
  } catch {
    for (let i = 0; i < 16; i++) b[i] = (Math.random() * 256) | 0;
  }
  b[6] = (b[6] & 15) | 64;
  b[8] = (b[8] & 63) | 128;
  let h = '';
  for (let i = 0; i < 16; i++) h += (i === 4 || i === 6 || i === 8 || i === 10 ? '-' : '') + (b[i] + 256).toString(16).slice(1);
  return h;
}
