// What every rental site on the Aravis Holidays PHP software answers alike (demo-sites/aravis/SOURCES.md: assumed
// but the spec's price check, its answer fields and the page paths): chalet pages under produit/ and apartment
// pages under appartements/ whose booking box asks inc/prop_check.php for the price of a stay (JSON
// { price, error }, French amounts), reserver.php (the stay, then the guest's details) and the
// details-de-la-reserve page. Sites differ in their data, the folder the software is installed in and their
// reservation numbers.
import { fromDayFirst } from '../../server/dates.ts';
import { formatMoney, Ledger, quoteStay, stayProblem, type Stay, type StayProblem, type Unit } from '../../server/fixtures.ts';
import { esc, field, get, json, parseForm, post, redirect, type Route } from '../../server/http.ts';
import { sitePages } from '../../server/page.ts';
import type { Chrome } from '../../server/shell.ts';

export interface Rental extends Unit {
  slug: string;
  /** the section of the site it is listed in: chalets under produit, apartments under appartements */
  section: 'produit' | 'appartements';
  village: string;
}

/** prop_check.php's `error` for a stay, per problem. */
export type RentalErrors = { [K in StayProblem['kind']]: (p: Extract<StayProblem, { kind: K }>) => string };

export interface AravisSite {
  chrome: Chrome;
  /** the folder the software is installed in: '/aravis-holidays-location', or '' at the site's root */
  base: string;
  rentals: Rental[];
  errors: RentalErrors;
  /** the first reservation's number and how a number is written */
  firstReservation: number;
  reference: (n: number) => string;
  /** the home page's heading */
  hero: string;
}

/** the booking box's script, under the software's folder */
export const aravisScript = (base: string): string => `${base}/js/reservation.js`;
/** a rental's page */
export const rentalUrl = (base: string, r: Rental): string => `${base}/${r.section}/${r.slug}`;

