// The Cloudbeds hosted booking engine: its booking calls (rooms, calculateTotals, prepare), JSON.
// Wire shapes, their evidence and what this adapter reads: demo-sites/cloudbeds/SOURCES.md.
import { amounts, defineAdapter, exact, handleOnce, query, text, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { pick, toNumber } from '../parse';

const json = (v: string | null): any => {
  try {
    return JSON.parse(v || 'null');
  } catch {
    return null;
  }
};
const sum = (list: unknown, key: string) => ((list as any[]) || []).reduce((n: number, r) => n + (toNumber(pick(r, key)) ?? 0), 0);
const lines = (group: unknown) => amounts(((pick(group, 'data') as any[]) || []).map((l) => [pick(l, 'name'), pick(l, 'credit')]));
const page = (n: string) => query(location.href, n);
const ROOMS = { method: 'POST', url: /\/booking\/rooms\b/ };

registerProvider(
  defineAdapter({
    slug: 'cloudbeds',
    label: 'Cloudbeds booking engine',
    family: 'booking-engine',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-12-02',
    observe: {
      search: ROOMS,
      property: ROOMS,
      quote: { method: 'POST', url: /\/booking\/calculateTotals\b/ },
      conversion: [
        { method: 'POST', url: /\/booking\/prepare\b/ },
        { method: 'GET', url: /\/booking\/confirmation\b/ },
      ],
    },
    map: {
      // the engine page is one property's: the rooms call names it (widget_property); its name is the page's heading
      property: (s) => ({ listing_id: s.param('widget_property'), listing_name: text('h1') }),
      search: (s) => ({
        result_count: pick(s.json, 'total') ?? ((pick(s.json, 'room_types') as unknown[]) || []).length,
        checkin: s.param('checkin'),
        checkout: s.param('checkout'),
        guests_adults: exact(page('adults')),
        guests_children: exact(page('children')),
        currency: s.param('currency_code'),
      }),
      quote: (s: Source) => {
        const rates = json(s.param('data[rates]')) || [];
        const d = pick(s.json, 'data');
        const ok = pick(s.json, 'success') !== false && !!d;
        return {
          listing_id: s.param('property_id') ?? pick(rates, 0, 'rateId'),
          listing_name: pick(d, 'rooms', 0, 'name'),
          checkin: s.param('data[checkIn]'),
          checkout: s.param('data[checkOut]'),
          guests_adults: sum(rates, 'adults'),
          guests_children: sum(rates, 'kids'),
          currency: s.param('data[currency]'),
          total: ok ? pick(d, 'grandTotal') : null,
          line_items: ok ? { Rent: pick(d, 'total'), ...lines(pick(d, 'fees')), ...lines(pick(d, 'taxes')) } : {},
          error_message: ok ? null : pick(s.json, 'statusMessage') ?? pick(s.json, 'message'),
          success: ok,
        };
      },
      conversion: (s) => {
        // one booking, one conversion: prepare and the confirmation that follows it name the same encrypted id
        if (s.call!.method == 'GET') {
          const d = pick(s.json, 'data');
          const m = pick(d, 'mail_info') ?? d;
          return pick(s.json, 'success') !== false && d && handleOnce('cloudbeds', s.param('data_res'))
            ? {
                reservation_id: pick(m, 'reservation_id') ?? pick(m, 'identifier') ?? pick(d, 'reservation_id'),
                listing_id: pick(d, 'property_id') ?? pick(m, 'property_id'),
                checkin: pick(m, 'checkin_date') ?? pick(d, 'checkin'),
                checkout: pick(m, 'checkout_date') ?? pick(d, 'checkout'),
                total: pick(m, 'grand_total') ?? pick(m, 'booking_total') ?? pick(d, 'total'),
                currency: pick(m, 'currency_from') ?? pick(d, 'currency_code') ?? pick(d, 'currency'),
                success: true,
              }
            : null;
        }
        const rooms = json(s.param('rooms')) || {};
        const rate = Object.keys(rooms)[0];
        const party = rate ? rooms[rate] : [];
        handleOnce('cloudbeds', pick(s.json, 'enc_res_id'));
        return {
          reservation_id: pick(s.json, 'id') ?? pick(s.json, 'reservation_id'),
          listing_id: s.param('widget_property') ?? rate,
          checkin: s.param('selected_checkin'),
          checkout: s.param('selected_checkout'),
          guests_adults: sum(party, 'adults'),
          guests_children: sum(party, 'kids'),
          currency: s.param('currency'),
          // an encrypted reservation id with success false is a booking awaiting payment, still a booking
          success: !!pick(s.json, 'enc_res_id') || pick(s.json, 'success') !== false,
        };
      },
    },
    pathCases: { handles: [], ignores: ['/en/reservation/Mq7LxT?checkin=2026-12-10', '/booking/confirmation?data_res=x'] },
  }),
);
