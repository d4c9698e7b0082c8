// shared-domain: one booking-engine host that many companies share (ICNEA's `tpv` host serves every client
// company's booking steps as `reserves.aspx?emp=<company>&hot=<lodging>`; demo-sites/shared-domain/SOURCES.md). Each company's pages carry
// its own footer. Two companies are installs of ours, told apart by the resolver (`emp`, or the footer on a page
// whose URL lost the company id: the language switch here); the third is not, and is reported unresolved.
import { esc, get } from '../server/http.ts';
import { sitePages, type SitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { COMPANIES, type Company } from './data.ts';

const engine: Chrome = {
  brand: 'Reserves en línia', tagline: 'Motor de reserves', nav: [], accent: '#0b6e99', stylesheet: '/css/motor.css',
  footer: 'Motor de reserves',
};
/** A company's pages: the engine's look, the company's name and footer. */
const pagesOf = (c: Company): SitePages => sitePages({ ...engine, brand: c.name, footer: esc(c.footer) });
const PAGES = new Map(COMPANIES.map((c) => [c.emp, pagesOf(c)]));
const lodgingOf = (hot: unknown) => COMPANIES.flatMap((c) => c.lodgings.map((l) => ({ company: c, ...l }))).find((l) => String(l.hot) === String(hot));

export default defineSite({
  slug: 'shared-domain', provider: 'shared-domain', host: 'www.reserves-demo.test',
  label: 'Shared booking engine', platform: 'one booking-engine host shared by many companies (ICNEA-style tpv host, emp = company)',
  chrome: engine,
  routes() {
    return [
      // the engine's entry: company (emp) and lodging (hot); idi = language (1 Catalan, 2 Spanish)
      get('/reserves.aspx', (req) => {
        const lodging = lodgingOf(req.query.get('hot'));
        const company = COMPANIES.find((c) => String(c.emp) === req.query.get('emp')) ?? lodging?.company;
        if (!lodging || !company || lodging.company !== company) return null;
        const other = req.query.get('idi') === '2' ? '1' : '2';
        return PAGES.get(company.emp)!({
          title: lodging.name,
          main: `<section class="card motor"><h1>${esc(lodging.name)}</h1><p class="empresa">${esc(company.name)}</p>
<form id="disponibilitat" method="get" action="/reserves.aspx"><input type="hidden" name="emp" value="${company.emp}"><input type="hidden" name="hot" value="${lodging.hot}">
<label>Arribada <input name="ent" placeholder="dd/mm/aaaa"></label><label>Sortida <input name="sor" placeholder="dd/mm/aaaa"></label><button type="submit">Cercar</button></form>
<p class="idioma"><a id="canvi-idioma" href="/reserves.aspx?hot=${lodging.hot}&amp;idi=${other}">${other === '2' ? 'Español' : 'Català'}</a></p></section>`,
        });
      }),
    ];
  },
});
