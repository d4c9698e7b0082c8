// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './octobook';

const ENGINE = 'https://book.octorate.com/octobook/site/ota';
const partial = (updates: Record<string, string>) =>
  `<?xml version='1.0' encoding='UTF-8'?>\n<partial-response id="j_id1"><changes>${Object.entries(updates).map(([id, html]) => `<update id="${id}"><![CDATA[${html}]]></update>`).join('')}<update id="j_id1:javax.faces.ViewState:0"><![CDATA[-39:88]]></update></changes></partial-response>`;
const post = (page: string, form: Record<string, string>, answer: string) =>
  publish(call('xhr', 'POST', `${ENGINE}/${page}.xhtml`, new URLSearchParams({ 'javax.faces.partial.ajax': 'true', ...form }).toString(), 200, answer, { 'content-type': 'text/xml' }));
const SEARCH = { 'javax.faces.source': 'SiteHeader3:j_idt438', SiteHeader3: 'SiteHeader3', 'SiteHeader3:checkin_input': '05/06/2027', 'SiteHeader3:checkout_input': '12/06/2027', 'SiteHeader3:pax': '3' };
const card = (id: string) => `<div class="ota-property" data-property="${id}"><h3>P${id}</h3><span>da € 1.050,00</span></div>`;
const ROOMS = { 'javax.faces.source': 'roomsForm:rooms:0:select', roomsForm: 'roomsForm', 'roomsForm:property': '496902', 'roomsForm:checkin': '2027-06-12', 'roomsForm:checkout': '2027-06-19', 'roomsForm:pax': '2' };
const SUMMARY = `<div id="summaryPanel" data-room="280642"><h3 class="summary-room">Camera Doppia Superior</h3><table class="summary-lines">
<tr><td>Soggiorno (7 notti)</td><td>€ 1.050,00</td></tr><tr><td>Pulizia finale</td><td>€ 60,00</td></tr><tr><td>Tassa di soggiorno</td><td>€ 28,00</td></tr>
<tr class="summary-total"><th>Totale</th><th>€ 1.138,00</th></tr></table></div>`;
const ERROR = '<div id="messages" class="ui-messages"><div class="ui-messages-error"><ul><li><span class="ui-messages-error-summary">Soggiorno minimo 3 notti.</span></li></ul></div></div>';

