// Aravis Holidays rental software (custom PHP + jQuery): its price check, rental pages and reservation details.
// Wire shapes, their evidence and what this adapter reads: demo-sites/aravis/SOURCES.md.
import { defineAdapter, text, value } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

registerProvider(
  defineAdapter({
    slug: 'aravis',
    label: 'Aravis Holidays (custom PHP site)',
    family: 'site',
    sends: ['property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    currency: 'EUR',
    paths: { property: ['*/produit/:slug', '*/appartements/:slug'], conversion: 'details-de-la-reserve' },
    observe: { quote: { method: 'POST', url: /\/prop_check\.php/ } },
    map: {
      property: () => ({ listing_id: value('[name=id_prop]'), listing_name: text('h1') }),
      quote: (s) => {
        const error = pick(s.json, 'error');
        return {
          listing_id: s.param('id_prop'),
          listing_name: text('h1'),
          checkin: s.param('date_arrivee'),
          checkout: s.param('date_depart'),
          guests_adults: s.param('nb_adultes'),
          guests_children: s.param('nb_enfants'),
          total: error ? null : pick(s.json, 'price'),
          error_message: error || null,
        };
      },
      conversion: () => ({
        reservation_id: text('.numero-reservation'),
        checkin: text('.date-arrivee'),
        checkout: text('.date-depart'),
        total: text('.montant-total'),
      }),
    },
    pathCases: {
      handles: {
        property: ['/aravis-holidays-location/produit/chalet-les-gentianes', '/appartements/residence-le-bouquetin-4/'],
        conversion: ['/aravis-holidays-location/details-de-la-reserve/?ref=AH27-0153'],
      },
      ignores: ['/aravis-holidays-location/', '/aravis-holidays-location/appartements/', '/aravis-holidays-location/reserver.php?id_prop=12'],
    },
  }),
);
