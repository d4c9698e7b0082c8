import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('site-generic-d');
const truth = loadTruth('site-generic-d');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const stay = 'llegada=2027-06-12&salida=2027-06-19&adultos=2&ninos=1';
const ids = (r: { properties: { id: number }[] }) => r.properties.map((p) => p.id);

describe('site-generic-d pages and PHP scripts', () => {
  it('the landing, category and list pages and the three listing scripts', async () => {
    expect((await demo.page('/destination/nerja'))('.results-count').text()).toBe(`${step('destination').result_count} properties`);
    expect((await demo.page('/accommodation/villas'))('.results-count').text()).toBe(`${step('villas').result_count} properties`);
    expect((await demo.page('/apartments'))('.results-count').text()).toBe(`${step('apartments').result_count} properties`);
    const list = async (path: string) => JSON.parse((await demo.get(path)).body);
    const home = await list(`/searchproperty.php?${stay}`);
    expect([home.total, ids(home)]).toEqual([step('check-availability').result_count, [14, 15, 22, 31]]);
    const landing = await list('/get_properties_landing.php?destino=nerja&tipo=adosado');
    expect([landing.total, ids(landing), landing.properties[0].tipo]).toEqual([step('semi-detached').result_count, [22, 23], 'Semi-detached house']);
    const filtered = await list(`/get_properties.php?${stay}&tipo=apartamento`);
    expect([filtered.total, ids(filtered)]).toEqual([step('filter').result_count, [14, 15]]);
  });

  it('/ajax?property-price-details: the minimum stay, the priced stay', async () => {
    const price = async (q: string) => JSON.parse((await demo.get(`/ajax?property-price-details&id=14&${q}`)).body);
    expect(await price('llegada=2027-06-12&salida=2027-06-15&adultos=2&ninos=1')).toEqual({ ok: false, error: step('price-error').error_message });
    const q = await price(stay);
    expect(q.total).toBe(step('price').total);
    expect(Object.fromEntries(q.desglose.map((l: { concepto: string; importe: number }) => [l.concepto, l.importe]))).toEqual(step('price').line_items);
    expect((await demo.get('/ajax?id=14')).status).toBe(404);
  });

  it('apartments/book: paid by card, pay on arrival; the inquiry thank-you', async () => {
    const book = { id: 14, llegada: '2027-06-12', salida: '2027-06-19', adultos: 2, ninos: 1, nombre: 'Sarah', email: 'sarah@example.co.uk' };
    const card = (await demo.json('/api/apartments/book', { ...book, pago: 'tarjeta' })).body;
    expect([card.reserva.codigo, card.reserva.total, card.redirect]).toEqual([step('confirm-booking').reservation_id, step('confirm-booking').total, '/detalles-de-la-reserva?ref=NM-2301&paymentResult=success']);
    expect((await demo.page('/detalles-de-la-reserva?ref=NM-2301&paymentResult=success'))('#booking-ref').text()).toBe('NM-2301');
    const later = (await demo.json('/api/apartments/book', { ...book, id: 22, llegada: '2027-07-03', salida: '2027-07-10', adultos: 4, ninos: 2, email: 'jan@example.nl', pago: 'llegada' })).body;
    expect([later.reserva.codigo, later.reserva.total, later.redirect]).toEqual([step('share-confirm-booking').reservation_id, step('share-confirm-booking').total, '/reservation-summary?ref=NM-2302']);
    expect((await demo.json('/api/apartments/book', { ...book, salida: '2027-06-14', pago: 'tarjeta' })).body).toEqual({ success: false, error: 'Please check your details' });
    const thanks = await demo.form('/enviarContacto.php', { id: 31, nombre: 'Lucía', email: 'lucia@example.es', mensaje: 'Pool?' });
    expect(thanks.body).toContain('C-880');
  });
});
