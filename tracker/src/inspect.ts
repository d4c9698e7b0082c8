// Entry of tracker.inspect.js, the inspector part (issue 33; tag/inspect-part.ts loads it beside the main part when
// asked: #beaconInspect or window.__beacon.inspect()). Publishes on the tag's global the function that returns the
// rows (src/inspect/rows.ts); with #beaconInspect it also watches every host call and the tracker's posts from now on
// (it runs while the page loads, before the tracker posts) and shows the overlay (src/inspect/overlay.ts).
import { observe, recentCalls, type Call } from './net';
import { tagGlobal, type InspectRow } from './tag/global';
import type { SiteMapping } from './core/types';
import { buildRows, type Rule, type SeenCall } from './inspect/rows';
import { batches, eventsOf, onBatch, posted, watchBatches } from './inspect/batches';
import { findRules, findSite } from './inspect/site';
import { overlay } from './inspect/overlay';

const seen = (c: Call): SeenCall => ({
  via: c.via,
  method: c.method,
  url: c.url,
  status: c.status,
  size: c.responseText == null ? -1 : c.responseText.length,
  at: c.timestamp,
  // only to match the rules (an admin-ajax action, a test); cut: the inspector keeps no body whole
  body: c.requestBody && c.requestBody.slice(0, 4096),
});

const flag = /beaconInspect/.test(location.hash);
/** with the flag: every call from the inspector's start on (the tag's buffer holds the last 20 only) */
const calls: SeenCall[] = [];
let site: SiteMapping | null = null;
let rules: Rule[] = [];
let found = false;

let finding: Promise<void> | null = null;
/** The site mapping and the rules, once they can be read (the adapter part loads after the page's load). One search
 * at a time: two would swap the tag's registry over each other and the later could end with no rules. */
function context(): Promise<void> {
  if (found) return Promise.resolve();
  return (finding ||= (async () => {
    try {
      if (!site) site = await findSite();
      rules = site ? await findRules(site.provider, site) : [];
      found = rules.length > 0;
    } finally {
      finding = null;
    }
  })());
}

async function rows(): Promise<InspectRow[]> {
  await context();
  const list = flag ? calls : recentCalls().map(seen);
  return buildRows(list, rules, site && site.provider, flag ? eventsOf(posted) : null);
}

const g = tagGlobal();
if (g && !g.inspect) {
  g.inspect = rows;
  if (flag) {
    watchBatches();
    const show = overlay();
    let pending = false;
    const render = () => {
      if (pending) return;
      pending = true;
      // after the tracker's own handlers of the same call (a batch follows its event by 100 ms)
      setTimeout(() => {
        pending = false;
        rows().then((r) => show({ rows: r, batches, site, provider: site && site.provider }));
      }, 200);
    };
    observe({}, (c) => {
      if (calls.push(seen(c)) > 500) calls.shift();
      render();
    });
    onBatch(render);
    render();
  }
}