/** number_format($n, 2, ',', ' '): French amounts, a plain space between thousands */
export const euros = (n: number): string => formatMoney(n, '', { thousands: ' ', decimal: ',' });
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const FR_DAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
/** 2027-02-13 -> "samedi 13 février 2027" (PHP strftime('%A %e %B %Y') in fr_FR) */
export const longDate = (iso: string): string => {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${FR_DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${FR_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

/** The site's routes (fresh reservations each call). */
export function aravisRoutes(site: AravisSite): Route[] {
  const { base } = site;
  const page = sitePages(site.chrome);
  const script = aravisScript(base);
  const rentalById = (id: unknown) => site.rentals.find((r) => String(r.id) === String(id));
  const stayOf = (read: (n: string) => string): Stay => ({
    checkin: fromDayFirst(read('date_arrivee'), '/'), checkout: fromDayFirst(read('date_depart'), '/'), adults: Number(read('nb_adultes')) || 0, children: Number(read('nb_enfants')) || 0,
  });
  const errorFor = (r: Rental | undefined, stay: Stay): string => {
    if (!r) return 'Logement inconnu.';
    const p = stayProblem(r, stay);
    return p ? (site.errors[p.kind] as (x: typeof p) => string)(p) : '';
  };

  const rentalMain = (r: Rental): string => {
    const count = (name: string, from: number, to: number, chosen: number) =>
      `<select name="${name}">${Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option${n === chosen ? ' selected' : ''}>${n}</option>`).join('')}</select>`;
    return `<article class="fiche-produit"><h1>${esc(r.name)}</h1><p class="localisation">${esc(r.village)} · ${r.bedrooms} chambres · ${r.maxGuests} personnes</p>
<p class="tarif">À partir de ${euros(r.nightly)} € / nuit</p>
<div id="bloc-reservation" class="card"><h2>Réservation</h2>
<form id="form-reservation" method="get" action="${base}/reserver.php" data-check="${base}/inc/prop_check.php"><input type="hidden" name="id_prop" value="${r.id}">
<label>Arrivée <input name="date_arrivee" class="datepicker" placeholder="jj/mm/aaaa"></label><label>Départ <input name="date_depart" class="datepicker" placeholder="jj/mm/aaaa"></label>
<label>Adultes ${count('nb_adultes', 1, 10, 2)}</label><label>Enfants ${count('nb_enfants', 0, 6, 0)}</label>
<button type="button" class="btn verifier">Vérifier la disponibilité</button>
<div id="resultat-dispo"></div>
<button type="submit" class="btn reserver" disabled>Réserver</button></form></div></article>`;
  };

  interface Booking { ref: string; rental: number; stay: Stay; total: number }
  const bookings = new Ledger<Booking>(site.firstReservation);
  return [
    get(`${base}/`, () => page({ title: 'Accueil', main: `<section class="hero card"><h1>${esc(site.hero)}</h1><ul>${site.rentals.map((r) => `<li><a href="${rentalUrl(base, r)}">${esc(r.name)}</a></li>`).join('')}</ul></section>` })),
    ...(['produit', 'appartements'] as const).map((section) =>
      get(`${base}/${section}/:slug`, (_req, { slug }) => {
        const r = site.rentals.find((x) => x.section === section && x.slug === slug);
        return r ? page({ title: r.name, main: rentalMain(r), scripts: [script] }) : null;
      }),
    ),
    // inc/prop_check.php: json_encode(['price' => number_format($total, 2, ',', ' '), 'error' => $error])
    post(`${base}/inc/prop_check.php`, (req) => {
      const form = parseForm(req.body);
      const r = rentalById(field(form, 'id_prop'));
      const stay = stayOf((n) => field(form, n));
      const error = errorFor(r, stay);
      return json(error || !r ? { price: '', error } : { price: euros(quoteStay(r, stay).total), error: '' });
    }),
    get(`${base}/reserver.php`, (req) => {
      const r = rentalById(req.query.get('id_prop'));
      const stay = stayOf((n) => req.query.get(n) ?? '');
      if (!r || errorFor(r, stay)) return page({ title: 'Réservation', main: '<p class="erreur">Veuillez vérifier la disponibilité.</p>' }, 400);
      const keep = ['id_prop', 'date_arrivee', 'date_depart', 'nb_adultes', 'nb_enfants'].map((n) => `<input type="hidden" name="${n}" value="${esc(req.query.get(n) ?? '')}">`).join('');
      return page({ title: 'Réservation', main: `<h1>Réserver ${esc(r.name)}</h1><p>Total du séjour : ${euros(quoteStay(r, stay).total)} €</p>
<form id="form-coordonnees" class="card" method="post" action="${base}/reserver.php">${keep}<label>Nom <input name="nom"></label><label>E-mail <input name="email"></label>
<label><input type="checkbox" name="cgv" value="1"> J'accepte les conditions générales de location</label><button type="submit" class="btn confirmer">Confirmer la réservation</button></form>` });
    }),
    post(`${base}/reserver.php`, (req) => {
      const form = parseForm(req.body);
      const r = rentalById(field(form, 'id_prop'));
      const stay = stayOf((n) => field(form, n));
      if (!r || errorFor(r, stay) || !field(form, 'email').includes('@') || field(form, 'cgv') !== '1') return redirect(`${base}/`, 303);
      const b = bookings.record(JSON.stringify([r.id, stay, field(form, 'email')]), (n) => ({ ref: site.reference(n), rental: r.id, stay, total: quoteStay(r, stay).total }));
      return redirect(`${base}/details-de-la-reserve/?ref=${b.ref}`, 303);
    }),
    get(`${base}/details-de-la-reserve/`, (req) => {
      const b = [...Array(5).keys()].map((i) => bookings.find(site.firstReservation + i)).find((x) => x?.ref === req.query.get('ref'));
      const r = b && rentalById(b.rental);
      if (!b || !r) return null;
      return page({ title: 'Détails de la réservation', main: `<div class="details-reserve card"><h1>Merci pour votre réservation</h1>
<p>Numéro de réservation : <strong class="numero-reservation">${b.ref}</strong></p><p>Logement : <span class="nom-logement">${esc(r.name)}</span></p>
<p>Arrivée : <span class="date-arrivee">${longDate(b.stay.checkin)}</span></p><p>Départ : <span class="date-depart">${longDate(b.stay.checkout)}</span></p>
<p>Montant total : <span class="montant-total">${euros(b.total)} €</span></p></div>` });
    }),
  ];
}
