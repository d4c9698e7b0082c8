// A replay served through the HAR-serving proxy (harness/proxy/har-proxy.ts), for the engines Playwright does
// not drive: the proxy answers every request (gate held while the clock runs, then routing.ts answerReplay) and
// puts the replay's document script first in every HTML document: Playwright's own fake clock at the time the
// replay has reached (clock-script.ts), the pinned environment (pinNavigatorScript, pinScreenScript) and the
// replay's page-init. The engine's driver brings the page (EnginePage) and how to open it through the proxy.
import { HarProxy } from '../proxy/har-proxy.ts';
import { pinNavigatorScript } from '../pinned-env.ts';
import { answerReplay } from '../replay/routing.ts';
import { clockDocumentScript, runForExpression } from './clock-script.ts';
import { NAVIGATING_FALLBACK, pinScreenScript } from './page-scripts.ts';
import type { DriverPage, ReplaySession, ReplayWatch, SessionSetup } from './types.ts';

export interface ProxiedPage extends DriverPage {
  close(): Promise<void>;
}

/** Starts the proxy for `setup`, opens the engine's page through it (`open` gets the proxy's port), and returns
 * the session. */
export async function openProxiedReplay(browserName: string, setup: SessionSetup, open: (proxyPort: number) => Promise<ProxiedPage>): Promise<ReplaySession> {
  let advanced = 0;
  // scripts added during the replay (ReplaySession.addInitScript), after the setup's, in every later document
  const added: string[] = [];
  let lastUrl = '';
  const recordedIcon = setup.routing.har.entries.some((e) => URL.canParse(e.url) && new URL(e.url).pathname === '/favicon.ico');
  const proxy = new HarProxy({
    answer: async (request) => {
      await setup.gate.hold();
      const dest = request.headers['sec-fetch-dest'];
      if (request.isNavigation && dest !== 'iframe' && dest !== 'frame') lastUrl = request.url;
      // WebKit asks every site for /favicon.ico itself (no setting turns it off; Firefox's is off by preference,
      // headless Chromium never asks): the browser's request, not the page's, so not an unmatched request of the
      // recording, but said in the report
      if (!recordedIcon && request.method === 'GET' && URL.canParse(request.url) && new URL(request.url).pathname === '/favicon.ico' && request.resourceType === 'other') {
        setup.ledger.console.push({ type: 'harness', text: `the browser's own favicon request (not in the recording): 404 for ${request.url}`, step: setup.ledger.step });
        return { status: 404, headers: { 'content-type': 'text/plain' }, body: '' };
      }
      return answerReplay(setup.routing, request);
    },
    documentScript: () => [clockDocumentScript(browserName, setup.startAt, advanced), pinNavigatorScript(setup.env), pinScreenScript(setup.env), setup.initScript, ...added, NAVIGATING_FALLBACK].join('\n'),
  });
  await proxy.start();
  let page: ProxiedPage;
  try {
    page = await open(proxy.port);
  } catch (e) {
    await proxy.stop();
    throw e;
  }
  const loaded = (expression: string) => page.evaluate<boolean>(expression);
  const w = proxy.watch;
  const watch: ReplayWatch = {
    get busy() {
      return w.busy;
    },
    get activity() {
      return w.activity;
    },
    get finishedUnseen() {
      return w.finishedUnseen;
    },
    get inflight() {
      return w.inflight;
    },
    get docPending() {
      return w.docPending;
    },
    pending: () => [...w.inflight.values()],
    quiet: (o) => w.quiet({ ...o, loadProbe: loaded }),
  };
  return {
    page,
    watch,
    advanceClock: async (ms) => {
      // a document that starts meanwhile installs its clock this far on
      advanced += ms;
      await page.evaluate(runForExpression(ms)).catch(() => {});
    },
    addInitScript: async (script) => void added.push(script),
    lastUrl: () => lastUrl,
    close: async () => {
      await page.close().catch(() => {});
      await proxy.stop().catch(() => {});
    },
  };
}
