// aravis: Aravis Holidays, a custom PHP site: chalet pages under /produit/ and apartment pages under
// /appartements/ whose booking box asks inc/prop_check.php for the price of a stay (jQuery $.post, JSON
// { price, error }), a reservation form and the details-de-la-reserve page. No public source shows this site:
// everything but the spec's endpoint, its answer fields and page paths follows PHP + jQuery conventions
// (SOURCES.md).
import { fromDayFirst } from '../kit/dates.ts';
import { formatMoney, Ledger, quoteStay, stayProblem, type Stay } from '../kit/fixtures.ts';
import { esc, field, get, json, parseForm, post, redirect } from '../kit/http.ts';
import { sitePages } from '../kit/page.ts';
import type { Chrome } from '../kit/shell.ts';
import { defineSite } from '../kit/site.ts';
import { ERRORS, FIRST_RESERVATION, RENTALS, type Rental } from './data.ts';

const BASE = '/aravis-holidays-location';
const SCRIPT = `${BASE}/js/reservation.js`;
const chrome: Chrome = {
  brand: 'Aravis Holidays', tagline: 'Location de chalets et appartements à La Clusaz et au Grand-Bornand',
  nav: [{ label: 'Accueil', href: `${BASE}/` }, ...RENTALS.map((r) => ({ label: r.name, href: `${BASE}/${r.section}/${r.slug}` }))],
  accent: '#1f4e79', stylesheet: `${BASE}/css/style.css`,
  footer: 'Aravis Holidays · 74220 La Clusaz · SIRET 812 345 678 00019',
};
const page = sitePages(chrome);
/** number_format($n, 2, ',', ' '): French amounts, a plain space between thousands */
const euros = (n: number) => formatMoney(n, '', { thousands: ' ', decimal: ',' });
const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const FR_DAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
/** 2027-02-13 -> "samedi 13 février 2027" (PHP strftime('%A %e %B %Y') in fr_FR) */
const longDate = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${FR_DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${FR_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

const rentalById = (id: unknown) => RENTALS.find((r) => String(r.id) === String(id));
const stayOf = (get: (n: string) => string): Stay => ({
  checkin: fromDayFirst(get('date_arrivee'), '/'), checkout: fromDayFirst(get('date_depart'), '/'), adults: Number(get('nb_adultes')) || 0, children: Number(get('nb_enfants')) || 0,
});
const errorFor = (r: Rental | undefined, stay: Stay): string => {
  if (!r) return 'Logement inconnu.';
  const p = stayProblem(r, stay);
  return p ? (ERRORS[p.kind] as (x: typeof p) => string)(p) : '';
};

function rentalMain(r: Rental): string {
  const count = (name: string, from: number, to: number, chosen: number) =>
    `<select name="${name}">${Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option${n === chosen ? ' selected' : ''}>${n}</option>`).join('')}</select>`;
  return `<article class="fiche-produit"><h1>${esc(r.name)}</h1><p class="localisation">${esc(r.village)} · ${r.bedrooms} chambres · ${r.maxGuests} personnes</p>
<p class="tarif">À partir de ${euros(r.nightly)} € / nuit</p>
<div id="bloc-reservation" class="card"><h2>Réservation</h2>
<form id="form-reservation" method="get" action="${BASE}/reserver.php"><input type="hidden" name="id_prop" value="${r.id}">
<label>Arrivée <input name="date_arrivee" class="datepicker" placeholder="jj/mm/aaaa"></label><label>Départ <input name="date_depart" class="datepicker" placeholder="jj/mm/aaaa"></label>
<label>Adultes ${count('nb_adultes', 1, 10, 2)}</label><label>Enfants ${count('nb_enfants', 0, 6, 0)}</label>
<button type="button" class="btn verifier">Vérifier la disponibilité</button>
<div id="resultat-dispo"></div>
<button type="submit" class="btn reserver" disabled>Réserver</button></form></div></article>`;
}

interface Booking { ref: string; rental: number; stay: Stay; total: number }

export default defineSite({
  slug: 'aravis', provider: 'aravis',
  platform: 'Aravis Holidays custom PHP site (inc/prop_check.php price check)',
  chrome,
  assets: { [SCRIPT]: 'assets/reservation.js' },
  routes() {
    const bookings = new Ledger<Booking>(FIRST_RESERVATION);
    return [
      get(`${BASE}/`, () => page({ title: 'Accueil', main: `<section class="hero card"><h1>Vos vacances dans les Aravis</h1><ul>${RENTALS.map((r) => `<li><a href="${BASE}/${r.section}/${r.slug}">${esc(r.name)}</a></li>`).join('')}</ul></section>` })),
      ...(['produit', 'appartements'] as const).map((section) =>
        get(`${BASE}/${section}/:slug`, (_req, { slug }) => {
          const r = RENTALS.find((x) => x.section === section && x.slug === slug);
          return r ? page({ title: r.name, main: rentalMain(r), scripts: [SCRIPT] }) : null;
        }),
      ),
      // inc/prop_check.php: json_encode(['price' => number_format($total, 2, ',', ' '), 'error' => $error])
      post(`${BASE}/inc/prop_check.php`, (req) => {
        const form = parseForm(req.body);
        const r = rentalById(field(form, 'id_prop'));
        const stay = stayOf((n) => field(form, n));
        const error = errorFor(r, stay);
        return json(error || !r ? { price: '', error } : { price: euros(quoteStay(r, stay).total), error: '' });
      }),
      get(`${BASE}/reserver.php`, (req) => {
        const r = rentalById(req.query.get('id_prop'));
        const stay = stayOf((n) => req.query.get(n) ?? '');
        if (!r || errorFor(r, stay)) return page({ title: 'Réservation', main: '<p class="erreur">Veuillez vérifier la disponibilité.</p>' }, 400);
        const keep = ['id_prop', 'date_arrivee', 'date_depart', 'nb_adultes', 'nb_enfants'].map((n) => `<input type="hidden" name="${n}" value="${esc(req.query.get(n) ?? '')}">`).join('');
        return page({ title: 'Réservation', main: `<h1>Réserver ${esc(r.name)}</h1><p>Total du séjour : ${euros(quoteStay(r, stay).total)} €</p>
<form id="form-coordonnees" class="card" method="post" action="${BASE}/reserver.php">${keep}<label>Nom <input name="nom"></label><label>E-mail <input name="email"></label>
<label><input type="checkbox" name="cgv" value="1"> J'accepte les conditions générales de location</label><button type="submit" class="btn confirmer">Confirmer la réservation</button></form>` });
      }),
      post(`${BASE}/reserver.php`, (req) => {
        const form = parseForm(req.body);
        const r = rentalById(field(form, 'id_prop'));
        const stay = stayOf((n) => field(form, n));
        if (!r || errorFor(r, stay) || !field(form, 'email').includes('@') || field(form, 'cgv') !== '1') return redirect(`${BASE}/`, 303);
        const b = bookings.record(JSON.stringify([r.id, stay, field(form, 'email')]), (n) => ({ ref: `AH27-${String(n).padStart(4, '0')}`, rental: r.id, stay, total: quoteStay(r, stay).total }));
        return redirect(`${BASE}/details-de-la-reserve/?ref=${b.ref}`, 303);
      }),
      get(`${BASE}/details-de-la-reserve/`, (req) => {
        const b = [...Array(5).keys()].map((i) => bookings.find(FIRST_RESERVATION + i)).find((x) => x?.ref === req.query.get('ref'));
        const r = b && rentalById(b.rental);
        if (!b || !r) return null;
        return page({ title: 'Détails de la réservation', main: `<div class="details-reserve card"><h1>Merci pour votre réservation</h1>
<p>Numéro de réservation : <strong class="numero-reservation">${b.ref}</strong></p><p>Logement : <span class="nom-logement">${esc(r.name)}</span></p>
<p>Arrivée : <span class="date-arrivee">${longDate(b.stay.checkin)}</span></p><p>Départ : <span class="date-depart">${longDate(b.stay.checkout)}</span></p>
<p>Montant total : <span class="montant-total">${euros(b.total)} €</span></p></div>` });
      }),
    ];
  },
});
