// villas365-c: a third agency on the Villas 365 WordPress plugin (demo-sites/villas365's templates, floater and
// answers). Its "confirm booking page" setting is a page titled "Thank you for your booking", so 365villas' booking
// widget sends the guest to /thank-you-for-your-booking/ (the adapter's /thank-you rule takes it). See demo-sites/villas365/SOURCES.md#site-villas365-c.
import { villas365Site } from '../platforms/villas365/platform.ts';

export default villas365Site({
  slug: 'villas365-c',
  platform: 'Villas 365 WordPress plugin, confirm booking page /thank-you-for-your-booking/',
  chrome: {
    brand: 'Quinta Stays Algarve', tagline: 'Large villas for groups near Loulé',
    accent: '#6b4e2e', stylesheet: '/wp-content/themes/quinta-stays/style.css',
    footer: 'Quinta Stays Algarve Lda · RNAL 41207/AL · Powered by 365villas',
  },
  confirmPage: '/thank-you-for-your-booking/',
});
