// villas365: Algarve Villa Holidays on the Villas 365 WordPress plugin (365villas booking API behind admin-ajax
// `_villas_365_calculate_booking`). See README.md in this folder for the wire shapes.
import type { Chrome } from '../server/shell.ts';
import { WP_HEAD } from '../server/wordpress.ts';
import { PLUGIN, villas365Site } from '../platforms/villas365/platform.ts';

const chrome: Chrome = {
  brand: 'Algarve Villa Holidays', tagline: 'Hand-picked villas with pools since 2004',
  nav: [{ label: 'Home', href: '/' }, { label: 'Villas', href: '/properties/' }],
  accent: '#b5562b', stylesheet: `${PLUGIN}/css/villas-365-styles.css`, head: WP_HEAD,
  footer: 'Algarve Villa Holidays Ltd · ABTA P7781 · Powered by 365villas',
};

export default villas365Site({
  slug: 'villas365',
  platform: 'Villas 365 WordPress plugin (365villas API via admin-ajax)',
  chrome,
  floaterFile: '../platforms/villas365/assets/villas-365-property-floater.js',
  confirmPage: '/booking-confirmation/',
});
