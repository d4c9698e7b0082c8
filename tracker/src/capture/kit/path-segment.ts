// One segment of a URL's path, so adapters do not split paths by hand: '/en/12345/sea-view/' has the segments
// 'en', '12345', 'sea-view'; a negative index counts from the end ('/api/quotes/q1/instant', -2 -> 'q1').

/** The path segment at `index` (from the end when negative) of `url` (default: the page), when it has `shape`;
 * else null. Blank segments (doubled or trailing slashes) do not count. */
export function pathSegment(index: number, shape?: RegExp, url?: string): string | null {
  let path = '';
  try {
    path = url == null ? location.pathname : new URL(url, location.href).pathname;
  } catch {}
  const parts = path.split('/').filter(Boolean);
  const part = parts[index < 0 ? parts.length + index : index];
  return part != null && (!shape || shape.test(part)) ? part : null;
}
