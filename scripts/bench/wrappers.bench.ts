// Wrapper overhead (issue 5, "Figures"): 1,000 loopback fetches and 1,000 XHRs without and with the network
// observers, in one Chromium page. The observers are installed and uninstalled between rounds (uninstall puts
// the natives back), rounds alternate ABBA so drift cancels, and the figure is the median of the ratios of
// adjacent with/without rounds.
import type { BenchRow } from '../bench';
import { launchChromium } from '../../harness/browser';
import { TestServer } from '../../tracker/test/browser/server';
import { buildNetObservers } from '../../tracker/test/browser/net-fixtures';

const TOTAL = 1000; // requests per kind and condition
const ROUNDS = 40;
const PER_ROUND = TOTAL / ROUNDS;
const BUDGET = 1.1;

// A typical small API answer, like a quote endpoint's.
export const PING = JSON.stringify({ ok: true, quote: { total: '1.234,50 €', currency: 'EUR', nights: 7, lines: [{ name: 'Rent', amount: 1100 }, { name: 'Cleaning', amount: 134.5 }] } });

export const PAGE = `<!doctype html><meta charset="utf-8"><title>wrappers bench</title>
<script src="/bench/observers.js"></script>
<script>
  window.fetchRound = async function (n, tag) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await (await fetch('/bench/ping?' + tag + '=' + i)).json();
    return performance.now() - t0;
  };
  window.xhrRound = function (n, tag) {
    return new Promise((resolve) => {
      const t0 = performance.now();
      let i = 0;
      const next = () => {
        if (i === n) return resolve(performance.now() - t0);
        const x = new XMLHttpRequest();
        x.open('GET', '/bench/ping?' + tag + '=' + i++);
        x.onload = () => { JSON.parse(x.responseText); next(); };
        x.send();
      };
      next();
    });
  };
</script>`;

// What a tracker with a few adapters looks like: subscriptions that match nothing on this page (the buffer and
// the matchers still run for every call).
export const SUBSCRIPTIONS = `
  net.observe({ method: 'POST', url: '/wp-admin/admin-ajax.php', test: (u, b) => net.formField(b, 'action') === 'homey_half_map' }, () => {});
  net.observe({ url: /reservations\\/quotes/ }, () => {});
  net.observe({ url: 'get-payout' }, () => {});
`;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export default async function wrappers(): Promise<BenchRow[]> {
  const observers = await buildNetObservers(SUBSCRIPTIONS);
  const server = await new TestServer().start();
  server.handlers.push((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === '/bench/page.html') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE), true;
    if (path === '/bench/observers.js') return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(observers), true;
    if (path === '/bench/ping') return void res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(PING) }).end(PING), true;
    return false;
  });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.origin}/bench/page.html`);
    // Renderer main-thread busy time (CDP Performance.TaskDuration): what the wrappers cost the host's thread,
    // much less sensitive than wall time to other processes competing for the two cores.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const busy = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
    const timed = async (kind: 'fetch' | 'xhr', on: boolean, n = PER_ROUND) => {
      const b0 = await busy();
      const wall = await round(kind, on, n);
      return { wall, cpu: (await busy()) - b0 };
    };
    const round = (kind: 'fetch' | 'xhr', on: boolean, n = PER_ROUND) =>
      page.evaluate(
        async ([kind, on, n]) => {
          const w = window as any;
          if (on) w.__netTest.net.installNetworkObservers();
          else w.__netTest.net.uninstallNetworkObservers();
          const ms = await (kind === 'fetch' ? w.fetchRound(n, on ? 'on' : 'off') : w.xhrRound(n, on ? 'on' : 'off'));
          await new Promise((r) => setTimeout(r, 0)); // let deferred deliveries of this round run inside it
          return ms as number;
        },
        [kind, on, n] as const,
      );
    const rows: BenchRow[] = [];
    for (const kind of ['fetch', 'xhr'] as const) {
      await timed(kind, false, 100); // warm-up: connections, JIT
      await timed(kind, true, 100);
      const off = { wall: [] as number[], cpu: [] as number[] };
      const on = { wall: [] as number[], cpu: [] as number[] };
      const pairs = { wall: [] as number[], cpu: [] as number[] };
      for (let r = 0; r < ROUNDS; r++) {
        // ABBA: off,on then on,off; each adjacent pair gives one ratio, so slow drift (other load) cancels
        const order = r % 2 ? [true, false] : [false, true];
        const got: Record<string, { wall: number; cpu: number }> = {};
        for (const o of order) {
          const m = (got[String(o)] = await timed(kind, o));
          (o ? on : off).wall.push(m.wall);
          (o ? on : off).cpu.push(m.cpu);
        }
        pairs.wall.push(got.true.wall / got.false.wall);
        pairs.cpu.push(got.true.cpu / got.false.cpu);
      }
      const label = kind === 'fetch' ? 'fetch' : 'XHR';
      const quart = (xs: number[]) => {
        const s = [...xs].sort((a, b) => a - b);
        return `${s[Math.floor(0.25 * (s.length - 1))].toFixed(2)}–${s[Math.ceil(0.75 * (s.length - 1))].toFixed(2)}`;
      };
      const us = (xs: number[]) => ((median(xs) / PER_ROUND) * 1000).toFixed(0);
      const wall = median(pairs.wall);
      const cpu = median(pairs.cpu);
      rows.push({ figure: `${label} ×${TOTAL} loopback, wall time: with / without`, value: `${wall.toFixed(3)}×`, budget: `≤ ${BUDGET.toFixed(2)}`, ok: wall <= BUDGET });
      rows.push({ figure: `${label}   wall per request, without → with (µs)`, value: `${us(off.wall)} → ${us(on.wall)}` });
      rows.push({ figure: `${label}   wall round ratios, quartiles (noise)`, value: quart(pairs.wall) });
      rows.push({ figure: `${label}   main-thread busy time: with / without`, value: `${cpu.toFixed(3)}×` });
      rows.push({ figure: `${label}   main-thread busy per request, without → with (µs)`, value: `${us(off.cpu)} → ${us(on.cpu)}` });
    }
    const captured = await page.evaluate(() => (window as any).__netTest.net.recentCalls().length as number);
    const errors = await page.evaluate(() => (window as any).__netTest.errors as string[]);
    rows.push({ figure: 'calls buffered by the observers (sanity)', value: String(captured), ok: captured === 20 && errors.length === 0 });
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}
