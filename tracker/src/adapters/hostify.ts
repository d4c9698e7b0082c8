// Hostify Booking (WordPress plugin): its admin-ajax actions and pages.
// Wire shapes, their evidence and what this adapter reads: demo-sites/hostify/SOURCES.md.
import { defineAdapter, el, exact, exists, fragment, moneySymbol, pageGlobal, query, scrapeReservation, text, all, value, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const FORM = '.hfy-listing-booking-form form.listing-price';
const LIST = '.hfy-widget-wrap .listings';
const ROWS = { rows: '.price-block-item', label: '._label', amount: '._value' };

/** A booking-form field: from listing_price's serialized `data`, or (the page's own price block) the form. */
const field = (s: Source, n: string) => (s.call ? query('?' + (s.param('data') || ''), n) : value(`${FORM} [name=${n}]`));
const name = () => text('.hfy-listing-title') ?? text('h1');

registerProvider(
  defineAdapter({
    slug: 'hostify',
    label: 'Hostify Booking (WordPress plugin)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-11-25',
    paths: { search: () => exists(LIST), property: () => exists(FORM), quote: () => exists(`${FORM} .price-block`) },
    observe: { quote: { ajaxAction: 'listing_price' }, conversion: { ajaxAction: 'payment' } },
    map: {
      search: (s) => ({
        result_count: all(`${LIST} .list-card`).length,
        checkin: s.param('start_date'),
        checkout: s.param('end_date'),
        guests_adults: exact(s.param('adults') || s.param('guests')),
        guests_children: exact(s.param('children')),
        bedrooms: s.param('bedrooms'),
        bathrooms: s.param('bathrooms'),
        price: [s.param('pmin'), s.param('pmax')],
      }),
      property: () => ({ listing_id: value(`${FORM} [name=listing_id]`), listing_name: name() }),
      quote: (s) => {
        const root = s.call ? fragment(pick(s.json, 'data')) : el(`${FORM} .prices`);
        const r = scrapeReservation(el('.price-block', root), ROWS);
        const ok = s.call ? pick(s.json, 'success') === true : r.total != null;
        return {
          listing_id: field(s, 'listing_id'),
          listing_name: name(),
          checkin: field(s, 'start_date'),
          checkout: field(s, 'end_date'),
          guests_adults: field(s, 'adults') || field(s, 'guests'),
          guests_children: field(s, 'children') || 0,
          promo_code: field(s, 'discount_code'),
          total: r.total,
          line_items: r.items,
          currency: moneySymbol(text('.price-block-total ._value', root)),
          error_message: ok ? null : text('.calendar-error', root) ?? 'Unavailable',
          success: ok,
        };
      },
      conversion: (s) => {
        const d = pick(s.json, 'data');
        const r = pick(d, 'reservation');
        const p = (n: string) => s.param(`data[${n}]`);
        return pick(s.json, 'success') === true && pick(d, 'success') === true && r
          ? {
              reservation_id: pick(r, 'confirmation_code') ?? pick(r, 'id'),
              listing_id: p('listing_id') ?? pick(r, 'listing_id'),
              listing_name: pageGlobal('hfystripedata.listingName'),
              checkin: p('start_date'),
              checkout: p('end_date'),
              guests_adults: p('adults') || p('guests'),
              guests_children: p('children') || 0,
              total: p('total'),
              currency: pick(r, 'currency'),
              promo_code: p('discount_code'),
              success: true,
            }
          : null;
      },
    },
    pathCases: { handles: [], ignores: ['/listings/?start_date=12-12-2026', '/listing/?id=41207', '/payment/?listing_id=41207'] },
  }),
);
