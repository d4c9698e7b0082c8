// ICNEA (Spanish and Catalan PMS): its website's web-service calls and booking-engine pages.
// Wire shapes, their evidence and what this adapter reads: demo-sites/icnea/SOURCES.md.
import { defineAdapter, exact, scrapeReservation, text, totalOf, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { parseDate, pick, toNumber } from '../parse';

/** The web method's answer: the JSON inside ASP.NET's `d` string, or the answer itself. */
const answer = (s: Source): any => {
  const d = pick(s.json, 'd');
  try {
    return typeof d == 'string' ? JSON.parse(d) : s.json;
  } catch {
    return null;
  }
};
/** The answer when the call is web method `ws` (the `ws` field, else the path's last segment), else undefined. */
const of = (s: Source, ws: string) => ((s.param('ws') ?? s.call!.url.split('?')[0].split('/').pop()) == ws ? answer(s) || {} : undefined);
const day = (s: Source, k: string) => parseDate(s.param(k), 'dmy');
/** the lodging id of a lodging page's path (`…-h1042`) */
const pageId = () => /-h(\d+)\/?$/i.exec(location.pathname)?.[1];
const lodging = (l: unknown) => ({ listing_id: pick(l, 'lodging_id'), listing_name: pick(l, 'lodging_public_name') ?? pick(l, 'lodging_name') });
const API = [{ method: 'POST', url: /\/api\/icnea\b/ }, { url: /\/WebService\.asmx\/\w+/i }];
const SUMMARY = '[id$=tblResum]';

registerProvider(
  defineAdapter({
    slug: 'icnea',
    label: 'ICNEA website and booking engine',
    family: 'booking-engine',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-12-02',
    currency: 'EUR',
    paths: { property: /-h\d+\/?$/i, conversion: ['/ReservesDades.aspx', '/ReservesConfirmar.aspx', '/ReservesFinal.aspx'] },
    observe: { search: API, property: API, quote: API },
    map: {
      search: (s) => {
        const a = of(s, 'DailyAvailability');
        return a && {
          result_count: ((pick(a, 'DailyAvailability') as unknown[]) || []).filter((l) => pick(l, 'available') !== false).length,
          checkin: day(s, 'arrival'),
          checkout: day(s, 'departure'),
          guests_adults: exact(s.param('people')),
        };
      },
      property: {
        fromPage: () => (pageId() ? { listing_id: pageId(), listing_name: text('h1') } : null),
        fromCall: (s) => {
          const a = of(s, 'Lodging');
          return a && lodging(pick(a, 'Lodging'));
        },
      },
      quote: (s) => {
        const a = of(s, 'DailyRates');
        if (!a) return null;
        const rent = ((pick(a, 'DailyRates') as unknown[]) || []).reduce((t: number, r) => t + (toNumber(pick(r, 'price')) ?? 0), 0);
        const error = pick(a, 'error_message');
        return {
          listing_id: s.param('id') ?? pageId(),
          listing_name: text('h1'),
          checkin: day(s, 'arrival'),
          checkout: day(s, 'departure'),
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
        const id = text('[id$=lblLocalitzador],[id$=lblLocalizador]');
        const r = scrapeReservation(SUMMARY);
        return id
          ? {
              reservation_id: id,
              listing_id: s.param('hot'),
              listing_name: text('.nom-allotjament'),
              checkin: day(s, 'ent'),
              checkout: day(s, 'sor'),
              guests_adults: s.param('per'),
              total: r.total ?? totalOf(r.items),
              line_items: r.items,
              success: true,
            }
          : null;
      },
    },
    pathCases: {
      handles: { property: ['/ca/mas-les-oliveres-h1042', '/es/apartamento-centro-h7/'], conversion: ['/ReservesFinal.aspx?emp=7311&hot=1042&idi=1&ent=10/07/2027&sor=17/07/2027&per=4', '/reservesdades.aspx?emp=3&hot=1005'] },
      ignores: ['/reserves.aspx?emp=3&hot=1005&idi=2', '/ca/apartaments?arrival=10/07/2027'],
    },
  }),
);
