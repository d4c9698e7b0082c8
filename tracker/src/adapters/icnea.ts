// ICNEA (Spanish and Catalan property-management system): its websites and its booking engine
// (demo-sites/icnea/SOURCES.md).
//   POST /api/icnea   the site's proxy to ICNEA's web methods: `ws` names the method, the rest are its fields
//                     (id, arrival / departure as dd/mm/yyyy, people, language), in a JSON or form body; the answer
//                     is ASP.NET's { d: "<JSON text>" } (or that JSON itself):
//       DailyAvailability -> { DailyAvailability: [{ lodging_id, lodging_public_name, available, … }] }  search
//       Lodging           -> { Lodging: { lodging_id, lodging_public_name, … } }                        property
//       DailyRates        -> { DailyRates: [{ date, price, minimum_stay, … }], error_message? }         quote
//   ReservesDades.aspx, ReservesConfirmar.aspx, ReservesFinal.aspx   the engine's steps (query emp, hot, ent,
//                     sor, per): a conversion once the page shows the reservation number (lblLocalitzador),
//                     with the summary's Catalan / Spanish rows (1.234,56 €).
import { defineAdapter, exact, scrapeReservation, text, totalOf, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

/** The web method's answer: the JSON inside ASP.NET's `d` string, or the answer itself. */
const answer = (s: Source): any => {
  const d = pick(s.json, 'd');
  try {
    return typeof d == 'string' ? JSON.parse(d) : s.json;
  } catch {
    return null;
  }
};
/** The answer when the call is web method `ws`, else undefined (the same URL serves every method). */
const of = (s: Source, ws: string) => (s.param('ws') == ws ? answer(s) || {} : undefined);
const lodging = (l: unknown) => ({ listing_id: pick(l, 'lodging_id'), listing_name: pick(l, 'lodging_public_name') ?? pick(l, 'lodging_name') });
const API = { method: 'POST', url: /\/api\/icnea\b/ };
const SUMMARY = '[id$=tblResum]';

registerProvider(
  defineAdapter({
    slug: 'icnea',
    label: 'ICNEA website and booking engine',
    family: 'booking-engine',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    currency: 'EUR',
    paths: { conversion: ['/ReservesDades.aspx', '/ReservesConfirmar.aspx', '/ReservesFinal.aspx'] },
    observe: { search: API, property: API, quote: API },
    map: {
      search: (s) => {
        const a = of(s, 'DailyAvailability');
        return a && {
          result_count: ((pick(a, 'DailyAvailability') as unknown[]) || []).filter((l) => pick(l, 'available') !== false).length,
          checkin: s.param('arrival'),
          checkout: s.param('departure'),
          guests_adults: exact(s.param('people')),
        };
      },
      property: (s) => {
        const a = of(s, 'Lodging');
        return a && lodging(pick(a, 'Lodging'));
      },
      quote: (s) => {
        const a = of(s, 'DailyRates');
        if (!a) return null;
        const rent = ((pick(a, 'DailyRates') as unknown[]) || []).reduce((t: number, r) => t + (Number(pick(r, 'price')) || 0), 0);
        const error = pick(a, 'error_message');
        return {
          listing_id: s.param('id'),
          listing_name: text('h1'),
          checkin: s.param('arrival'),
          checkout: s.param('departure'),
          guests_adults: s.param('people'),
          currency: pick(a, 'currency'),
          total: error ? null : rent,
          line_items: error ? {} : { Rent: rent },
          error_message: error,
          success: !error,
        };
      },
      // every step shows the summary; only the last one has a reservation number
      conversion: (s) => {
        const id = text('[id$=lblLocalitzador]');
        const r = scrapeReservation(SUMMARY);
        return id
          ? {
              reservation_id: id,
              listing_id: s.param('hot'),
              listing_name: text('.nom-allotjament'),
              checkin: s.param('ent'),
              checkout: s.param('sor'),
              guests_adults: s.param('per'),
              total: r.total ?? totalOf(r.items),
              line_items: r.items,
              success: true,
            }
          : null;
      },
    },
    pathCases: {
      handles: { conversion: ['/ReservesFinal.aspx?emp=7311&hot=1042&idi=1&ent=10/07/2027&sor=17/07/2027&per=4', '/reservesdades.aspx?emp=3&hot=1005'] },
      ignores: ['/reserves.aspx?emp=3&hot=1005&idi=2', '/ca/mas-les-oliveres-h1042', '/ca/apartaments?arrival=10/07/2027'],
    },
  }),
);
