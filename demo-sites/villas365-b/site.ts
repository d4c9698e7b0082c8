// villas365-b: a second agency on the Villas 365 WordPress plugin (demo-sites/villas365's templates, floater and
// answers). Its "confirm booking page" setting is a page titled "Thank You", so 365villas' booking widget sends the
// guest to /thank-you/ (the adapter's default confirm paths take it without a site setting). See demo-sites/villas365/SOURCES.md#site-villas365-b.
import type { Chrome } from '../server/shell.ts';
import { WP_HEAD } from '../server/wordpress.ts';
import { villas365Site } from '../platforms/villas365/platform.ts';

const chrome: Chrome = {
  brand: 'Barlavento Villas', tagline: 'Family villas in the western Algarve',
  nav: [{ label: 'Home', href: '/' }, { label: 'Villas', href: '/properties/' }],
  accent: '#2a6f77', stylesheet: '/wp-content/themes/barlavento/style.css', head: WP_HEAD,
  footer: 'Barlavento Villas Ltd · ATOL protected · Powered by 365villas',
};

export default villas365Site({
  slug: 'villas365-b',
  platform: 'Villas 365 WordPress plugin, confirm booking page /thank-you/',
  chrome,
  floaterFile: '../platforms/villas365/assets/villas-365-property-floater.js',
  confirmPage: '/thank-you/',
});
