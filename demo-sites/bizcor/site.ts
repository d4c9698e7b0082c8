// bizcor: a Bizcor-built WordPress site running Streamline's streamline-core plugin. Its widgets relay Streamline's
// methods through admin-ajax (action streamlinecore-api-request); search uses Bizcor's own method. See README.md.
import { bizcorSite } from '../platforms/bizcor/platform.ts';

export default bizcorSite({
  slug: 'bizcor',
  platform: 'Bizcor WordPress site + Streamline plugin: admin-ajax streamlinecore-api-request (BizcorGetPropertyAvailabilityWithRatesWordPress)',
  chrome: {
    brand: 'Smoky Ridge Cabins',
    tagline: 'Cabins in Gatlinburg & Pigeon Forge',
    nav: [
      { label: 'Home', href: '/' },
      { label: 'Find a Cabin', href: '/search-cabins/' },
    ],
    accent: '#5b3a1e',
    stylesheet: '/wp-content/themes/bizcor-cabins/style.css',
    footer: 'Smoky Ridge Cabins · 1130 Parkway, Gatlinburg, TN · Website by Bizcor · Reservations by Streamline',
  },
  confirmationUrl: '/cabins/confirmation/',
});
