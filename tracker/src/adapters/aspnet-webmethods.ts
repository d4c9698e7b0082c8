// Rental sites on ASP.NET whose pages price and search through web methods (page methods, ASMX, `{ d }`).
// Wire shapes, their evidence and what this adapter reads: demo-sites/aspnet-webmethods/SOURCES.md.
import { atLeast, dateParam, defineAdapter, exact, firstParam, lineItems, pageGlobal, text, webMethodAnswer, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const name = () => text('h1');
const stay = (s: Source) => ({ checkin: dateParam(s, 'arrival Arrival', 'mdy'), checkout: dateParam(s, 'departure Departure', 'mdy') });
/** A refusal's own text, forwarded when the method says no (spec 8). */
const refused = (ok: unknown, message: unknown) => (ok ? null : message || 'Not available');

registerProvider(
  defineAdapter({
    slug: 'aspnet-webmethods', label: 'ASP.NET web-method rental sites (DoAjaxSearch, GetPrice, service.asmx GetQuote)',
    family: 'site', sends: ['search', 'property', 'quote'], lastChecked: '2026-11-27', currency: 'USD',
    paths: { property: ['/property-details/', () => pageGlobal('cal.rentalId') != null] },
    observe: {
      search: { method: 'POST', url: /\/property-search\.aspx\/DoAjaxSearch\b/i },
      quote: [
        { method: 'POST', url: /\/web-methods\/property-details\.aspx\/GetPrice\b/i },
        { method: 'POST', url: /\/service\.asmx\/GetQuote\b/i },
      ],
    },
    map: {
      search: (s) => ({
        result_count: pick(webMethodAnswer(s.json), 'TotalCount'), ...stay(s),
        guests_adults: exact(s.param('adults')), guests_children: exact(s.param('children')), bedrooms: atLeast(s.param('bedrooms')),
      }),
      property: () => ({ listing_id: pageGlobal('cal.rentalId'), listing_name: name() }),
      quote: (s) => {
        const d = webMethodAnswer(s.json);
        const base = { listing_id: firstParam(s, 'propertyId RentalId'), listing_name: name(), ...stay(s), promo_code: s.param('PromoCode') };
        if (s.param('RentalId') != null) {
          const charges = (pick(d, 'Charge') || []) as unknown[];
          const line = (re: RegExp) => charges.filter((c) => re.test(String(pick(c, 'Charge'))));
          return {
            ...base, total: pick(line(/^total$/i)[0], 'Amount'),
            line_items: lineItems(line(/^(?!total$|deposit)/i), 'Charge', 'Amount'),
            success: !!pick(d, 'IsAvailable'), error_message: refused(pick(d, 'IsAvailable'), pick(d, 'Message')),
          };
        }
        const ok = pick(d, 'Success');
        return {
          ...base, guests_adults: s.param('adults'), guests_children: s.param('children'),
          total: ok ? pick(d, 'Total') : null, line_items: lineItems(pick(d, 'Lines'), 'Name', 'Amount'),
          success: !!ok, error_message: refused(ok, pick(d, 'Message')),
        };
      },
    },
    pathCases: {
      handles: { property: ['/property-details/4418/gulf-sands-301'] },
      ignores: ['/', '/property-search.aspx', '/responsive-book.aspx'],
    },
  }),
);
