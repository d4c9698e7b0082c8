// Escapia (HomeAway/Vrbo's PMS) through the website engines in front of its EVRN API (ColdFusion, ASP.NET).
// Wire shapes, their evidence and what this adapter reads: demo-sites/escapia/SOURCES.md.
import { all, dateParam, defineAdapter, exact, fragment, ownText, scrapeReservation, text, texts, value, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { parseDate, parsePrice, pick, toNumber } from '../parse';

/** The engine's stay forms spell the dates strcheckin (detail page) or strCheckin (results, booking). */
const stay = (s: Source) => ({ checkin: dateParam(s, 'strcheckin strCheckin', 'mdy'), checkout: dateParam(s, 'strcheckout strCheckout', 'mdy') });
/** The heading's own text: the engine's h1 also holds the area in a span after the name. */
const unitName = () => ownText('.panel-heading > h1') ?? text('h1');
/** The cookie an answer set (results.cfm's NUMRESULTS); a recording redacts Set-Cookie values, hence the digits check. */
const cookie = (name: string) => (document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)')) || [])[1];
/** An EVRN_UnitStayRS answer as JSON: rent and fees before tax plus the taxes (null when it carries no total). */
const evrnTotal = (json: unknown): number | null => {
  const before = toNumber(pick(json, 'UnitStay', 'Total', 'AmountBeforeTax'));
  // eslint-disable-next-line no-restricted-syntax -- the sum of two amounts parsed above, to cents
  return before == null ? null : Math.round((before + (toNumber(pick(json, 'UnitStay', 'Total', 'Taxes', 'Amount')) ?? 0)) * 100) / 100;
};
/** EVRN_UnitStayRS as raw XML (any namespace prefix): total, lines and error; null when the answer is not one. */
function evrnXml(raw: string) {
  if (!/<(\w+:)?EVRN_UnitStayRS\b/.test(raw)) return null;
  const d = new DOMParser().parseFromString(raw, 'text/xml');
  const els = (n: string, in_: Document | Element = d) => {
    const ns = in_.getElementsByTagNameNS('*', n); // any prefix; by plain name where a DOM lacks the wildcard
    return Array.from(ns.length ? ns : in_.getElementsByTagName(n));
  };
  const at = (e: Element | undefined, a: string) => toNumber(e?.getAttribute(a));
  const total = els('Total')[0];
  const before = at(total, 'AmountBeforeTax');
  const tax = total && at(els('Taxes', total)[0], 'Amount');
  const items: Record<string, number> = {};
  const rent = at(els('Base')[0], 'AmountBeforeTax');
  if (rent != null) items.Rent = rent;
  for (const f of els('Fee')) if (at(f, 'Amount') != null) items[f.textContent!.trim() || f.getAttribute('Code') || 'Fee'] = at(f, 'Amount')!;
  if (tax) items.Taxes = tax;
  const err = els('Error')[0];
  // eslint-disable-next-line no-restricted-syntax -- the sum of two amounts parsed above, to cents
  return { total: before == null ? null : Math.round((before + (tax ?? 0)) * 100) / 100, line_items: items, error_message: err ? err.textContent!.trim() || err.getAttribute('ShortText') : null };
}
/** A label's value on the confirmation page (`<p>Guests: 4</p>`). */
const confirmed = (label: string) => texts('.booking-confirm p').map((t) => t.match(new RegExp('^' + label + ':\\s*(.+)', 'i'))?.[1]).find((v) => v);
/** /Unit/Rate/<UnitCode>: the unit code is the path's last segment. */
const rateUnit = (url: string | undefined) => ((url || '').match(/\/Unit\/Rate\/([^/?#]+)/i) || [])[1];

registerProvider(
  defineAdapter({
    slug: 'escapia', label: 'Escapia (ColdFusion website engine on EVRN)',
    family: 'booking-engine', sends: ['search', 'property', 'quote', 'conversion', 'page_upload'], lastChecked: '2026-12-02', currency: 'USD',
    paths: {
      property: ['/Unit/Details/', () => value('#refineForm [name=formtype]') == 'details-datepicker'],
      conversion: ['/book-now-confirm.cfm', 'resconfirmation.aspx'],
      search: '/results.cfm',
    },
    observe: {
      search: [{ method: 'POST', url: /\/ajax\/results\.cfm/ }, { url: /searchresults\.aspx|\/vacation\/all\//i }],
      quote: [{ method: 'POST', url: /get-pdp-rates\.cfm|EVRN_UnitStayRQ-detail-post\.cfm/ }, { url: /\/Escapia\/UnitStay|\/Unit\/Rate\//i }],
    },
    map: {
      search: (s) => {
        // the results page: only when the server rendered the cards (else results.js asks ajax/results.cfm)
        if (!s.call && !all('[data-propertyid]').length) return null;
        const cards = s.call ? fragment(s.call.responseText) : document;
        const counted = cookie('NUMRESULTS');
        return {
          result_count: counted && /^\d+$/.test(counted) ? counted : pick(s.json, 'd', 'TotalCount') ?? (cards ? all('[data-propertyid]', cards).length : null), ...stay(s),
          guests_adults: exact(s.param('sleeps')), bedrooms: s.param('bedrooms'), bathrooms: s.param('bathrooms'),
        };
      },
      property: () => ({ listing_id: value('#refineForm [name=propertyid]') ?? value('[name=unitcode]'), listing_name: unitName() }),
      quote: (s) => {
        const raw = ((s.call && s.call.responseText) || '').trim();
        const box = fragment(raw);
        const bare = /</.test(raw) || s.json != null ? null : raw;
        const xml = evrnXml(raw);
        if (xml) return { listing_id: s.param('UnitCode') ?? s.param('unitcode'), listing_name: unitName(), ...stay(s), guests_adults: s.param('Adults') ?? s.param('adults'), ...xml };
        return {
          listing_id: s.param('propertyid') ?? s.param('unitcode') ?? s.param('UnitCode') ?? rateUnit(s.call?.url), listing_name: unitName(), ...stay(s),
          guests_adults: s.param('adults') ?? s.param('Adults'),
          total: pick(s.json, 'total') ?? evrnTotal(s.json) ?? (box && (value('#splitCalcTotalVal', box) ?? text('.pdp-quote-total .text-right', box))),
          error_message: pick(s.json, 'error') ?? pick(s.json, 'Errors', 0, 'Value') ?? (box && text('.alert-danger', box)) ?? bare,
          // the quote's cost list: `<li>Rent <span class="text-right">$1,425.00</span></li>`, one row a charge
          line_items: box ? scrapeReservation(box.querySelector('ul.property-cost-list'), { rows: 'li' }).items : null,
        };
      },
      // the booking's own party, stay and total (with the insurance the guest bought, not the last quote's)
      conversion: () => {
        const line = text('.booking-confirm strong') || '';
        return {
          reservation_id: (line.match(/reservation code is:?\s*(\S+)/i) || [])[1] ?? text('#reservationNumber'),
          guests_adults: confirmed('Guests'),
          checkin: parseDate(confirmed('Check In'), 'mdy'),
          checkout: parseDate(confirmed('Check Out'), 'mdy'),
          total: parsePrice(confirmed('Total Amount for Reservation')),
        };
      },
    },
    pathCases: {
      handles: {
        property: ['/Unit/Details/4412', '/Unit/Details/GS301?strcheckin=03%2F14%2F2027'],
        search: ['/rentals/results.cfm?strCheckin=12%2F14%2F2026'],
        conversion: ['/rentals/book-now-confirm.cfm', '/resconfirmation.aspx?resid=88', '/vacation/rental/resconfirmation.aspx'],
      },
      ignores: [
        '/', '/rentals/book-now.cfm?propertyid=SAND412',
        '/vacation/all/searchresults.aspx?sleeps=6', '/vacation/rental/reservation.aspx?UnitCode=GS301',
      ],
    },
  }),
);
