// `shared-domain`: a resolver for one booking-engine host shared by several installs (spec 8).
// Wire shapes, their evidence and what this adapter reads: demo-sites/shared-domain/SOURCES.md.
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
