// A small independent rental agency on its own PHP site with a price calendar (site-generic-h, -l, -m): a search
// page (`<listPath>?<areaParam>=…`, a nightly price slider whose ends mean "no limit", bedrooms "n+"), a unit page
// (`<unitPath>?id=…`) with its price calendar (/ajax/price_cal) and price (/ajax/priceDetails, again in the "Price
// details" window), /book.php priced per payment method (POST /api/properties/room_rate) that takes the booking: a
// bank transfer ends on the site's transfer page, a card goes through /payment.php to the site's success page.
// Units the owner confirms take an inquiry (/inquiry.php, then the site's thank-you page). The calls are in api.ts,
// the browser script in client.ts; a site gives its data and words (PriceCalendarSite).
import { Ledger } from '../../../server/fixtures.ts';
import { esc, get, json, parseForm, parseJson, post, redirect, text, type DemoRequest, type Route } from '../../../server/http.ts';
import { formatMoney } from '../../../server/money.ts';
import { sitePages, type SitePages } from '../../../server/page.ts';
import { defineSite, type DemoSite } from '../../../server/site.ts';
import { capitalized, percent, priceCalendarApi, type Catalog, type Payment, type Stay } from './api.ts';
import { priceCalendarScript, type ClientOptions } from './client.ts';

export type { Area, PriceLine, Rental, Stay } from './api.ts';

export interface Booking {
  ref: string;
  stay: Stay;
  payment: Payment;
  name: string;
  paid: boolean;
}

/** What a site's own routes get: its pages, its bookings and the pages the price-calendar code builds from them. */
export interface PriceCalendarContext {
  page: SitePages;
  bookingOf(ref: string | null): Booking | undefined;
  /** the bank-transfer confirmation of a booking (null for none or a card booking) */
  transferPage(b: Booking | undefined): ReturnType<SitePages> | null;
  /** `<unit> · <checkin> to <checkout> · total <money>` */
  summary(b: Booking): string;
}

export interface PriceCalendarSite extends Catalog {
  slug: string;
  platform: string;
  brand: string;
  tagline: string;
  footer: string;
  /** the search page and the unit page: /property.php, /villa.php */
  listPath: string;
  unitPath: string;
  /** the search page's heading when no area is chosen: "Villas in Bali" */
  region: string;
  /** the last "n+" of the bedrooms filter */
  maxBedrooms: number;
  /** the nightly price slider's step */
  priceStep: number;
  home: { title: string; heading: string; text: string };
  /** on the unit page, after "sleeps n" (' · private pool') and after the nightly price (' ++21%') */
  perks: string;
  priceNote: string;
  /** the guest's phone field: WhatsApp, Phone */
  phoneLabel: string;
  /** on /book.php when the stay cannot be booked: "Please <contact>." */
  contact: string;
  /** the script's path and its differences (see client.ts) */
  script: { path: string } & Omit<ClientOptions, 'brand' | 'noun' | 'idParam' | 'symbol' | 'thousands'>;
  money: { symbol: string; thousands: string };
  booking: {
    first: number;
    /** before the number in the reference: BV- */
    prefix: string;
    /** the bank-transfer payment label: "BCA (within 24 hours)" */
    bank: string;
  };
  transfer: {
    /** the confirmation page, which also answers `?ref=` */
    path: string;
    /** where the booking form sends a bank transfer (default `<path>?ref=<ref>`) */
    redirect?: (ref: string) => string;
    /** "<thanks>, <name>! <headline>" */
    thanks: string;
    headline: string;
    /** the paragraph after the summary (HTML; ref is escaped) */
    note: (ref: string) => string;
  };
  card: { path: string; param: string; headline: string };
  inquiry: { first: number; prefix: string; path: string; label: string; hours: number };
  /** the site's own pages (more confirmation addresses, a guest portal) */
  routes?: (ctx: PriceCalendarContext) => Route[];
}

