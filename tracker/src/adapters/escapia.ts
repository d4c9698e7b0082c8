// Escapia (HomeAway/Vrbo's PMS). Its EVRN API (UnitSearch, UnitStay, UnitRes) is SOAP and called server-side,
// so the browser sees the website engine in front of it (SOURCES.md in demo-sites/escapia). What the ColdFusion
// engine shared by several Escapia companies' sites sends (booking folder, usually /rentals):
//   POST <folder>/ajax/get-pdp-rates.cfm  #refineForm serialized: formtype=details-datepicker, page, propertyid
//     (the EVRN UnitCode), unitshortname, redskyclient, strcheckin, strcheckout (MM/DD/YYYY) -> HTML fragment:
//     ul.property-cost-list (rent), .pdp-quote-total, a#detailBookBtn, input#splitCalcTotalVal (the all-in total);
//     a refusal is the EVRN error text in div.alert-danger, or the bare answers 'No' / 'API Error'.
//     Older installs post <folder>/api/EVRN_UnitStayRQ-detail-post.cfm with unitcode/strCheckin/strCheckout.
//   POST <folder>/ajax/results.cfm  #refineForm + #sortForm (strCheckin, strCheckout, sleeps, bedrooms, bathrooms,
//     page) -> the result cards; the count is the NUMRESULTS cookie that answer sets.
//   <folder>/book-now-confirm.cfm: "Your reservation code is: <code>".
// The spec's paths (/Escapia/UnitStay, /Unit/Rate/, /Unit/Details/, searchresults.aspx, /vacation/all/) have no
// public source; they are kept, read with the same field names.
import { all, dateParam, defineAdapter, exact, fragment, ownText, text, value, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

/** The engine's stay forms spell the dates strcheckin (detail page) or strCheckin (results, booking). */
const stay = (s: Source) => ({ checkin: dateParam(s, 'strcheckin strCheckin', 'mdy'), checkout: dateParam(s, 'strcheckout strCheckout', 'mdy') });
/** The heading's own text: the engine's h1 also holds the area in a span after the name. */
const unitName = () => ownText('.panel-heading > h1') ?? text('h1');
/** The cookie an answer set (results.cfm's NUMRESULTS); a recording redacts Set-Cookie values, hence the digits check. */
const cookie = (name: string) => (document.cookie.match(new RegExp('(?:^|; )' + name + '=([^;]*)')) || [])[1];

registerProvider(
  defineAdapter({
    slug: 'escapia', label: 'Escapia (ColdFusion website engine on EVRN)',
    family: 'booking-engine', sends: ['search', 'property', 'quote', 'conversion', 'page_upload'], lastChecked: '2026-11-25', currency: 'USD',
    paths: {
      property: ['/Unit/Details/', () => value('#refineForm [name=formtype]') == 'details-datepicker'],
      conversion: ['/book-now-confirm.cfm', 'resconfirmation.aspx'],
    },
    observe: {
      search: [{ method: 'POST', url: /\/ajax\/results\.cfm/ }, { url: /searchresults\.aspx|\/vacation\/all\//i }],
      quote: [{ method: 'POST', url: /get-pdp-rates\.cfm|EVRN_UnitStayRQ-detail-post\.cfm/ }, { url: /\/Escapia\/UnitStay|\/Unit\/Rate\//i }],
    },
    map: {
      search: (s) => {
        const cards = fragment(s.call && s.call.responseText);
        const counted = cookie('NUMRESULTS');
        return {
          result_count: counted && /^\d+$/.test(counted) ? counted : cards ? all('[data-propertyid]', cards).length : null, ...stay(s),
          guests_adults: exact(s.param('sleeps')), bedrooms: s.param('bedrooms'), bathrooms: s.param('bathrooms'),
        };
      },
      property: () => ({ listing_id: value('#refineForm [name=propertyid]') ?? value('[name=unitcode]'), listing_name: unitName() }),
      quote: (s) => {
        const raw = ((s.call && s.call.responseText) || '').trim();
        const box = fragment(raw);
        const bare = /</.test(raw) ? null : raw;
        return {
          listing_id: s.param('propertyid') ?? s.param('unitcode') ?? s.param('UnitCode'), listing_name: unitName(), ...stay(s),
          total: pick(s.json, 'total') ?? (box && (value('#splitCalcTotalVal', box) ?? text('.pdp-quote-total .text-right', box))),
          error_message: pick(s.json, 'error') ?? (box && text('.alert-danger', box)) ?? bare,
        };
      },
      conversion: () => {
        const line = text('.booking-confirm strong') || '';
        return { reservation_id: (line.match(/reservation code is:?\s*(\S+)/i) || [])[1] ?? text('#reservationNumber') };
      },
    },
    pathCases: {
      handles: {
        property: ['/Unit/Details/4412'],
        conversion: ['/rentals/book-now-confirm.cfm', '/resconfirmation.aspx?resid=88'],
      },
      ignores: ['/', '/rentals/results.cfm?strCheckin=12%2F14%2F2026', '/rentals/book-now.cfm?propertyid=SAND412'],
    },
  }),
);
