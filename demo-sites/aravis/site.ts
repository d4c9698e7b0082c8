// aravis: Aravis Holidays, a custom PHP site: chalet pages under /produit/ and apartment pages under
// /appartements/ whose booking box asks inc/prop_check.php for the price of a stay (jQuery $.post, JSON
// { price, error }), a reservation form and the details-de-la-reserve page (the software: platforms/aravis/platform.ts). No
// public source shows this site: everything but the spec's endpoint, its answer fields and page paths follows
// PHP + jQuery conventions (demo-sites/aravis/SOURCES.md).
import { aravisRoutes, aravisScript, rentalUrl, type AravisSite } from '../platforms/aravis/platform.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { ERRORS, FIRST_RESERVATION, RENTALS } from './data.ts';

const BASE = '/aravis-holidays-location';
const chrome: Chrome = {
  brand: 'Aravis Holidays', tagline: 'Location de chalets et appartements à La Clusaz et au Grand-Bornand',
  nav: [{ label: 'Accueil', href: `${BASE}/` }, ...RENTALS.map((r) => ({ label: r.name, href: rentalUrl(BASE, r) }))],
  accent: '#1f4e79', stylesheet: `${BASE}/css/style.css`,
  footer: 'Aravis Holidays · 74220 La Clusaz · SIRET 812 345 678 00019',
};
export const SITE: AravisSite = {
  chrome, base: BASE, rentals: RENTALS, errors: ERRORS, firstReservation: FIRST_RESERVATION,
  reference: (n) => `AH27-${String(n).padStart(4, '0')}`, hero: 'Vos vacances dans les Aravis',
};

export default defineSite({
  slug: 'aravis', provider: 'aravis',
  platform: 'Aravis Holidays custom PHP site (inc/prop_check.php price check)',
  chrome,
  assets: { [aravisScript(BASE)]: '../platforms/aravis/assets/reservation.js' },
  routes: () => aravisRoutes(SITE),
});
