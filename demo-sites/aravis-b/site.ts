// aravis-b: Chinaillon Locations, a second agency on the Aravis Holidays PHP rental software (platforms/aravis/platform.ts, as
// demo-sites/aravis), installed at the site's root: apartment pages under /appartements/ (spec 2) whose booking
// box asks /inc/prop_check.php for the price (JSON { price, error }), reserver.php and details-de-la-reserve.
// Evidence: demo-sites/aravis/SOURCES.md#site-aravis-b (assumed but the spec's endpoint name, answer fields and paths).
import { aravisRoutes, aravisScript, rentalUrl, type AravisSite } from '../platforms/aravis/platform.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { ERRORS, FIRST_RESERVATION, RENTALS } from './data.ts';

const BASE = '';
const chrome: Chrome = {
  brand: 'Chinaillon Locations', tagline: 'Appartements et chalets au pied des pistes du Grand-Bornand',
  nav: [{ label: 'Accueil', href: '/' }, ...RENTALS.map((r) => ({ label: r.name, href: rentalUrl(BASE, r) }))],
  accent: '#7a2e2e', stylesheet: '/css/chinaillon.css',
  footer: 'Chinaillon Locations · Le Chinaillon, 74450 Le Grand-Bornand · SIRET 834 120 556 00027',
};
export const SITE: AravisSite = {
  chrome, base: BASE, rentals: RENTALS, errors: ERRORS, firstReservation: FIRST_RESERVATION,
  reference: (n) => `CL-${n}`, hero: 'Vos vacances au Chinaillon',
};

export default defineSite({
  slug: 'aravis-b', provider: 'aravis',
  platform: 'Aravis Holidays PHP rental software at the site root (inc/prop_check.php), /appartements/ pages',
  chrome,
  assets: { [aravisScript(BASE)]: '../platforms/aravis/assets/reservation.js' },
  routes: () => aravisRoutes(SITE),
});
