// `shared-domain`: the resolver for a domain that several installs share (spec 3 and 8), e.g. a booking engine
// whose one host serves many companies' booking pages. Its site mapping lists the installs of the domain in
// `options.installs`, each with what tells its pages apart and its own keys and provider:
//   { "host": "reservas.engine.example", "provider": "shared-domain", "siteKey": "engine",
//     "options": { "installs": [
//       { "emp": "7311", "footer": "Mas les Oliveres", "provider": "icnea", "siteKey": "oliveres", "clientId": 41, "installId": 9001 } ] } }
// A page belongs to the first install whose `emp` equals the page's company id (an `emp` query parameter or a
// `data-emp` attribute) or whose `footer` text appears in the page footer (case-insensitive). The core then
// tracks the page as that install with that install's provider; when none matches it sends `unresolved_install`
// (domain, url, referrer, extra {emp, footer}) and nothing else. Several mappings for one host with no resolver
// send `shared_install` instead (core/boot.ts).
import { registerProvider } from '../core/registry';

interface Install {
  emp?: string | number;
  footer?: string;
  [key: string]: unknown;
}

registerProvider({
  name: 'shared-domain',
  start() {},
  resolve(site, page) {
    const installs = ((site.options || {}).installs || []) as Install[];
    const footer = (page.footer || '').toLowerCase();
    const own = installs.filter(
      (i) => (i.emp != null && String(i.emp) === page.emp) || (!!i.footer && footer.indexOf(String(i.footer).toLowerCase()) >= 0),
    )[0];
    if (!own) return null;
    const { emp: _emp, footer: _footer, ...keys } = own;
    return { ...keys, host: site.host, provider: String(own.provider) };
  },
});
