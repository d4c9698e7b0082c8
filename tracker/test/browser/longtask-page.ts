// A big booking page for the page-upload long-task bench and test: about `mb` megabytes of DOM with what a
// page upload strips (inline svg, style blocks, base64 images) among many small nodes, a button whose click
// handler records how long the click waited, and observers of long tasks and long animation frames (whose
// script entries name the script that ran, which is how a long task is attributed to the tracker).
export const BUDGET_MS = 50;

/** A deterministic pseudo-random string of base64 characters. */
function base64(n: number, seed: number): string {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let s = '';
  let x = seed * 2654435761;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    s += abc[x >>> 26];
  }
  return s;
}

function card(i: number): string {
  const path = Array.from({ length: 40 }, (_, k) => `L${(i * 7 + k * 13) % 97} ${(i * 3 + k * 11) % 89}`).join(' ');
  return `<div class="card" data-id="${i}" data-rate='{"nightly":${100 + (i % 50)},"currency":"EUR"}'>
<a href="/property/${i}?checkin=2026-07-01&amp;checkout=2026-07-08"><img alt="Villa ${i}" src="data:image/jpeg;base64,${base64(900, i)}"></a>
<svg class="icon" viewBox="0 0 100 100"><path d="M0 0 ${path} Z"/><circle cx="5" cy="5" r="4"/></svg>
<style>.card[data-id="${i}"] .price { color: #${(i * 4099).toString(16).slice(-6).padStart(6, '0')} }</style>
<h3 class="name">Sea view villa ${i}</h3>
<p class="desc">A bright house a few steps from the beach, with a garden, a terrace &amp; a view of the bay. Sleeps ${2 + (i % 8)}; pets welcome.</p>
<ul class="facts"><li>${1 + (i % 5)} bedrooms</li><li>${1 + (i % 3)} bathrooms</li><li>Wi-Fi</li><li>Parking</li></ul>
<span class="price" style="background-image:url(data:image/png;base64,${base64(200, i + 1)})">€ ${1000 + i},00</span>
<form class="quick"><input type="hidden" name="listing" value="L${i}"><input type="hidden" name="_wpnonce" value="n${base64(10, i)}"><button type="button">Book</button></form>
</div>\n`;
}

/** Observers first, before the page's bulk: buffered entries from the start. */
const OBSERVE = `<script>
  window.__lt = { tasks: [], frames: [], clicks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) __lt.tasks.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) __lt.frames.push({ start: e.startTime, duration: e.duration,
    scripts: e.scripts.map((s) => ({ start: s.startTime, duration: s.duration, src: s.sourceURL, invoker: s.invoker, type: s.invokerType })) }); }).observe({ type: 'long-animation-frame', buffered: true });
</script>`;

/** The page; `tracker` is the script URL to load (with the page's __beaconConfig), or null for the baseline. */
export function bigPage(tracker: string | null, mb = 5): string {
  const cards: string[] = [];
  let size = 0;
  for (let i = 0; size < mb * 1024 * 1024; i++) {
    const c = card(i);
    cards.push(c);
    size += c.length;
  }
  const config = `<script>window.__beaconConfig = { endpoint: location.origin + '/collect', sessionPage: null, errorEndpoint: null, scriptHosts: [],
    sites: [{ host: location.hostname, provider: 'capture-fake', siteKey: 'k' }] }; window.bookingData = { step: 'done', nights: 7 };</script>`;
  return `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Thank you</title>${OBSERVE}
<style>${'.x{color:red}\n'.repeat(2000)}</style>
${tracker ? `${config}<script async src="${tracker}"></script>` : ''}
</head><body>
<header><svg width="120" height="30"><text x="0" y="20">Sea Villas</text></svg><button id="tap">Tap</button></header>
<div id="confirmation">Booking reference <b class="ref">BK-1001</b></div>
<main>${cards.join('')}</main>
<script>
  document.getElementById('tap').addEventListener('click', (e) => __lt.clicks.push(performance.now() - e.timeStamp));
</script>
</body></html>`;
}

export interface LongTaskFigures {
  /** the longest long task with tracker upload script in it (0: none) */
  longestTracker: number;
  /** tracker script time inside that task */
  trackerScriptInIt: number;
  /** the longest long task of the page, whoever ran it */
  longestAny: number;
  /** long tasks with tracker upload script in them */
  trackerTasks: number;
  /** the tracker's evaluation and its init at load, which are not the upload (issue 16's other figures) */
  evalAndInit: number;
  /** the longest a click waited for its handler */
  clickWait: number;
}

type Script = { start: number; duration: number; src: string; invoker: string; type: string };
export interface Observed {
  tasks: { start: number; duration: number }[];
  frames: { start: number; duration: number; scripts: Script[] }[];
  clicks: number[];
}

/** The tracker's evaluation (the <script> itself) and its init (a load listener) come before any upload. */
const beforeUpload = (s: Script) => s.type === 'classic-script' || s.invoker === 'DOMWindow.onload';

/** Long tasks attributed to the upload of the script at `src`: those during which one of its script entries
 *  (other than its evaluation and init) ran. */
export function figures(seen: Observed, src: string): LongTaskFigures {
  const scripts = seen.frames.flatMap((f) => f.scripts).filter((s) => s.src.indexOf(src) >= 0 && s.duration > 0);
  const ours = scripts.filter((s) => !beforeUpload(s));
  const f: LongTaskFigures = { longestTracker: 0, trackerScriptInIt: 0, longestAny: 0, trackerTasks: 0, evalAndInit: 0, clickWait: Math.max(0, ...seen.clicks) };
  for (const s of scripts) if (beforeUpload(s)) f.evalAndInit = Math.max(f.evalAndInit, s.duration);
  for (const t of seen.tasks) {
    f.longestAny = Math.max(f.longestAny, t.duration);
    const inIt = ours.filter((s) => s.start >= t.start - 1 && s.start < t.start + t.duration).reduce((sum, s) => sum + s.duration, 0);
    if (!inIt) continue;
    f.trackerTasks++;
    if (t.duration > f.longestTracker) [f.longestTracker, f.trackerScriptInIt] = [t.duration, inIt];
  }
  return f;
}
