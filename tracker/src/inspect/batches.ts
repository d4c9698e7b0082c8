// The batches the tracker posts, as the inspector sees them: opened with #beaconInspect, the inspector part runs
// before the tracker's first post (it is loaded while the page loads; boot posts after load), and wraps the page's
// fetch and sendBeacon to read the tracker's own posts (a body with a post_id and events); every other call passes
// through untouched. Only with the flag: the console's inspect() alone changes nothing on the page.
import type { SeenEvent } from './rows';

export interface SeenBatch {
  postId: string;
  /** the events' actions */
  events: string[];
  /** bytes of the body */
  size: number;
  /** the answer's status, 0 for a network failure, null while unanswered or handed to sendBeacon */
  status: number | null;
  /** the answer's text (the service's), or 'sendBeacon' */
  answer: string | null;
  at: number;
}

export const batches: SeenBatch[] = [];
let watching = false;

/** A batch read from a post's body, or null (not the tracker's). */
export function readBatch(text: string, at: number): SeenBatch | null {
  try {
    const b = JSON.parse(text) as { post_id?: unknown; events?: { action?: unknown }[] };
    if (!b || typeof b.post_id != 'string' || !Array.isArray(b.events)) return null;
    return { postId: b.post_id, events: b.events.map((e) => String(e && e.action)), size: new Blob([text]).size, status: null, answer: null, at };
  } catch {
    return null;
  }
}

/** The events of the batches, each with the time it was captured (the batch's post time minus its offset). */
export function eventsOf(texts: { text: string; at: number }[]): SeenEvent[] {
  const out: SeenEvent[] = [];
  for (const { text, at } of texts)
    try {
      const b = JSON.parse(text) as { post_id: string; events: { action: string; offset?: number }[] };
      for (const e of b.events || []) out.push({ action: e.action, at: at - (+e.offset! || 0), postId: b.post_id });
    } catch {}
  return out;
}

/** every post body seen, for eventsOf */
export const posted: { text: string; at: number }[] = [];
/** called when a batch is seen or answered (the overlay re-renders) */
let changed: () => void = () => {};
export const onBatch = (f: () => void): void => void (changed = f);

const bodyText = (body: unknown): Promise<string | null> =>
  typeof body == 'string' ? Promise.resolve(body) : body instanceof Blob ? body.text().catch(() => null) : Promise.resolve(null);

function seen(text: string | null, at: number): SeenBatch | null {
  const b = text && readBatch(text, at);
  if (!b) return null;
  batches.push(b);
  posted.push({ text: text!, at });
  changed();
  return b;
}

/** Starts reading the tracker's posts (once). */
export function watchBatches(): void {
  if (watching) return;
  watching = true;
  const w = window;
  const fetch0 = w.fetch;
  if (typeof fetch0 == 'function')
    w.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
      const answer = fetch0.call(this, input, init);
      const at = Date.now();
      if (init && init.method === 'POST')
        bodyText(init.body).then((text) => {
          const b = seen(text, at);
          if (b)
            answer.then(
              (r) =>
                r
                  .clone()
                  .text()
                  .then((t) => ((b.status = r.status), (b.answer = t.slice(0, 200)), changed())),
              () => ((b.status = 0), (b.answer = 'network error'), changed()),
            );
        });
      return answer;
    } as typeof fetch;
  const nav = navigator as Navigator & { sendBeacon?: Navigator['sendBeacon'] };
  const beacon0 = nav.sendBeacon;
  if (typeof beacon0 == 'function')
    nav.sendBeacon = function (this: Navigator, url: string | URL, data?: BodyInit | null) {
      const at = Date.now();
      bodyText(data).then((text) => {
        const b = seen(text, at);
        if (!b) return;
        b.answer = 'sendBeacon';
        changed();
      });
      return beacon0.call(this, url, data);
    };
}
