// Q4VR (Q4Launch's vacation-rental WordPress plugin on Escapia data).
// Wire shapes, their evidence and what this adapter reads: demo-sites/q4vr/SOURCES.md.
import { all, attr, defineAdapter, el, exact, exists, fragment, type Source, text, texts, value } from '../capture';
import { registerProvider } from '../core/registry';
import { parseDate, pick } from '../parse';

const FORM = 'form[data-call-type="q4_vr_search_form_ajax"]';
const UNIT_CODE = `#unitCode, ${FORM} [name="unit_code"], .q4vr-unit[data-unit-id]`;
const NAME = 'h1.unit-title, .single-vacation_rental h1, h1';

/** The unit's JSON-LD (schema.org VacationRental/Accommodation the plugin's template prints), or null. */
const jsonLd = (key: string): string | null => {
  for (const s of all('script[type="application/ld+json"]'))
    try {
      const v = pick(JSON.parse(s.textContent || ''), key);
      if (v != null) return String(v);
    } catch {}
  return null;
};
const unitCode = (): string | null => {
  const node = el(UNIT_CODE);
  return (node && ((node as HTMLInputElement).value || attr(node, 'data-unit-id'))) || jsonLd('identifier');
};
const unitName = (): string | null => text(NAME) ?? jsonLd('name');

/** A stay field: the call's (or the search page URL's) parameter; for a quote read from the page, the stay
 * form's field (the call it sends). */
const param = (s: Source, name: string) => (s.call || s.kind != 'quote' ? s.param(name) : value(`${FORM} [name="${name}"]`));
/** guests=adults,children,pets (the plugin's guest picker); older forms send adults/children on their own. */
const party = (s: Source) => {
  const g = (param(s, 'guests') || '').split(',');
  return { adults: g[0] || param(s, 'adults'), children: g.length > 1 ? g[1] : param(s, 'children') };
};
const stay = (s: Source) => ({
  checkin: parseDate(param(s, 'start_date') ?? param(s, 'arrival'), 'mdy'),
  checkout: parseDate(param(s, 'end_date') ?? param(s, 'departure'), 'mdy'),
});
/** Where the stay summary is: the answer's fragment (data as a string, or data.html), or for a page capture the
 * summary the page already shows (the unit page asks for the stay at once when opened with dates, which can be
 * before an async tracker is running). */
const summary = (s: Source): ParentNode | null => {
  if (!s.call) return el('#summary');
  const d = pick(s.json, 'data');
  return fragment(typeof d == 'string' ? d : pick(d, 'html'));
};

/** A unit page: the plugin's single template (body class, the stay form's unit code) or a unit URL. */
const unitPage = () => exists(`body.single-vacation_rental, ${FORM} [name="unit_code"]`);

registerProvider(
  defineAdapter({
    slug: 'q4vr', label: 'Q4VR (Q4Launch WordPress plugin, Escapia)',
    family: 'wp-admin-ajax', sends: ['search', 'property', 'quote', 'conversion', 'page_upload'], lastChecked: '2026-11-25', currency: 'USD',
    paths: {
      search: ['?post_type=vacation_rental', '/vacation-rentals/', '!/vacation-rentals/:slug', '!/booking/'],
      property: [unitPage, '/vacation-rentals/:slug', '/vacation-rental/:slug', '!/booking/', '!?post_type=vacation_rental'],
      quote: [unitPage, '!/booking/'],
      conversion: '/booking-confirmation',
    },
    observe: { quote: [{ ajaxAction: 'q4vr_stay' }, { ajaxAction: 'unit_rate_check_vr' }] },
    map: {
      search: (s) => {
        const p = party(s);
        // an explicit count line when the theme prints one, else the loop's posts (WordPress post_class)
        const count = text('.q4vr-results-count, .search-results-count, .results-count') ?? String(all('.type-vacation_rental').length);
        return {
          result_count: count, ...stay(s),
          guests_adults: exact(p.adults), guests_children: exact(p.children),
          bedrooms: s.param('min_bedrooms'), bathrooms: s.param('min_bathrooms'),
          property_types: s.param('property_type'), amenities: s.param('amenities'),
        };
      },
      property: () => ({ listing_id: unitCode(), listing_name: unitName() }),
      quote: (s) => {
        const box = summary(s);
        const p = party(s);
        return box && {
          listing_id: param(s, 'unit_code') ?? param(s, 'unit_id') ?? unitCode(), listing_name: unitName(), ...stay(s),
          guests_adults: p.adults, guests_children: p.children,
          total: text('.total-price', box),
          error_message: texts('.stay-error-list-item, .alert-danger', box),
        };
      },
      conversion: (s) => ({ reservation_id: s.param('folio') ?? text('#q4vr-folio') }),
    },
    pathCases: {
      handles: {
        search: ['/?post_type=vacation_rental&s=&start_date=07%2F17%2F2027&end_date=07%2F24%2F2027&guests=4%2C2%2C0', '/vacation-rentals/?start_date=07/17/2027'],
        property: ['/vacation-rentals/seahaven-cottage/?start_date=07%2F17%2F2027', '/vacation-rental/dune-crest-villa/'],
        conversion: ['/booking-confirmation/?folio=77120'],
      },
      ignores: ['/booking/?unit_code=1907-138598&start_date=07%2F17%2F2027', '/', '/about-us/'],
    },
  }),
);