describe('octobook', () => {
  it('the portal search partial: one result per [data-property] in resultsPanel, dd/mm/yyyy calendar fields by client id', async () => {
    const run = runAdapter('octobook', '/octobook/site/ota/index.xhtml?id=1552');
    post('index', SEARCH, partial({ resultsPanel: `<div id="resultsPanel"><p>3 strutture disponibili</p>${card('1')}${card('2')}${card('3')}</div>` }));
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 3, checkin: '2027-06-05', checkout: '2027-06-12', guests_adults: [3, 3] })]);
  });

  it('an empty result panel is 0 results; a partial that does not render the results is no search', async () => {
    const run = runAdapter('octobook', '/octobook/site/ota/index.xhtml?id=1552');
    post('index', SEARCH, partial({ resultsPanel: '<div id="resultsPanel"><p class="no-results">Nessuna struttura disponibile</p></div>' }));
    post('index', { ...SEARCH, 'javax.faces.source': 'SiteHeader3:lang' }, partial({ header: '<div id="header">IT</div>' }));
    await run.settle();
    expect(run.events('search').map((e) => e.result_count)).toEqual([0]);
  });

  it('the portal page itself: a search when it shows results for the stay in its URL, nothing when it shows none', async () => {
    const shown = runAdapter('octobook', '/octobook/site/ota/index.xhtml?id=1552&checkin=2027-06-05&checkout=2027-06-12&pax=2', `<div id="resultsPanel">${card('1')}${card('2')}</div>`);
    await shown.settle();
    expect(shown.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2027-06-05', checkout: '2027-06-12', guests_adults: [2, 2] })]);
    const landing = runAdapter('octobook', '/octobook/site/ota/index.xhtml?id=1552&lang=IT', '<div id="resultsPanel"></div>');
    await landing.settle();
    expect(landing.events('search')).toEqual([]);
  });

  it('a result page is the property (its property, or a single-property engine codice, and heading)', async () => {
    const run = runAdapter('octobook', '/octobook/site/ota/result.xhtml?id=1552&property=496902&checkin=2027-06-12', '<h1>Villa Portonovo</h1>');
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '496902', listing_name: 'Villa Portonovo' }]);
    const single = runAdapter('octobook', '/octobook/site/reservation/result.xhtml?codice=45111&checkin=2026-02-12', '<h1>Hostel Brikette</h1>');
    await single.settle();
    expect(single.events('property')).toEqual([{ action: 'property', listing_id: '45111', listing_name: 'Hostel Brikette' }]);
  });

  it('a room selection: the summary total and lines in Italian amounts (€ 1.138,00); a refusal forwards the PrimeFaces error summary', async () => {
    const run = runAdapter('octobook', '/octobook/site/ota/result.xhtml?id=1552&property=496902', '<h1>Villa Portonovo</h1>');
    post('result', { ...ROOMS, 'javax.faces.source': 'roomsForm:rooms:1:select' }, partial({ summaryPanel: '<div id="summaryPanel"></div>', messages: ERROR }));
    post('result', ROOMS, partial({ summaryPanel: SUMMARY, messages: '<div id="messages"></div>' }));
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '496902', listing_name: null, checkin: '2027-06-12', checkout: '2027-06-19', guests_adults: 2, total: null, currency: 'EUR', success: false, error_message: 'Soggiorno minimo 3 notti.' }),
      expect.objectContaining({
        listing_id: '496902', listing_name: 'Camera Doppia Superior', total: 1138, currency: 'EUR', success: true, error_message: null,
        line_items: { 'Soggiorno (7 notti)': 1050, 'Pulizia finale': 60, 'Tassa di soggiorno': 28 },
      }),
    ]);
  });

  it('without stay fields in the form, the stay is the page URL\'s', async () => {
    const run = runAdapter('octobook', '/octobook/site/ota/result.xhtml?id=1552&property=496902&checkin=2027-07-01&checkout=2027-07-04&pax=2');
    post('result', { 'javax.faces.source': 'roomsForm:rooms:0:select', roomsForm: 'roomsForm' }, partial({ summaryPanel: SUMMARY }));
    await run.settle();
    expect(run.events('quote')[0]).toMatchObject({ listing_id: '496902', checkin: '2027-07-01', checkout: '2027-07-04', guests_adults: 2, total: 1138 });
  });

  // the engine's pages beyond the demo's are not public (SOURCES.md): a partial answer of another page that carries
  // the summary is a quote too; the property as `codice` (the engine's single-property URLs), the total in a td
  it("another page's partial answer with the summary (codice, a td total) is a quote; a partial with neither summary nor error is none", async () => {
    const run = runAdapter('octobook', '/octobook/site/reservation/rooms.xhtml?codice=45111', '<h1>Hostel Brikette</h1>');
    const summary = SUMMARY.replace('<th>Totale</th><th>€ 1.138,00</th>', '<td>Totale</td><td>€ 1.138,00</td>');
    publish(call('xhr', 'POST', `${location.origin}/octobook/site/reservation/rooms.xhtml`, new URLSearchParams({ 'javax.faces.partial.ajax': 'true', 'f:codice': '45111', 'f:checkin': '2027-02-12', 'f:checkout': '2027-02-14', 'f:pax': '2' }).toString(), 200, partial({ summaryPanel: summary }), {}));
    publish(call('xhr', 'POST', `${location.origin}/octobook/site/reservation/rooms.xhtml`, new URLSearchParams({ 'javax.faces.partial.ajax': 'true', 'f:codice': '45111' }).toString(), 200, partial({ calendar: '<div id="calendar"></div>' }), {}));
    await run.settle();
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '45111', checkin: '2027-02-12', checkout: '2027-02-14', guests_adults: 2, total: 1138, success: true })]);
  });
});
