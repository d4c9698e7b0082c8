// icnea: Apartaments Cala Montgó's website on ICNEA (Catalan pages; lodgings at /ca/<slug>-h<id>). The page
// script asks the site's POST /api/icnea for the web methods DailyAvailability (search), Lodging (the lodging
// page) and DailyRates (the price of a stay); "Reservar" opens ICNEA's booking engine, whose ASP.NET steps
// (reserves.aspx, ReservesDades, ReservesConfirmar, ReservesFinal) are served on the same host. See demo-sites/icnea/SOURCES.md.
import { esc, get, json, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { icneaAnswer } from './api.ts';
import { COMPANY, LODGINGS } from './data.ts';
import { engineRoutes, newLedger } from './engine.ts';

const chrome: Chrome = {
  brand: COMPANY.name,
  tagline: "Apartaments i cases de vacances a L'Escala",
  nav: [{ label: 'Apartaments', href: '/ca/apartaments' }],
  accent: '#1f6f8b',
  stylesheet: '/css/icnea-web.css',
  head: '<meta name="generator" content="ICNEA">',
  footer: "Apartaments Cala Montgó · Av. Montgó 24, 17130 L'Escala (Girona) · Reserves gestionades amb ICNEA",
};
const SCRIPT = '/js/icnea-web.js';
const page = sitePages(chrome, { inline: [`var icnea = { emp: '${COMPANY.emp}', idi: 1, language: 'ca', api: '/api/icnea' };`] });
const GUESTS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<option value="${n}">${n}</option>`).join('');

const searchForm = (action: string) => `<form class="cercador" method="get" action="${action}">
<label>Arribada <input name="arrival" placeholder="dd/mm/aaaa"></label><label>Sortida <input name="departure" placeholder="dd/mm/aaaa"></label>
<label>Persones <select name="guests">${GUESTS}</select></label><button class="btn">Cercar</button></form>`;

export default defineSite({
  slug: 'icnea',
  provider: 'icnea',
  platform: "ICNEA's website and booking engine: POST /api/icnea (ws = DailyAvailability, Lodging, DailyRates), reserves.aspx and the Reserves*.aspx steps",
  chrome,
  assets: { [SCRIPT]: 'assets/icnea-web.js' },
  routes() {
    const engine = engineRoutes(page, newLedger());
    return [
      get('/', () => page({ title: 'Inici', main: `<h1>${esc(chrome.tagline)}</h1>${searchForm('/ca/apartaments')}` })),
      get('/ca/apartaments', () =>
        page({ title: 'Apartaments', bodyClass: 'llistat', main: `<h1>Apartaments disponibles</h1>${searchForm('/ca/apartaments')}<div id="resultats"><p class="carregant">Cercant…</p></div>`, scripts: [SCRIPT] }),
      ),
      get('/ca/:lodging', (_req, { lodging }) => {
        const l = LODGINGS.find((x) => lodging === `${x.slug}-h${x.id}`);
        if (!l) return null;
        return page({
          title: l.name,
          bodyClass: 'fitxa',
          main: `<article class="allotjament" data-hot="${l.id}"><h1>${esc(l.name)}</h1><p class="fitxa-dades"></p>
<form id="consulta-preu"><label>Arribada <input id="arrival" name="arrival" placeholder="dd/mm/aaaa"></label><label>Sortida <input id="departure" name="departure" placeholder="dd/mm/aaaa"></label>
<label>Persones <select id="guests" name="guests">${GUESTS}</select></label><button type="submit" id="consultar" class="btn">Consultar preu</button></form>
<div id="preu"></div><a class="btn reservar" hidden href="#">Reservar</a></article>`,
          scripts: [SCRIPT],
        });
      }),
      post('/api/icnea', (req) => json(icneaAnswer(req.body))),
      post('/WebService.asmx/:method', (req, { method }) => json(icneaAnswer(req.body, method))),
      get('/reserves.aspx', engine.reserves),
      get('/ReservesDades.aspx', engine.dades),
      post('/ReservesConfirmar.aspx', engine.confirmar),
      post('/ReservesFinal.aspx', engine.final),
    ];
  },
});
