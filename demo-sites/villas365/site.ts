// villas365: Algarve Villa Holidays on the Villas 365 WordPress plugin (365villas booking API behind admin-ajax
// `_villas_365_calculate_booking`). See README.md in this folder for the wire shapes.
import { PLUGIN, villas365Site } from '../platforms/villas365/platform.ts';

export default villas365Site({
  slug: 'villas365',
  platform: 'Villas 365 WordPress plugin (365villas API via admin-ajax)',
  chrome: {
    brand: 'Algarve Villa Holidays', tagline: 'Hand-picked villas with pools since 2004',
    accent: '#b5562b', stylesheet: `${PLUGIN}/css/villas-365-styles.css`,
    footer: 'Algarve Villa Holidays Ltd · ABTA P7781 · Powered by 365villas',
  },
  confirmPage: '/booking-confirmation/',
});
