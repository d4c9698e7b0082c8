// The inspector's overlay (#beaconInspect): a panel in a CLOSED shadow root, so the host's CSS cannot reach in and
// ours cannot leak out, and the host's scripts cannot read it. It lists the rows (call -> rule -> event or why
// not), the batches posted, the site mapping and adapter in force, and copies everything as JSON for a ticket.
import type { InspectRow } from '../tag/global';
import type { SiteMapping } from '../core/types';
import type { SeenBatch } from './batches';

export interface View {
  rows: InspectRow[];
  batches: SeenBatch[];
  site: SiteMapping | null;
  provider: string | null;
}

const CSS = `:host{all:initial}
.p{position:fixed;z-index:2147483647;right:8px;bottom:8px;width:min(760px,calc(100vw - 16px));max-height:60vh;overflow:auto;
background:#fff;color:#111;font:12px/1.4 system-ui,sans-serif;border:1px solid #888;border-radius:6px;box-shadow:0 4px 16px #0004;padding:8px}
h1{font-size:13px;margin:0 0 6px}h2{font-size:12px;margin:8px 0 4px}table{border-collapse:collapse;width:100%}
td,th{border-top:1px solid #ddd;padding:2px 4px;text-align:left;vertical-align:top;word-break:break-all}
.ev{color:#06681d;font-weight:600}.sk{color:#8a4b00}.no{color:#777}button{font:inherit;margin-left:6px}`;

const esc = (s: unknown): string => String(s ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The panel's HTML for a view (escaped: URLs and answers are the page's). */
export function html(v: View): string {
  const rows = v.rows
    .map(
      (r) =>
        `<tr data-row><td>${esc(r.method)}</td><td>${esc(r.url)}</td><td>${esc(r.status)}</td><td class="${r.rule ? '' : 'no'}">${esc(r.rule || 'no rule')}</td>` +
        `<td class="${r.event ? 'ev' : r.skip ? 'sk' : 'no'}">${esc(r.event || r.skip || '')}</td></tr>`,
    )
    .join('');
  const batches = v.batches
    .map((b) => `<tr data-batch><td>${esc(b.postId)}</td><td>${esc(b.events.join(', '))}</td><td>${esc(b.size)} B</td><td>${esc(b.status ?? '…')} ${esc(b.answer ?? '')}</td></tr>`)
    .join('');
  const site = v.site ? esc(JSON.stringify(v.site)) : 'none found';
  return (
    `<style>${CSS}</style><div class="p" role="dialog" aria-label="Beacon inspector"><h1>Beacon inspector<button data-copy>Copy as JSON</button><button data-close>Close</button></h1>` +
    `<div>Provider: <b data-provider>${esc(v.provider || 'none')}</b></div><div>Site mapping: <code data-site>${site}</code></div>` +
    `<h2>Host calls</h2><table><tr><th>Method</th><th>URL</th><th>Status</th><th>Rule</th><th>Event or why not</th></tr>${rows || '<tr><td colspan="5" class="no">no call seen yet</td></tr>'}</table>` +
    `<h2>Batches posted</h2><table><tr><th>Post id</th><th>Events</th><th>Size</th><th>Answer</th></tr>${batches || '<tr><td colspan="4" class="no">none seen yet</td></tr>'}</table></div>`
  );
}

/** Shows the overlay (once) and returns its renderer. */
export function overlay(): (v: View) => void {
  const host = document.createElement('div');
  host.setAttribute('data-beacon-inspector', '');
  const root = host.attachShadow({ mode: 'closed' });
  let last: View | null = null;
  root.addEventListener('click', (e) => {
    const t = e.target as HTMLElement;
    if (t.hasAttribute('data-close')) host.remove();
    if (t.hasAttribute('data-copy') && last) {
      const json = JSON.stringify(last, null, 2);
      const c = navigator.clipboard;
      if (c) c.writeText(json).then(() => (t.textContent = 'Copied'), () => prompt('Copy', json));
      else prompt('Copy', json);
    }
  });
  (document.body || document.documentElement).appendChild(host);
  return (v) => {
    last = v;
    root.innerHTML = html(v);
  };
}
