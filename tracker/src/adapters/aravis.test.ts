// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './aravis';

const PAGE = '<h1>Chalet Les Gentianes</h1><form id="form-reservation"><input type="hidden" name="id_prop" value="12"></form>';
const CHECK = 'https://www.aravis.test/aravis-holidays-location/inc/prop_check.php';
/** The booking box's jQuery $.post with its JSON answer. */
const check = (arrivee: string, depart: string, answer: unknown) =>
  publish(call('xhr', 'POST', CHECK, `id_prop=12&date_arrivee=${encodeURIComponent(arrivee)}&date_depart=${encodeURIComponent(depart)}&nb_adultes=6&nb_enfants=2`, 200, JSON.stringify(answer), {}));

describe('aravis', () => {
  it('routes chalets and apartments, and the reservation details page', () => {
    expect(pathProblems('aravis')).toEqual([]);
  });

  // French amounts (spaces, U+00A0 or U+202F between thousands, decimal comma) and jj/mm/aaaa dates go through
  // the shared parsers.
  it.each([
    ['13/02/2027', '20/02/2027', { price: '2 222,70', error: '' }, { checkin: '2027-02-13', checkout: '2027-02-20', total: 2222.7, success: true, error_message: null }],
    ['13/02/2027', '20/02/2027', { price: '2\u202f222,70 €', error: '' }, { total: 2222.7, success: true }],
    ['01/03/2027', '08/03/2027', { price: '12\u00a0345', error: '' }, { checkin: '2027-03-01', total: 12345, success: true }],
    ['13/02/2027', '16/02/2027', { price: '', error: 'La durée minimum de séjour est de 7 nuits.' }, { checkout: '2027-02-16', total: null, success: false, error_message: 'La durée minimum de séjour est de 7 nuits.' }],
  ])('prop_check.php %s-%s answering %j', async (arrivee, depart, answer, expected) => {
    const run = runAdapter('aravis', '/aravis-holidays-location/produit/chalet-les-gentianes', PAGE);
    check(arrivee, depart, answer);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '12', listing_name: 'Chalet Les Gentianes' }]);
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '12', guests_adults: 6, guests_children: 2, currency: 'EUR', ...expected })]);
  });

  it('details-de-la-reserve: number, French long dates and total from the page; the listing from the last quote', async () => {
    const quoted = runAdapter('aravis', '/aravis-holidays-location/produit/chalet-les-gentianes', PAGE);
    check('13/02/2027', '20/02/2027', { price: '2 222,70', error: '' });
    await quoted.settle();
    const stored = localStorage.getItem('__beaconLastQuote') as string;
    const done = runAdapter('aravis', '/aravis-holidays-location/details-de-la-reserve/?ref=AH27-0153', `<p>Numéro de réservation : <strong class="numero-reservation">AH27-0153</strong></p>
<p>Arrivée : <span class="date-arrivee">samedi 13 février 2027</span></p><p>Départ : <span class="date-depart">sam. 20 févr. 2027</span></p><p>Montant total : <span class="montant-total">2 222,70 €</span></p>`);
    localStorage.setItem('__beaconLastQuote', stored);
    await done.settle();
    expect(done.events('conversion')).toEqual([
      expect.objectContaining({ reservation_id: 'AH27-0153', listing_id: '12', listing_name: 'Chalet Les Gentianes', checkin: '2027-02-13', checkout: '2027-02-20', guests_adults: 6, total: 2222.7, currency: 'EUR' }),
    ]);
  });
});
