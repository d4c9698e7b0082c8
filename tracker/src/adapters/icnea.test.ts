// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './icnea';

const SITE = 'https://www.apartamentsexemple.icnea.net';
/** The site's POST /api/icnea with the web method's fields, answered as ASP.NET does ({ d: "<JSON>" }) or bare. */
const ws = (body: Record<string, unknown>, answer: unknown, wrap = true, form = false) =>
  publish(
    call(
      'xhr', 'POST', `${SITE}/api/icnea`,
      form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
      200, JSON.stringify(wrap ? { d: JSON.stringify(answer) } : answer), {},
    ),
  );
const STAY = { arrival: '10/07/2027', departure: '17/07/2027', people: 4, language: 'ca' };
const lodging = (id: number, name: string, available = true) => ({ lodging_id: id, lodging_public_name: name, available });
const rates = (...prices: number[]) => ({ DailyRates: prices.map((price, i) => ({ date: `2027-07-${10 + i}`, price, minimum_stay: 3 })), currency: 'EUR' });

describe('icnea', () => {
  it('DailyAvailability is the search: the available lodgings counted, dd/mm/yyyy dates, people as the party', async () => {
    const run = runAdapter('icnea', '/ca/apartaments?arrival=10/07/2027');
    ws({ ws: 'DailyAvailability', ...STAY }, { DailyAvailability: [lodging(1, 'A'), lodging(2, 'B'), lodging(3, 'C', false)] });
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2027-07-10', checkout: '2027-07-17', guests_adults: [4, 4] })]);
    expect(run.events('quote')).toEqual([]);
  });

  it('Lodging is the property view (a form body and a bare answer too); the name falls back to lodging_name', async () => {
    const run = runAdapter('icnea', '/ca/mas-les-oliveres-h1042', '<h1>Mas les Oliveres</h1>');
    ws({ ws: 'Lodging', id: '1042', language: 'ca' }, { Lodging: lodging(1042, 'Mas les Oliveres') }, false, true);
    ws({ ws: 'Lodging', id: 7 }, { Lodging: { lodging_id: 7, lodging_name: 'Ap. Salteras' } });
    await run.settle();
    expect(run.events('property')).toEqual([
      { action: 'property', listing_id: '1042', listing_name: 'Mas les Oliveres' },
      { action: 'property', listing_id: '7', listing_name: 'Ap. Salteras' },
    ]);
    expect(run.events('search')).toEqual([]);
  });

  it('DailyRates: the prices summed as rent; an error_message is a refusal forwarded without a total; a repeat is not resent', async () => {
    const run = runAdapter('icnea', '/ca/mas-les-oliveres-h1042', '<h1>Mas les Oliveres</h1>');
    ws({ ws: 'DailyRates', id: 1042, ...STAY, departure: '12/07/2027' }, { ...rates(210, 210), error_message: "L'estada mínima és de 3 nits." });
    ws({ ws: 'DailyRates', id: 1042, ...STAY }, rates(210, 210, 210, 210, 210, 210, 210.5));
    ws({ ws: 'DailyRates', id: 1042, ...STAY }, rates(210, 210, 210, 210, 210, 210, 210.5));
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '1042', checkout: '2027-07-12', total: null, success: false, error_message: "L'estada mínima és de 3 nits." }),
      expect.objectContaining({
        listing_id: '1042', listing_name: 'Mas les Oliveres', checkin: '2027-07-10', checkout: '2027-07-17', guests_adults: 4,
        total: 1470.5, currency: 'EUR', line_items: { Rent: 1470.5 }, success: true, error_message: null,
      }),
    ]);
  });

  const SUMMARY = `<h2 class="nom-allotjament">Mas les Oliveres</h2><table id="ctl00_cphContingut_tblResum">
<tr><td>Estada (7 nits)</td><td>1.470,00 €</td></tr><tr><td>Neteja final</td><td>90,00 €</td></tr>
<tr><td>Taxa turística</td><td>24,50 €</td></tr><tr class="total"><td>Total</td><td>1.584,50 €</td></tr></table>`;
  const ENGINE = '?emp=7311&hot=1042&idi=1&ent=10%2F07%2F2027&sor=17%2F07%2F2027&per=4';

  it('ReservesFinal.aspx with a localitzador is the conversion: Catalan rows and 1.234,56 amounts, stay from the engine query', async () => {
    const run = runAdapter('icnea', `/ReservesFinal.aspx${ENGINE}`, `<p>Localitzador: <span id="ctl00_cphContingut_lblLocalitzador">305118</span></p>${SUMMARY}`);
    await run.settle();
    expect(run.events('conversion')).toEqual([
      expect.objectContaining({
        reservation_id: '305118', listing_id: '1042', listing_name: 'Mas les Oliveres', checkin: '2027-07-10', checkout: '2027-07-17', guests_adults: 4,
        total: 1584.5, currency: 'EUR', line_items: { Rent: 1470, 'Neteja final': 90, 'Taxa turística': 24.5 },
      }),
    ]);
  });

  it.each(['/ReservesDades.aspx', '/ReservesConfirmar.aspx'])('%s shows the summary but no reservation number: no conversion', async (path) => {
    const run = runAdapter('icnea', `${path}${ENGINE}`, SUMMARY);
    await run.settle();
    expect(run.events('conversion')).toEqual([]);
  });

  // gls-icnea.php (index file ids 53412100115, 53207302755): the method named in the path, WebService.asmx/DailyRates,
  // JSON body { id, arrival, departure, people, language }, dates dd/mm/yyyy or yyyy-mm-dd; the lodging id in the
  // page path (`-h(\d+)`, gls_icnea_extract_id_from_url)
  it('WebService.asmx/<Method> in the path is the same web method; a lodging page (-h<id>) is the property view without a Lodging call', async () => {
    const run = runAdapter('icnea', '/es/apartamento-alhambra-h215', '<h1>Apartamento Alhambra</h1>');
    const asmx = (method: string, body: unknown, answer: unknown) =>
      publish(call('xhr', 'POST', `https://granada.icnea.net/WebService.asmx/${method}`, JSON.stringify(body), 200, JSON.stringify({ d: JSON.stringify(answer) }), {}));
    asmx('DailyRates', { id: 215, arrival: '2027-05-03', departure: '06/05/2027', people: 2, language: 'es' }, rates(95, 95, 110));
    asmx('DailyAvailability', { arrival: '03/05/2027', departure: '06/05/2027', people: 2 }, { DailyAvailability: [lodging(215, 'A')] });
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '215', listing_name: 'Apartamento Alhambra' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '215', listing_name: 'Apartamento Alhambra', checkin: '2027-05-03', checkout: '2027-05-06', guests_adults: 2, total: 300, currency: 'EUR', success: true }),
    ]);
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 1, checkin: '2027-05-03', checkout: '2027-05-06' })]);
  });

  it('ReservesFinal.aspx with the Spanish lblLocalizador is the conversion too', async () => {
    const run = runAdapter('icnea', `/ReservesFinal.aspx${ENGINE}`, `<span id="ctl00_cphContingut_lblLocalizador">R-2027-0815</span>${SUMMARY}`);
    await run.settle();
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: 'R-2027-0815', listing_id: '1042', checkin: '2027-07-10', checkout: '2027-07-17', total: 1584.5 })]);
  });
});
