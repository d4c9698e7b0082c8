// The one network-quiet wait, shared by the recorder (harness/record/recorder.ts), the replay
// (harness/replay/waits.ts) and the demo-site driver (demo-sites/server/steps.ts): what is in flight in a page or a
// whole context, optionally whether the main frame's navigation has reached its load event, and a real-time wait
// until all of it is done (and, when asked, nothing has started or finished for a quiet window). Event driven:
// woken by request events, never polling.
import type { BrowserContext, Frame, Page, Request } from 'playwright';

export interface QuietOptions {
  /** real ms to wait at most; then whatever is still pending is forgotten and named in the returned warning */
  capMs: number;
  /** real ms with no request starting or finishing that the wait also asks for (0: done as soon as nothing is in flight) */
  quietMs?: number;
}

export class NetworkWatch {
  readonly inflight = new Set<Request>();
  /** requests seen so far (a counter: compare two readings to know whether any came in between) */
  activity = 0;
  /** requests finished so far whose aftermath a replayed page's state does not show (see unseenAftermath) */
  finishedUnseen = 0;
  /** the watched main frame has started a navigation that has not reached its load event */
  docPending = false;
  /** Date.now() of the last request start or end */
  lastChange = Date.now();
  private waiters: (() => void)[] = [];
  private mainFrame: Frame | null = null;

  /** Watches the requests of `source`: a page, or every page of a context. */
  constructor(source: Page | BrowserContext) {
    // (two calls, not one on a union: Page and BrowserContext overload `on` separately)
    const onRequest = (r: Request) => {
      this.inflight.add(r);
      this.activity++;
      this.lastChange = Date.now();
      const from = r.redirectedFrom();
      if (from) this.inflight.delete(from);
    };
    const done = (r: Request) => {
      this.inflight.delete(r);
      this.lastChange = Date.now();
      if (this.unseenAftermath(r)) this.finishedUnseen++;
      this.poke();
    };
    if ('newPage' in source) {
      source.on('request', onRequest);
      source.on('requestfinished', done);
      source.on('requestfailed', done);
    } else {
      source.on('request', onRequest);
      source.on('requestfinished', done);
      source.on('requestfailed', done);
    }
  }

  /** Whether what the page does with this answer may not show in a replayed page's state (replay/page-init.ts)
   * at once: anything but the main frame's XHR and fetch calls, whose answers and bodies being read count as in
   * flight there. */
  private unseenAftermath(r: Request): boolean {
    const type = r.resourceType();
    if (type !== 'xhr' && type !== 'fetch') return true;
    try {
      return r.frame() !== this.mainFrame;
    } catch {
      return true; // a service worker's request
    }
  }

  /** Also waits for `page`'s main-frame navigations to reach their load event. */
  watchMainFrame(page: Page): void {
    this.mainFrame = page.mainFrame();
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) this.docPending = true;
    });
    page.on('load', () => {
      this.docPending = false;
      this.poke();
    });
    page.on('requestfailed', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) {
        this.docPending = false;
        this.poke();
      }
    });
  }

  /** The requests in flight, as "METHOD url". */
  pending(): string[] {
    return [...this.inflight].map((r) => `${r.method()} ${r.url()}`);
  }

  /** A request is in flight, or the watched main frame has not loaded. */
  get busy(): boolean {
    return this.inflight.size > 0 || this.docPending;
  }

  /** Real-time wait until nothing is in flight, the main frame (when watched) has loaded and, with `quietMs`,
   * nothing started or finished for that long. After `capMs` it forgets what is still pending and returns a
   * warning naming it; otherwise null. */
  async quiet({ capMs, quietMs = 0 }: QuietOptions): Promise<string | null> {
    const until = Date.now() + capMs;
    for (;;) {
      const now = Date.now();
      const calmIn = quietMs > 0 ? this.lastChange + quietMs - now : 0;
      if (!this.busy && calmIn <= 0) return null;
      const left = until - now;
      if (left <= 0) {
        if (!this.busy) return null; // only the quiet window was left: nothing to forget
        const what = this.pending().slice(0, 5);
        const text = `still waiting after ${capMs} ms real time for ${this.docPending ? 'the page load event' : ''}${this.docPending && what.length ? ' and ' : ''}${what.join(', ')}; carrying on`;
        this.inflight.clear();
        this.docPending = false;
        return text;
      }
      // woken by the next request event, or when the quiet window would be over, or at the cap
      const sleep = Math.min(left, this.busy ? 1000 : calmIn);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, sleep);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  private poke(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
}
