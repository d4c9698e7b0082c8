// Hostfully's lead-capture widget (JSONP calls under its pathRoot) embedded on an owner's own pages.
// Wire shapes, their evidence and what this adapter reads: demo-sites/hostfully/SOURCES.md.
import { defineAdapter, lineItems, pageHeading, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { parseBoolean, pick, toInt, toNumber } from '../parse';

/** [state, data] of a two-argument callback; a one-argument answer counts as accepted. */
const answer = (s: Source): [unknown, unknown] => (Array.isArray(s.json) ? [s.json[0], s.json[1]] : [true, s.json]);
/** The widget instance a call belongs to (`element` is its 1-based index in the widget's global list). */
const widget = (s: Source, ...path: string[]) => pick(window, 'widgetHelper', 'list', (toInt(s.param('element')) || 1) - 1, ...path);
const noCode = (v: string | null) => (v == null || /^(null|undefined)?$/.test(v) ? null : v);
const unit = (s: Source) => s.param('propertyUID') ?? s.param('externalID') ?? s.param('propuid');

/** An amount the widget lists (it shows a line only when above 0), else null. */
const shown = (v: unknown) => {
  const n = toNumber(v);
  return n != null && n > 0 ? n : null;
};

function quoteItems(d: unknown) {
  const discount = shown(pick(d, 'discountCode'));
  return {
    Rent: shown(pick(d, 'rent')),
    'Extra Guests': shown(pick(d, 'extraGuestsFee')),
    ...(discount ? { Discount: -discount } : {}),
    Taxes: shown(pick(d, 'taxationRateAmount')),
    Cleaning: shown(pick(d, 'cleaningFeeAmount')),
    'Cleaning fee taxes': shown(pick(d, 'cleaningFeeTaxAmount')),
    ...lineItems(pick(d, 'fees'), 'name', 'amount'),
    ...lineItems(
      ((pick(d, 'fees') as unknown[]) || []).map((f) => ({ name: `${pick(f, 'name')}'s taxes`, amount: pick(f, 'taxAmount') })),
      'name',
      'amount',
    ),
    ...lineItems(pick(d, 'taxes'), 'name', 'amount'),
  };
}

registerProvider(
  defineAdapter({
    slug: 'hostfully',
    label: 'Hostfully lead-capture widget (JSONP)',
    family: 'jsonp-widget',
    sends: ['property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    paths: { conversion: '/thank-you' },
    observe: {
      property: { jsonp: 'jsonpCallbackProperty' },
      quote: { jsonp: 'jsonpCallbackQuote' },
      conversion: { jsonp: 'jsonpCallbackLead' },
    },
    map: {
      property: (s) => ({ listing_id: unit(s) ?? pick(answer(s)[1], 'uid'), listing_name: pageHeading() }),
      quote: (s) => {
        const [state, d] = answer(s);
        const withoutDeposit = parseBoolean(widget(s, 'config', 'showTotalWithoutSD')) ?? true;
        const total = withoutDeposit ? pick(d, 'totalWithTaxesWithoutSD') : pick(d, 'totalWithTaxes');
        const accepted = parseBoolean(state) !== false;
        return {
          listing_id: unit(s),
          listing_name: pageHeading(),
          checkin: s.param('checkIn'),
          checkout: s.param('checkOut'),
          guests_adults: s.param('guests'),
          promo_code: noCode(s.param('discountCode')),
          total: accepted ? total ?? pick(d, 'totalWithTaxes') : null,
          currency: s.options.currency ?? widget(s, 'property', 'currencySymbol'),
          line_items: accepted ? quoteItems(d) : {},
          error_message: accepted ? null : pick(d, 'message') ?? pick(d, 'error'),
          success: accepted,
        };
      },
      conversion: {
        fromPage: (s) => ({ reservation_id: s.param('leadUid') }),
        fromCall: (s) => {
          const [state, d] = answer(s);
          return {
            reservation_id: pick(d, 'uid') ?? pick(d, 'leadUid'),
            listing_id: unit(s),
            checkin: s.param('checkIn') ?? pick(d, 'checkIn'),
            checkout: s.param('checkOut') ?? pick(d, 'checkOut'),
            guests_adults: s.param('guests') ?? pick(d, 'guests'),
            promo_code: noCode(s.param('discountCode')),
            success: parseBoolean(state) !== false,
          };
        },
      },
    },
    pathCases: {
      handles: { conversion: ['/thank-you/?leadUid=7d0f'] },
      ignores: ['/', '/rentals/driftwood-cottage/?checkIn=2027-08-07', '/cabins/laurel-creek-lodge/'],
    },
  }),
);
