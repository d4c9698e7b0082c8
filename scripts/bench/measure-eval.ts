// Time across the tracker's <script> tag: parse + compile + evaluate, minus the same page with an empty script,
// in the same run. Each load is a fresh browser context (cold: no HTTP or code cache), the bundle is inlined
// (so the figure is main-thread work only, no network), and a unique comment per load defeats V8's in-process
// compilation cache. Loads of the bundles and of the empty baseline alternate, so drift falls on all alike.
// The time is the main thread's CPU time in the page's EvaluateScript trace events (tdur): on a shared machine
// (2 cores, other browsers running) wall time across the tag mostly measures the wait for a core.
// A subject can also be loaded as an external async script (`async: true`): Chromium parses and compiles those off
// the main thread, so what is left on it is what a host pays for the tag's main part. The page's load event waits
// for it. Requests to other origins (an inlined tag loading its main part from the production host) are aborted.
// Used by eval.bench.ts and by the regression guard in harness/light.spec.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright';

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string } };
}

export interface EvalSubject {
  label: string;
  /** the script's source; '' is the empty-script baseline */
  code: string;
  /** served as `<script async src>` rather than inlined */
  async?: boolean;
  /** an inline script before it (the tag, for a main part loaded async), counted in the subject's time */
  setup?: string;
}

const page = (subject: EvalSubject, run: number) =>
  `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>eval</title>
<script>window.__t0 = performance.now();</script>
${subject.setup ? `<script>${subject.setup.replace(/<\/script/gi, '<\\/script')}\n/* run ${run} */</script>` : ''}
${subject.async ? `<script async src="/${run}.js"></script>` : `<script>${subject.code.replace(/<\/script/gi, '<\\/script')}\n/* run ${run} */</script>`}
<script>window.__t1 = performance.now();</script>
</head><body></body></html>`;

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Milliseconds across each subject's tag, `runs` loads each, interleaved. */
export async function measureEvaluation(browser: Browser, subjects: EvalSubject[], runs = 20): Promise<Map<string, number[]>> {
  const pages: string[] = [];
  const scripts: string[] = [];
  const server: Server = createServer((req, res) => {
    const m = /^\/(\d+)(\.js)?$/.exec(req.url ?? '');
    const i = Number(m ? m[1] : -1);
    if (m && m[2]) res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' }).end(scripts[i] ?? '');
    else res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' }).end(pages[i] ?? '');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const times = new Map<string, number[]>(subjects.map((s) => [s.label, []]));
  try {
    for (let run = 0; run < runs; run++) {
      // rotate the order each run, so no subject always goes first after a context is created
      const order = subjects.map((_, i) => subjects[(i + run) % subjects.length]);
      for (const subject of order) {
        scripts[pages.length] = `${subject.code}\n/* run ${pages.length} */`;
        pages.push(page(subject, pages.length));
        const context = await browser.newContext();
        await context.route((url) => !url.href.startsWith(origin), (route) => route.abort());
        const tab = await context.newPage();
        await browser.startTracing(tab, { categories: ['devtools.timeline'] });
        await tab.goto(`${origin}/${pages.length - 1}`);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        const evaluated = trace.traceEvents.filter((e) => e.ph === 'X' && e.name === 'EvaluateScript' && (e.args?.data?.url ?? '').startsWith(origin));
        if (evaluated.length < 3) throw new Error(`expected the page's 3 scripts in the trace, found ${evaluated.length}`);
        times.get(subject.label)!.push(evaluated.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000);
        await context.close();
      }
    }
  } finally {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
  }
  return times;
}
