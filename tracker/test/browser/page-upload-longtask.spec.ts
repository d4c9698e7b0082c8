// A page upload on a big page runs in idle slices (issue 16, "Long tasks"): no long task running the tracker's
// upload code may pass 12 × the 50 ms budget, and a click during the upload waits at most as long. A regression
// guard, not a timing test (the budget itself is `npm run bench -- longtask`): long tasks are wall time, a 5 ms
// slice measured 192 ms on a machine at load average 30, and the one-shot implementation held this page for
// 1.4 s on a quiet machine (more under load), so the guard fails on it and passes on a loaded CI machine. Set
// LONGTASK_BEFORE=<git rev> to run it against the tracker of that revision (it must fail on the one-shot one).
// Also: what the walk uploads is what the one-shot clone + innerHTML wrote, in Chromium's own serialiser.
import { test, expect, until } from './core-helpers';
import { buildUploadBundle } from './longtask-bundle';
import { BUDGET_MS, bigPage, figures, type Observed } from './longtask-page';
import type { TestServer } from './server';

const MARGIN = 12;
let bundle = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  bundle = await buildUploadBundle(process.env.LONGTASK_BEFORE);
});

function host(server: TestServer, html: string): void {
  server.handlers.push((req, res) => {
    if (req.url === '/upload-bundle.js') return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(bundle), true;
    if (req.url === '/capture/thank-you/big') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(html), true;
    return false;
  });
}

const uploads = (server: TestServer) => server.events().filter((e) => e.action === 'page_upload');

test('a page upload on a 2 MB page runs in slices: no long task of its own over 12 × 50 ms, clicks answered', async ({ page, server }) => {
  test.setTimeout(300_000); // a 2 MB page on a loaded 2-core machine
  host(server, bigPage('/upload-bundle.js', 2));
  await page.goto(server.origin + '/capture/thank-you/big', { timeout: 120_000 });
  // click while the upload is built, until it is on the server
  await until(async () => (await page.click('#tap'), uploads(server).length), 'the page upload', 120_000);
  const [upload] = uploads(server);
  expect(upload.payload.bodyHTML).toContain('Sea view villa 100');
  expect(upload.payload.bodyHTML).not.toMatch(/<svg|<style|base64|_wpnonce" value="n/);
  const f = figures(await page.evaluate(() => (window as unknown as { __lt: Observed }).__lt), '/upload-bundle.js');
  test.info().annotations.push({ type: 'figures', description: JSON.stringify(f) });
  expect(f.longestTracker, JSON.stringify(f)).toBeLessThanOrEqual(MARGIN * BUDGET_MS);
  expect(f.clickWait, JSON.stringify(f)).toBeLessThanOrEqual(MARGIN * BUDGET_MS);
});

test('the uploaded bodyHTML is what the one-shot clone + innerHTML + regex wrote', async ({ page, server }) => {
  const tricky = `<div class="a" data-x='He said "hi" &amp; <left>' title="a&nbsp;b">text &amp; &lt;tag&gt; a&nbsp;b<br>
    <p>x<img src="data:image/png;base64,iVBORw0KGgo=" alt="i"><input type="checkbox" checked></p>
    <section><style>.y{}</style><svg><style>.z{}</style><text>t</text></svg><link rel="StyleSheet" href="/s.css"><link rel="preload" href="/f"></section>
    <textarea name="card_number">4111</textarea><textarea name="note">keep</textarea><input type="password" value="pw">
    <script type="application/json">{"a":"<b>&amp;</b>"}</script><template><style>.kept{}</style><p>in template</p></template>
    <noscript><p>no script</p></noscript><table><tr><td>cell</td></tr></table><math><mi>x</mi></math><!-- note data:a;base64,QUJD -->
    <my-widget data-v="1"><span>custom</span></my-widget><select><option selected>1</option></select></div>`;
  host(server, bigPage('/upload-bundle.js', 0.05).replace('<main>', `<main>${tricky}`));
  await page.goto(server.origin + '/capture/thank-you/big');
  await until(() => uploads(server).length, 'the page upload', 60_000);
  const oneShot = await page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const n of Array.from(copy.querySelectorAll('svg,style,link[rel=stylesheet]'))) n.remove();
    for (const input of Array.from(copy.querySelectorAll('input,textarea')) as HTMLInputElement[]) {
      const type = (input.getAttribute('type') || '').toLowerCase();
      const name = `${input.name} ${input.id} ${input.getAttribute('autocomplete') || ''}`;
      const secret = /pass|pwd|card.?(num|no)|cc.?(num|no)|cvv|cvc|csc|secur|token|nonce|csrf|secret|auth|session.?id|api.?key/i;
      if (type == 'password' || /\bcc-/i.test(name) || secret.test(name) || (type == 'hidden' && /key|sig|hash/i.test(name))) {
        input.removeAttribute('value');
        input.textContent = '';
      }
    }
    return copy.innerHTML.replace(/data:[\w.+/-]*(;[\w-]+=[\w.-]+)*;base64,[\w+/=%]*/gi, '');
  });
  expect(uploads(server)[0].payload.bodyHTML).toBe(oneShot);
  expect(oneShot).toContain('in template');
});
