// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './avantio';

const SITE = 'https://www.alquileres-ejemplo.com';
const STAY = 'FRMEntrada=10%2F07%2F2027&FRMSalida=17%2F07%2F2027&FRMAdultos=4&FRMNinyos=1';
/** The engine's xajax call: the search form urlencoded inside <xjxquery><q>, the whole argument urlencoded again. */
const list = (count: string) =>
  publish(
    call(
      'xhr', 'POST', `${SITE}/ajax/list.php`,
      `xajax=listarAlojamientos&xajaxr=1784200000000&xajaxargs[]=${encodeURIComponent(`<xjxquery><q>${STAY}&FRMPagina=1</q></xjxquery>`)}`,
      200, `<?xml version="1.0" encoding="utf-8" ?><xjx><cmd n="as" t="listado" p="innerHTML"><![CDATA[<div class="resultados"><p class="num-resultados">${count}</p></div>]]></cmd></xjx>`, {},
    ),
  );
const step2 = (id: string, answer: unknown) => publish(call('xhr', 'POST', `${SITE}/set-step2`, `idAlojamiento=${id}&${STAY}`, 200, JSON.stringify(answer), {}));
const OK = {
  result: 'ok', alojamiento: { id: 4417, nombre: 'Villa Les Rotes' },
  precio: { total: '2.425,00', moneda: 'EUR', desglose: [{ concepto: 'Alquiler (7 noches)', importe: '2.240,00' }, { concepto: 'Limpieza final', importe: '150,00' }, { concepto: 'Gastos de gestión', importe: '35,00' }] },
};

describe('avantio', () => {
  it('ajax/list.php (xajax): the count in the answer markup, the stay and party of the xjxquery', async () => {
    const run = runAdapter('avantio', '/es/book/step1');
    list('1.204 alojamientos disponibles');
    list('No hay alojamientos disponibles para estas fechas');
    await run.settle();
    expect(run.events('search')).toEqual([
      expect.objectContaining({ result_count: 1204, checkin: '2027-07-10', checkout: '2027-07-17', guests_adults: [4, 4], guests_children: [1, 1] }),
      expect.objectContaining({ result_count: 0 }),
    ]);
  });

  it('/set-step2: Spanish amounts, the rent row as Rent; result error forwards msg; a repeat is not resent', async () => {
    const run = runAdapter('avantio', '/es/book/step1');
    step2('4419', { result: 'error', msg: 'La estancia mínima para estas fechas es de 10 noches.' });
    step2('4417', OK);
    step2('4417', OK);
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '4419', total: null, success: false, error_message: 'La estancia mínima para estas fechas es de 10 noches.' }),
      expect.objectContaining({
        listing_id: '4417', listing_name: 'Villa Les Rotes', checkin: '2027-07-10', checkout: '2027-07-17', guests_adults: 4, guests_children: 1,
        total: 2425, currency: 'EUR', line_items: { Rent: 2240, 'Limpieza final': 150, 'Gastos de gestión': 35 }, success: true, error_message: null,
      }),
    ]);
  });

  const PAGE = `<div class="resumen-reserva" data-id="4417"><p>Localizador: <strong class="localizador">88318</strong></p><h2 class="alojamiento">Villa Les Rotes</h2>
<p>Entrada: <span class="fecha-entrada">10/07/2027</span> · Salida: <span class="fecha-salida">17/07/2027</span> · <span class="adultos">4</span> adultos, <span class="ninos">0</span> niños</p>
<table><tr><td>Alquiler (7 noches)</td><td>2.240,00 €</td></tr><tr><td>Limpieza final</td><td>150,00 €</td></tr><tr class="total"><td>Total</td><td>2.390,00 €</td></tr></table></div>`;

  it('bookpay.php with a localizador is the conversion: dd/mm/yyyy dates, Spanish rows and amounts', async () => {
    const run = runAdapter('avantio', '/es/bookpay.php?localizador=88318', PAGE);
    await run.settle();
    expect(run.events('conversion')).toEqual([
      expect.objectContaining({
        reservation_id: '88318', listing_id: '4417', listing_name: 'Villa Les Rotes', checkin: '2027-07-10', checkout: '2027-07-17',
        guests_adults: 4, guests_children: 0, total: 2390, currency: 'EUR', line_items: { Rent: 2240, 'Limpieza final': 150 },
      }),
    ]);
  });

  it('payment_error=true skips the conversion (spec 5), the same page otherwise; no localizador, no conversion', async () => {
    const failed = runAdapter('avantio', '/es/bookpay.php?localizador=88318&payment_error=true', PAGE);
    await failed.settle();
    expect(failed.events('conversion')).toEqual([]);
    const pending = runAdapter('avantio', '/es/reservarAlojamiento.php', PAGE.replace(/<p>Localizador.*?<\/p>/, ''));
    await pending.settle();
    expect(pending.events('conversion')).toEqual([]);
  });

  // xajax's own protocol (the xajax JS source, index file id 3811420121; scrapers posting xajax 0.5 requests, index
  // file ids 24419194151, 63340741751): 0.5 names the argument xjxargs[] and sends objects as <xjxobj>, values typed
  // by a first letter (S string, N number); the engine's calls themselves are assumed, so any method is read
  it("xajax 0.5's xjxargs[] (an <xjxobj> of typed values, or an <xjxquery>) and a GET set-step2 are read as well", async () => {
    const run = runAdapter('avantio', '/es/book/step1');
    const obj = '<xjxobj><e><k>FRMEntrada</k><v>S03/08/2027</v></e><e><k>FRMSalida</k><v>S10/08/2027</v></e><e><k>FRMAdultos</k><v>N2</v></e><e><k>FRMNinyos</k><v>N0</v></e></xjxobj>';
    publish(call('xhr', 'POST', `${SITE}/ajax/list.php`, `xjxfun=listarAlojamientos&xjxr=1784200000001&xjxargs[]=${encodeURIComponent(obj)}`, 200, '<?xml version="1.0" encoding="utf-8" ?><xjx><cmd cmd="as" id="listado" prop="innerHTML"><![CDATA[<p class="num-resultados">37 alojamientos</p>]]></cmd></xjx>', {}));
    publish(call('xhr', 'GET', `${SITE}/set-step2?idAlojamiento=4417&FRMEntrada=03%2F08%2F2027&FRMSalida=10%2F08%2F2027&FRMAdultos=2&FRMNinyos=0`, null, 200, JSON.stringify(OK), {}));
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 37, checkin: '2027-08-03', checkout: '2027-08-10', guests_adults: [2, 2], guests_children: [0, 0] })]);
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '4417', checkin: '2027-08-03', checkout: '2027-08-10', total: 2425, success: true })]);
  });
});
