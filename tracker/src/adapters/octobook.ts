// Octorate's Octobook booking engine (book.octorate.com/octobook/site/…), JSF with PrimeFaces partial answers.
// Wire shapes, their evidence and what this adapter reads: demo-sites/octobook/SOURCES.md.
import { all, amounts, defineAdapter, exact, fragment, query, text, texts, type Source } from '../capture';
import { registerProvider } from '../core/registry';

const PARTIAL = (page: string) => ({ method: 'POST', url: new RegExp(`/octobook/site/(ota|reservation)/${page}\\.xhtml`), test: (_u: string, body: string | null) => /javax\.faces\.partial\.ajax=true/.test(body || '') });
/** the markup of the answer's updates (CDATA unwrapped), as an inert fragment; the page itself when it is read at load
 * (the portal page rendered with the URL's stay) */
const updates = (s: Source) => (s.call ? fragment(String(s.call.responseText).replace(/<!\[CDATA\[|\]\]>/g, '')) : document);
/** a form field by the end of its client id (`…:checkin`, a calendar's `…:checkin_input`), else the page URL's */
const field = (s: Source, name: string) => {
  for (const [k, v] of new URLSearchParams((s.call && s.call.requestBody) || '')) if (new RegExp(`:${name}(_input)?$`).test(k)) return v;
  return query(location.href, name);
};

registerProvider(
  defineAdapter({
    slug: 'octobook',
    label: 'Octorate Octobook booking engine',
    family: 'booking-engine',
    sends: ['search', 'property', 'quote'],
    lastChecked: '2026-12-02',
    currency: 'EUR',
    // the portal page is spec 2's search path: read at load when it shows results (a stay in its URL), then from
    // each partial search
    paths: { search: /\/octobook\/site\/ota\/index\.xhtml/, property: /\/octobook\/site\/(ota|reservation)\/result\.xhtml/ },
    // the quote from any page's partial answer that carries the summary or a refusal (result.xhtml in our demo; the
    // engine's other pages are not public)
    observe: { search: PARTIAL('index'), quote: PARTIAL('\\w+') },
    map: {
      property: () => ({ listing_id: query(location.href, 'property') ?? query(location.href, 'codice'), listing_name: text('h1') }),
      search: (s) => {
        const f = updates(s);
        if (!f || !text('#resultsPanel', f)) return null;
        return {
          result_count: all('[data-property]', f).length,
          checkin: field(s, 'checkin'),
          checkout: field(s, 'checkout'),
          guests_adults: exact(field(s, 'pax')),
        };
      },
      quote: (s) => {
        const f = updates(s);
        const total = f && text('.summary-total th:last-child, .summary-total td:last-child', f);
        if (!total && !(f && text('.ui-messages-error-summary', f))) return null;
        return {
          listing_id: field(s, 'property') ?? field(s, 'codice'),
          listing_name: f && text('.summary-room', f),
          checkin: field(s, 'checkin'),
          checkout: field(s, 'checkout'),
          guests_adults: field(s, 'pax') ?? field(s, 'adults'),
          total,
          line_items: f ? amounts(all('.summary-lines tr:not(.summary-total)', f).map((r) => texts('td', r))) : {},
          error_message: f && text('.ui-messages-error-summary', f),
          success: !!total,
        };
      },
    },
    pathCases: {
      handles: {
        search: ['/octobook/site/ota/index.xhtml?id=1552&lang=IT'],
        property: ['/octobook/site/ota/result.xhtml?id=1552&property=496902&checkin=2026-06-12&checkout=2026-06-19&pax=2', '/octobook/site/reservation/result.xhtml?codice=45111&checkin=2026-02-12&checkout=2026-02-14&pax=2'],
      },
      ignores: ['/octobook/site/reservation/calendar.xhtml?codice=45111'],
    },
  }),
);
