// CiiRUS-hosted websites (ASP.NET WebForms with DevExpress): search, EmbedQuoter quotes and booking pages.
// Wire shapes, their evidence and what this adapter reads: demo-sites/ciirus/SOURCES.md.
import { all, defineAdapter, exact, fragment, text, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { cleanText, parseDate } from '../parse';

const stay = (s: Source) => ({ checkin: parseDate(s.param('ad')), checkout: parseDate(s.param('dd')) });
const pid = (s: Source) => s.param('PropertyID') ?? s.param('propertyid') ?? s.param('PID');
const name = () => text('#content_descriptions1_lblPropertyName') ?? text('h1');

registerProvider(
  defineAdapter({
    slug: 'ciirus', label: 'CiiRUS-hosted website (EmbedQuoter)',
    family: 'site', sends: ['search', 'property', 'quote', 'conversion', 'page_upload'], lastChecked: '2026-11-27', currency: 'USD',
    paths: { search: '/search.aspx', property: '/details.aspx', conversion: ['/quote-book.aspx', '/responsive-book.aspx'] },
    observe: { quote: { url: /\/EmbedQuoter\.aspx/i } },
    map: {
      search: (s) => ({
        result_count: text('#content_propertylist1_grid1_DXPagerTop .dxp-summary') ?? String(all('tr[id^="content_propertylist1_grid1_DXDataRow"]').length),
        ...stay(s), guests_adults: exact(s.param('sleeps')), bedrooms: s.param('bedrooms'), bathrooms: s.param('bathrooms'),
      }),
      property: (s) => ({ listing_id: pid(s), listing_name: name() }),
      quote: (s) => {
        if (s.param('email')) return null; // the "email this quote" call
        const page = fragment(s.call && s.call.responseText);
        const rows = page ? all('#rates1_pnlQuoteResults_tbQuoteResults_C0 .ratesControlQuoteResponse > table tr', page) : [];
        const cells = rows.map((r) => all('td', r).map((c) => cleanText(c.textContent)));
        const total = cells.filter((c) => /^total/i.test(c[0] || ''));
        return {
          listing_id: pid(s), listing_name: name(), ...stay(s),
          total: total.length ? total[total.length - 1][1] : null,
          line_items: cells.filter((c) => c.length > 1 && !/^total/i.test(c[0] || '')),
          error_message: page && (text('[color="Red" i]', page) ?? text('.hasQuotingError', page)),
        };
      },
      conversion: (s) => {
        const ref = text('#content_quotebook1_lblBookingRef');
        return ref ? { reservation_id: ref, listing_id: pid(s), ...stay(s) } : null;
      },
    },
    pathCases: {
      handles: {
        search: ['/search.aspx?ad=14+Dec+2026&dd=19+Dec+2026&sleeps=6'],
        property: ['/details.aspx?PropertyID=91012'],
        conversion: ['/quote-book.aspx?PID=91012&ad=14+Dec+2026&dd=19+Dec+2026', '/responsive-book.aspx?PID=91012&ad=14+Dec+2026&dd=19+Dec+2026'],
      },
      ignores: ['/', '/content/FAQ-for-Owners.aspx', '/contactus.aspx'],
    },
  }),
);
