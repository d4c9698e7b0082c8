// ciirus: Sunshine State Villas on the CiiRUS-hosted website (ASP.NET WebForms + DevExpress): search.aspx with the
// property grid and its pager summary, details.aspx?PropertyID= with the site's quote form calling
// EmbedQuoter.aspx, and quote-book.aspx?PID=&ad=&dd= to book: the responsive template sends that hand-off on to
// responsive-book.aspx (guest details and card payment), whose postback confirms. See demo-sites/ciirus/SOURCES.md for the public
// shapes.
import { Ledger, formatMoney, isAvailable, quoteStay } from '../server/fixtures.ts';
import { esc, field, get, html, parseForm, post, redirect, text, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite, SERVER_ASSETS } from '../server/site.ts';
import { FIRST_BOOKING, VILLAS, type Villa } from './data.ts';
import { quoterPage, refusal, stayFrom, toQuoterDate, villaById } from './quoter.ts';

const chrome: Chrome = {
  brand: 'Sunshine State Villas', tagline: 'Pool villas minutes from Disney', accent: '#c0572b',
  nav: [{ label: 'Home', href: '/' }, { label: 'Search', href: '/search.aspx' }],
  stylesheet: '/WebTemplates/2231/css/site.css', footer: 'Sunshine State Villas · Kissimmee, FL',
};
const page = sitePages(chrome);
const q = (req: DemoRequest) => (n: string) => req.query.get(n);
const GRID = 'content_propertylist1_grid1';

/** The DevExpress property grid: one row per villa and the pager's summary line. */
function searchMain(found: Villa[], query: string): string {
  const rows = found.map((v) => `<tr class="dxgvDataRow_DevEx" id="${GRID}_DXDataRow${v.id}"><td><a class="propertyLink" href="/details.aspx?PropertyID=${v.id}&amp;${esc(query)}">${esc(v.name)}</a> <span>${esc(v.community)} · ${v.bedrooms} bedrooms · sleeps ${v.maxGuests}</span></td><td>From ${formatMoney(v.nightly)}/night</td></tr>`);
  return `<h1>Search results</h1><div id="${GRID}_DXPagerTop" class="dxpLite_DevEx"><b class="dxp-lead dxp-summary">Page 1 of 1 (${found.length} items)</b></div>
<table id="${GRID}_DXMainTable" class="dxgvTable_DevEx">${rows.join('')}</table>`;
}

/** details.aspx: the villa and the quote form (#DateFrom / #DateTo, as the site's quote script reads them). */
const detailMain = (v: Villa, from: string, to: string) => `<h1 id="content_descriptions1_lblPropertyName">${esc(v.name)}</h1>
<p>${esc(v.community)} · ${v.bedrooms} bedrooms · ${v.bathrooms} baths · sleeps ${v.maxGuests}</p>
<div class="booking-form card" id="quoteForm"><label>Arrive <input type="text" id="DateFrom" class="DateFrom" value="${esc(from)}"></label>
<label>Depart <input type="text" id="DateTo" class="DateTo" value="${esc(to)}"></label>
<button type="button" id="getQuote" class="btn">Get Pricing</button></div>
<div id="newQuoteResults" class="card"></div><div id="quoteError" class="alert-danger"></div><a id="bookIt" class="btn hidden" href="#">Book Now</a>`;

/** responsive-book.aspx: the lead guest and card form (#booking-guest-info-form, the creditCardDetails* fields),
 * and after its postback the confirmation with the booking reference. */
