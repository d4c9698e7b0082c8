// villas365-b: a second agency on the Villas 365 WordPress plugin (demo-sites/villas365's templates, floater and
// answers). Its "confirm booking page" setting is a page titled "Thank You", so 365villas' booking widget sends the
// guest to /thank-you/ (the adapter's default confirm paths take it without a site setting). See demo-sites/villas365/SOURCES.md#site-villas365-b.
import { villas365Site } from '../platforms/villas365/platform.ts';

export default villas365Site({
  slug: 'villas365-b',
  platform: 'Villas 365 WordPress plugin, confirm booking page /thank-you/',
  chrome: {
    brand: 'Barlavento Villas', tagline: 'Family villas in the western Algarve',
    accent: '#2a6f77', stylesheet: '/wp-content/themes/barlavento/style.css',
    footer: 'Barlavento Villas Ltd · ATOL protected · Powered by 365villas',
  },
  confirmPage: '/thank-you/',
});