const options = (from: number, to: number, chosen: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option${n === chosen ? ' selected' : ''}>${n}</option>`).join('');
const fromForm = (body: string) => {
  const f = parseForm(body);
  return (n: string) => (typeof f[n] == 'string' ? (f[n] as string) : null);
};
const stayQuery = (s: Stay) => new URLSearchParams({ checkin: s.checkin, checkout: s.checkout, adults: String(s.adults), children: String(s.children) }).toString();
const unprefixed = (ref: string, prefix: string) => (ref.startsWith(prefix) ? ref.slice(prefix.length) : ref);

export function priceCalendarSite(c: PriceCalendarSite): DemoSite {
  const api = priceCalendarApi(c);
  const { noun, idParam, areaParam } = c;
  const Nouns = `${capitalized(noun)}s`;
  const chrome = {
    stylesheet: '/assets/css/style.css', accent: '#3d7a4a',
    brand: c.brand, tagline: c.tagline,
    nav: [{ label: 'Home', href: '/' }, ...c.areas.map((a) => ({ label: a.name, href: `${c.listPath}?${areaParam}=${a.slug}` }))],
    footer: c.footer,
  };
  const { path: scriptPath, ...client } = c.script;
  const script = priceCalendarScript({ ...client, brand: c.brand, noun, idParam, ...c.money });
  const page = sitePages(chrome, { scripts: [scriptPath] });
  const money = (n: number) => formatMoney(n, c.money.symbol, { thousands: c.money.thousands, decimals: 0 });

  function searchForm() {
    const areas = c.areas.map((a) => `<option value="${a.slug}">${esc(a.name)}</option>`).join('');
    const beds = ['<option value="">Any</option>', ...Array.from({ length: c.maxBedrooms }, (_, i) => `<option value="${i + 1}">${i + 1}+</option>`)].join('');
    const slider = (name: string, v: number) => `<input type="range" name="${name}" min="0" max="${c.priceMax}" step="${c.priceStep}" value="${v}">`;
    return `<form id="${noun}-search" class="card" method="get" action="${c.listPath}"><label>${capitalized(areaParam)} <select name="${areaParam}">${areas}</select></label>
<label>Check-in <input type="date" name="checkin"></label> <label>Check-out <input type="date" name="checkout"></label>
<label>Adults <select name="adults">${options(1, 10, 2)}</select></label> <label>Children <select name="children">${options(0, 6, 0)}</select></label>
<label>Bedrooms <select name="bedrooms">${beds}</select></label>
<fieldset id="price-slider"><legend>Price per night</legend>${slider('price_min', 0)} ${slider('price_max', c.priceMax)} <span id="price-label">Any price</span></fieldset>
<button class="btn" id="search-btn">Find ${noun}s</button></form>`;
  }

  function resultsPage(q: URLSearchParams) {
    const hits = api.search(q);
    const area = api.areaName(q.get(areaParam));
    const stay = new URLSearchParams(['checkin', 'checkout', 'adults', 'children'].filter((k) => q.get(k)).map((k) => [k, q.get(k)!])).toString();
    return page({
      title: area ? `${Nouns} in ${area}` : `All ${noun}s`,
      main: `<h1>${Nouns} in <span id="${areaParam}-name">${esc(area ?? c.region)}</span></h1><p id="result-count" class="muted">${hits.length} ${hits.length === 1 ? noun : `${noun}s`} found</p><p><a href="/">Modify search</a></p>
<div id="results" class="grid">${hits.map((v) => `<div class="card ${noun}" data-id="${v.id}"><a class="${noun}-link" href="${c.unitPath}?id=${v.id}${stay ? `&${esc(stay)}` : ''}">${esc(v.name)}</a> <span>${v.bedrooms} bedrooms · sleeps ${v.sleeps} · from ${money(v.nightly)}/night${v.instant ? '' : ' · on request'}</span></div>`).join('')}</div>`,
    });
  }

  function unitPage(v: NonNullable<Stay['unit']>, q: URLSearchParams) {
    const s = api.stayOf((n) => q.get(n), 'id');
    const next = v.instant
      ? '<a class="btn hidden" id="book-now" href="#">Book now</a>'
      : `<form id="inquiry-form" class="hidden" method="post" action="/inquiry.php"><p>This ${noun} is booked on request: the owner confirms your dates within ${c.inquiry.hours} hours.</p>
<input type="hidden" name="${idParam}" value="${v.id}"><input type="hidden" name="checkin"><input type="hidden" name="checkout"><input type="hidden" name="adults"><input type="hidden" name="children">
<label>Name <input id="inq-name" name="name"></label> <label>E-mail <input id="inq-email" name="email"></label> <label>${c.phoneLabel} <input id="inq-phone" name="phone"></label>
<label>Message <textarea id="inq-message" name="message"></textarea></label><button class="btn" id="send-inquiry">Send inquiry</button></form>`;
    return page({
      title: v.name,
      main: `<article class="${noun}"><h1 class="${noun}-name">${esc(v.name)}</h1><p>${esc(api.areaName(v.area))} · ${v.bedrooms} bedrooms · sleeps ${v.sleeps}${c.perks} · minimum ${v.minNights} nights · from ${money(v.nightly)}/night${c.priceNote}</p>
<div id="price-cal" class="card" data-${noun}="${v.id}"></div>
<div id="stay-widget" class="card" data-${noun}="${v.id}" data-instant="${v.instant ? 1 : 0}"><label>Check-in <input type="date" id="checkin" value="${esc(s.checkin)}"></label> <label>Check-out <input type="date" id="checkout" value="${esc(s.checkout)}"></label>
<label>Adults <select id="adults">${options(1, v.sleeps, s.adults || 2)}</select></label> <label>Children <select id="children">${options(0, v.sleeps - 1, s.children)}</select></label>
<button type="button" class="btn" id="check-availability">Check availability</button><div id="stay-output"></div>
<a href="#" id="price-details-link" class="hidden">Price details</a><div id="price-details-modal" class="hidden card"></div>${next}</div></article>`,
    });
  }

  function bookPage(s: Stay) {
    const v = s.unit!;
    return page({
      title: `Book ${v.name}`,
      main: `<h1 class="${noun}-name">${esc(v.name)}</h1><p class="card">${esc(s.checkin)} to ${esc(s.checkout)} · ${s.adults} adults, ${s.children} children</p>
<form id="book-form" class="card" method="post" action="/book.php"><input type="hidden" name="${idParam}" value="${v.id}">
${['checkin', 'checkout', 'adults', 'children'].map((k) => `<input type="hidden" name="${k}" value="${esc((s as unknown as Record<string, unknown>)[k])}">`).join('')}
<fieldset><legend>Payment</legend><label><input type="radio" name="payment_method" id="pay-bank" value="bank_transfer" checked> Bank transfer to ${c.booking.bank}</label>
<label><input type="radio" name="payment_method" id="pay-card" value="card"> Credit card (Visa, Mastercard; ${percent(c.cardSurcharge)}% surcharge)</label></fieldset><div id="rate-summary"></div>
<label>Full name <input id="guest-name" name="name"></label> <label>E-mail <input id="guest-email" name="email"></label> <label>${c.phoneLabel} <input id="guest-phone" name="phone"></label>
<button class="btn" id="confirm-booking">Confirm booking</button></form>`,
    });
  }

  return defineSite({
    slug: c.slug,
    provider: 'site-generic',
    platform: c.platform,
    chrome,
    routes() {
      const bookings = new Ledger<Booking>(c.booking.first);
      const inquiries = new Ledger<{ ref: string; stay: Stay; name: string }>(c.inquiry.first);
      const key = (s: Stay, ...more: unknown[]) => JSON.stringify([s.unit?.id, s.checkin, s.checkout, s.adults, s.children, ...more]);
      const bookingOf = (ref: string | null) => bookings.find(Number(unprefixed(ref ?? '', c.booking.prefix)));
      const summary = (b: Booking) => `${esc(b.stay.unit!.name)} · ${esc(b.stay.checkin)} to ${esc(b.stay.checkout)} · total ${money(api.charges(b.stay, b.payment).total)}`;
      const transferPage = (b: Booking | undefined) => {
        if (!b || b.payment !== 'bank_transfer') return null;
        return page({
          title: 'Booking complete',
          main: `<div class="card"><h1>${c.transfer.thanks}, ${esc(b.name)}! ${c.transfer.headline}</h1><p>Booking reference <strong id="booking-ref">${esc(b.ref)}</strong></p><p>${summary(b)}</p>
<p>${c.transfer.note(esc(b.ref))}</p></div>`,
        });
      };
      return [
        get('/', () =>
          page({
            title: c.home.title,
            main: `<section class="hero card"><h1>${c.home.heading}</h1><p>${c.home.text}</p></section>${searchForm()}
<div class="grid">${c.units.map((v) => `<div class="card"><a href="${c.unitPath}?id=${v.id}">${esc(v.name)}</a> · ${esc(api.areaName(v.area))}</div>`).join('')}</div>`,
          }),
        ),
        get(c.listPath, (req) => resultsPage(req.query)),
        get(c.unitPath, (req) => {
          const v = api.unitById(req.query.get('id'));
          return v ? unitPage(v, req.query) : null;
        }),
        get('/ajax/price_cal', (req) => json(api.priceCal(req.query))),
        get('/ajax/priceDetails', (req) => json(api.priceDetails(api.stayOf((n) => req.query.get(n), idParam)))),
        post('/api/properties/room_rate', (req) => {
          const body = parseJson(req.body);
          return json(api.roomRate(body && typeof body == 'object' ? (body as Record<string, unknown>) : {}));
        }),
        get('/book.php', (req) => {
          const s = api.stayOf((n) => req.query.get(n), idParam);
          if (api.problem(s) || !s.unit!.instant) return page({ title: 'Book', main: `<p class="alert">These dates cannot be booked online. Please ${c.contact}.</p>` }, 404);
          return bookPage(s);
        }),
        post('/book.php', (req) => {
          const f = fromForm(req.body);
          const s = api.stayOf(f, idParam);
          if (api.problem(s) || !s.unit!.instant || !f('name') || !/@/.test(f('email') ?? '')) return redirect(`/book.php?${idParam}=${s.unit?.id ?? ''}&${stayQuery(s)}`, 303);
          const payment = f('payment_method') === 'bank_transfer' ? 'bank_transfer' : 'card';
          const b = bookings.record(key(s, payment, f('email')), (n) => ({ ref: `${c.booking.prefix}${n}`, stay: s, payment, name: f('name')!, paid: false }));
          const transfer = c.transfer.redirect?.(b.ref) ?? `${c.transfer.path}?ref=${b.ref}`;
          return redirect(payment === 'bank_transfer' ? transfer : `/payment.php?order=${b.ref}`, 303);
        }),
        get(c.transfer.path, (req) => transferPage(bookingOf(req.query.get('ref')))),
        ...(c.routes?.({ page, bookingOf, transferPage, summary }) ?? []),
        get('/payment.php', (req) => {
          const b = bookingOf(req.query.get('order'));
          if (!b || b.payment !== 'card') return null;
          return page({
            title: 'Card payment',
            main: `<h1>Card payment</h1><p class="card">Order ${esc(b.ref)} · ${summary(b)}</p><form id="card-form" class="card" method="post" action="/payment.php?order=${esc(b.ref)}">
<label>Card number <input id="card-number" name="card_number" autocomplete="cc-number"></label> <label>Expiry <input id="card-expiry" name="expiry" placeholder="MM/YY"></label> <label>CVV <input id="card-cvv" name="cvv"></label>
<button class="btn" id="pay-now">Pay ${money(api.charges(b.stay, b.payment).total)}</button></form>`,
          });
        }),
        post('/payment.php', (req: DemoRequest) => {
          const b = bookingOf(req.query.get('order'));
          if (!b || b.payment !== 'card') return null;
          if (((fromForm(req.body)('card_number') ?? '').replace(/\D/g, '')).length < 12) return redirect(`/payment.php?order=${b.ref}`, 303);
          b.paid = true;
          return redirect(`${c.card.path}?${c.card.param}=${b.ref}`, 303);
        }),
        get(c.card.path, (req) => {
          const b = bookingOf(req.query.get(c.card.param));
          if (!b || !b.paid) return null;
          return page({
            title: 'Payment successful',
            main: `<div class="card"><h1>${c.card.headline}</h1><p>Booking reference <strong id="booking-ref">${esc(b.ref)}</strong></p><p>${summary(b)}, paid by card.</p></div>`,
          });
        }),
        post('/inquiry.php', (req) => {
          const f = fromForm(req.body);
          const s = api.stayOf(f, idParam);
          if (api.problem(s) || !f('name') || !/@/.test(f('email') ?? '')) return redirect(`${c.unitPath}?id=${s.unit?.id ?? ''}&${stayQuery(s)}`, 303);
          const r = inquiries.record(key(s, f('email')), (n) => ({ ref: `${c.inquiry.prefix}${n}`, stay: s, name: f('name')! }));
          return redirect(`${c.inquiry.path}?inquiry=${r.ref}`, 303);
        }),
        get(c.inquiry.path, (req) => {
          const r = inquiries.find(Number(unprefixed(req.query.get('inquiry') ?? '', c.inquiry.prefix)));
          if (!r) return null;
          return page({
            title: 'Thank you',
            main: `<div class="card"><h1>Thank you, ${esc(r.name)}!</h1><p>Inquiry ${c.inquiry.label} <strong id="booking-ref">${esc(r.ref)}</strong></p>
<p>The owner of ${esc(r.stay.unit!.name)} will confirm ${esc(r.stay.checkin)} to ${esc(r.stay.checkout)} within ${c.inquiry.hours} hours; nothing is charged until then.</p></div>`,
          });
        }),
        get(scriptPath, () => text(script, 200, 'application/javascript; charset=UTF-8')),
      ];
    },
  });
}