function bookMain(v: Villa, query: string, confirmed?: number): string {
  const stay = stayFrom((n) => new URLSearchParams(query).get(n));
  if (confirmed)
    return `<div id="content_quotebook1_pnlConfirmation" class="card"><h1>Thank you for your booking</h1><p>${esc(v.name)}, ${esc(toQuoterDate(stay.checkin))} to ${esc(toQuoterDate(stay.checkout))}.</p><p>Your booking reference is <span id="content_quotebook1_lblBookingRef">${confirmed}</span></p></div>`;
  const total = quoteStay(v, stay).total;
  const input = (id: string, label: string, type = 'text') => `<label>${label} <input type="${type}" id="${id}" name="${id}"></label>`;
  return `<h1>Book ${esc(v.name)}</h1><p>${esc(toQuoterDate(stay.checkin))} to ${esc(toQuoterDate(stay.checkout))} · Total ${formatMoney(total)}</p>
<form method="post" action="./responsive-book.aspx?${esc(query)}" id="form1" class="card"><input type="hidden" name="__VIEWSTATE" value="/wEPDwUKLTk1MjA4NzQ1Nw9kFgJmD2QWAgIDD2QWAg">
<div id="booking-guest-info-form"><h3 class="section__heading">Lead guest</h3>
${input('leadGuestFirstName', 'First name')}${input('leadGuestLastName', 'Last name')}${input('leadGuestEmail', 'Email', 'email')}
<label>Country <select id="cmbLeadGuestCountry" name="cmbLeadGuestCountry"><option>United States</option><option>United Kingdom</option><option>Canada</option></select></label></div>
<div id="creditCardDetails"><h3 class="section__heading">Payment</h3>
<label><input type="checkbox" id="cb_creditCardDetailsUseLeadGuestAddress" name="cb_creditCardDetailsUseLeadGuestAddress"> Use lead guest's address</label>
${input('creditCardDetailsNameOnCard', 'Name on card')}${input('creditCardDetailsCardNumber', 'Card number')}${input('creditCardDetailsCCV', 'CCV')}
<label>Pay now <input type="text" id="creditCardDetailsPaymentAmount" name="creditCardDetailsPaymentAmount" value="${formatMoney(total)}" readonly></label></div>
<label><input type="checkbox" id="chkAcceptTerms" name="chkAcceptTerms"> I accept the terms</label>
<input type="submit" id="btnBookNow" name="btnBookNow" class="btn" value="Book Now"></form>`;
}

export default defineSite({
  slug: 'ciirus', provider: 'ciirus', chrome,
  platform: 'CiiRUS-hosted website (ASP.NET WebForms, DevExpress): EmbedQuoter.aspx HTML quotes',
  assets: { '/WebTemplates/2231/js/quote.js': 'assets/quote.js' },
  routes() {
    const bookings = new Ledger<number>(FIRST_BOOKING);
    return [
      get('/', () => page({ title: 'Home', main: '<section class="hero card"><h1>Orlando pool villas</h1><p><a class="btn" href="/search.aspx">Search villas</a></p></section>' })),
      get('/search.aspx', (req) => {
        const stay = stayFrom(q(req), Number(req.query.get('sleeps')) || 1);
        const found = VILLAS.filter((v) => v.maxGuests >= stay.adults && v.bedrooms >= (Number(req.query.get('bedrooms')) || 0) && (!stay.checkin || !stay.checkout || isAvailable(v, stay.checkin, stay.checkout)));
        return page({ title: 'Search', main: searchMain(found, new URLSearchParams({ ad: req.query.get('ad') ?? '', dd: req.query.get('dd') ?? '' }).toString()) });
      }),
      get('/details.aspx', (req) => {
        const v = villaById(req.query.get('PropertyID'));
        const stay = stayFrom(q(req));
        const us = (iso: string) => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');
        return v ? page({ title: v.name, main: detailMain(v, us(stay.checkin), us(stay.checkout)), scripts: [Object.keys(SERVER_ASSETS)[0], '/WebTemplates/2231/js/quote.js'] }) : null;
      }),
      get('/EmbedQuoter.aspx', (req) => html(quoterPage(villaById(req.query.get('PropertyID')), stayFrom(q(req))))),
      // the library's hand-off (PID, ad, dd): the responsive template books on responsive-book.aspx
      get('/quote-book.aspx', (req) => redirect(`/responsive-book.aspx?${req.query.toString()}`)),
      get('/responsive-book.aspx', (req) => {
        const v = villaById(req.query.get('PID'));
        return v && !refusal(v, stayFrom(q(req))) ? page({ title: 'Book', main: bookMain(v, req.query.toString()) }) : null;
      }),
      post('/responsive-book.aspx', (req) => {
        const v = villaById(req.query.get('PID'));
        const form = parseForm(req.body);
        const email = field(form, 'leadGuestEmail');
        if (!v || !email || !field(form, 'chkAcceptTerms')) return text('Invalid booking', 400);
        const ref = bookings.record(JSON.stringify([v.id, req.query.get('ad'), email]), (id) => id);
        return page({ title: 'Booking confirmed', main: bookMain(v, req.query.toString(), ref) });
      }),
    ];
  },
});
