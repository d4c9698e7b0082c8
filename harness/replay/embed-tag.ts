// The replay evaluates the tracker where its embed tag stands, every time.
//
// Site owners paste an async tag. Where an async script runs depends on when its bytes arrive: on an idle
// machine the replay's answer came before the page finished parsing, under load after DOMContentLoaded, and a
// host call started at DOMContentLoaded (streamline's first quote) was then made before the tracker could see
// it: the golden depended on the machine. Served documents get the tag without async/defer, so the tracker runs
// at the tag's place in every replay. (On real sites an async tag can run late; calls made before the tracker is
// evaluated are unobservable: ARCHITECTURE.md, "Known limits".)

/** The document with every script tag loading `trackerUrl` made parser-blocking; null when it has none. */
export function pinEmbedTag(html: string, trackerUrl: string): string | null {
  let changed = false;
  const out = html.replace(/<script\b[^>]*>/gi, (tag) => {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const url = src && (src[1] ?? src[2] ?? src[3]);
    if (!url || url.split(/[?#]/)[0] !== trackerUrl) return tag;
    const pinned = tag.replace(/\s(?:async|defer)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?(?=[\s/>])/gi, '');
    if (pinned !== tag) changed = true;
    return pinned;
  });
  return changed ? out : null;
}
