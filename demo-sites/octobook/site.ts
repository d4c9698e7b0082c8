// octobook: the Riviera del Conero portal on Octorate's Octobook engine (book.octorate.com in real life), in
// Italian. /octobook/site/ota/index.xhtml searches the portal's properties, /octobook/site/ota/result.xhtml?id&
// property&checkin&checkout&pax lists one property's rooms; both act through PrimeFaces partial requests (the form
// POSTed back to the page, a JSF <partial-response> XML answer). See demo-sites/octobook/SOURCES.md.
import { toDayFirst } from '../server/dates.ts';
import { esc, get, post, text } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { PORTAL, PROPERTIES } from './data.ts';
import { euro, searchPartial, selectPartial, VIEW_STATE } from './engine.ts';

const chrome: Chrome = {
  brand: PORTAL.name,
  tagline: 'Prenota direttamente',
  nav: [{ label: 'Strutture', href: `/octobook/site/ota/index.xhtml?id=${PORTAL.id}&lang=IT` }],
  accent: '#c0392b',
  stylesheet: '/octobook/javax.faces.resource/theme.css.xhtml',
  head: '<meta name="generator" content="Octorate Octobook">',
  footer: 'Riviera del Conero Stays · booking engine by Octorate',
};
const PF = '/octobook/javax.faces.resource/core.js.xhtml';
const page = sitePages(chrome, { scripts: [PF] });
const viewState = `<input type="hidden" name="javax.faces.ViewState" id="j_id1:javax.faces.ViewState:0" value="${VIEW_STATE}" autocomplete="off">`;
const XML = 'text/xml; charset=UTF-8';
const isPartial = (body: string) => new URLSearchParams(body).get('javax.faces.partial.ajax') === 'true';

const searchPage = (q: URLSearchParams) => {
  let pax = '';
  for (let n = 1; n <= 6; n++) pax += `<option value="${n}"${n === 2 ? ' selected' : ''}>${n}</option>`;
  return page({
    title: 'Cerca disponibilità',
    bodyClass: 'ota-index',
    main: `<h1>${esc(PORTAL.name)}</h1><form id="SiteHeader3" name="SiteHeader3" method="post" action="/octobook/site/ota/index.xhtml" enctype="application/x-www-form-urlencoded">
<input type="hidden" name="SiteHeader3" value="SiteHeader3"><input type="hidden" name="SiteHeader3:portal" value="${esc(q.get('id') ?? PORTAL.id)}">
<label>Arrivo <input id="SiteHeader3:checkin_input" name="SiteHeader3:checkin_input" type="text" placeholder="gg/mm/aaaa"></label>
<label>Partenza <input id="SiteHeader3:checkout_input" name="SiteHeader3:checkout_input" type="text" placeholder="gg/mm/aaaa"></label>
<label>Ospiti <select id="SiteHeader3:pax" name="SiteHeader3:pax">${pax}</select></label>
<button id="SiteHeader3:j_idt438" name="SiteHeader3:j_idt438" type="button" class="ui-button search-rooms" data-render="resultsPanel">Cerca</button>${viewState}</form>
<div id="resultsPanel"></div>`,
  });
};

const resultPage = (q: URLSearchParams) => {
  const p = PROPERTIES.find((x) => x.id === q.get('property'));
  if (!p) return null;
  const stay = { checkin: q.get('checkin') ?? '', checkout: q.get('checkout') ?? '', adults: Number(q.get('pax')) || 2, children: 0 };
  const rooms = p.rooms
    .map((r, i) => `<div class="room" data-room="${r.roomId}"><h3 class="room-name">${esc(r.name)}</h3><p>Max ${r.maxGuests} ${r.maxGuests === 1 ? 'persona' : 'persone'} · ${euro(r.nightly)} a notte</p>
<button id="roomsForm:rooms:${i}:select" name="roomsForm:rooms:${i}:select" type="button" class="ui-button select-room" data-render="summaryPanel messages">Seleziona</button></div>`)
    .join('');
  return page({
    title: p.name,
    bodyClass: 'ota-result',
    main: `<h1 class="property-name">${esc(p.name)}</h1><p class="stay">Dal ${toDayFirst(stay.checkin)} al ${toDayFirst(stay.checkout)} · ${stay.adults} ospiti · da ${euro(Math.min(...p.rooms.map((r) => r.nightly)))} a notte</p>
<form id="roomsForm" name="roomsForm" method="post" action="/octobook/site/ota/result.xhtml" enctype="application/x-www-form-urlencoded"><input type="hidden" name="roomsForm" value="roomsForm">
<input type="hidden" name="roomsForm:property" value="${esc(p.id)}"><input type="hidden" name="roomsForm:checkin" value="${esc(stay.checkin)}"><input type="hidden" name="roomsForm:checkout" value="${esc(stay.checkout)}"><input type="hidden" name="roomsForm:pax" value="${stay.adults}">
${rooms}${viewState}</form><div id="messages" class="ui-messages ui-widget"></div><div id="summaryPanel" class="booking-summary"></div>`,
  });
};

export default defineSite({
  slug: 'octobook',
  provider: 'octobook',
  platform: "Octorate's Octobook engine (JSF/PrimeFaces): ota/index.xhtml portal search and ota/result.xhtml rooms, partial requests answered with <partial-response> XML",
  chrome,
  assets: { [PF]: 'assets/primefaces-lite.js' },
  routes() {
    return [
      get('/octobook/site/ota/index.xhtml', (req) => searchPage(req.query)),
      post('/octobook/site/ota/index.xhtml', (req) => (isPartial(req.body) ? text(searchPartial(req.body), 200, XML) : null)),
      get('/octobook/site/ota/result.xhtml', (req) => resultPage(req.query)),
      post('/octobook/site/ota/result.xhtml', (req) => (isPartial(req.body) ? text(selectPartial(req.body), 200, XML) : null)),
    ];
  },
});
