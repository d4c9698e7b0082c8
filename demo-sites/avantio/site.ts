// avantio: Dénia Mar Alquileres on Avantio's PHP booking engine (Spanish pages). /es/book/step1 lists the
// accommodations through an xajax call to ajax/list.php; "Reservar" prices the stay with POST /set-step2; the
// guest data (step2) go to reservarAlojamiento.php, the card to reservarTpv.php, which returns to bookpay.php
// (with payment_error=true when the card is declined). See demo-sites/avantio/SOURCES.md.
import { esc, field, get, json, parseForm, post, redirect, text } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { AGENCY, DECLINED_CARD } from './data.ts';
import { breakdown, byId, importe, listAnswer, newLedger, stayOf, step2Answer, type Booking } from './engine.ts';

const chrome: Chrome = {
  brand: AGENCY.name,
  tagline: 'Villas y apartamentos de vacaciones en Dénia',
  nav: [{ label: 'Alojamientos', href: '/es/book/step1' }],
  accent: '#1b5d63',
  stylesheet: '/datosBroker/bk_deniamar/css/formulario-style.css',
  head: '<meta name="avantio-integration" content="FrameworkITS">',
  footer: 'Dénia Mar Alquileres · Carrer Marqués de Campo 12, 03700 Dénia (Alicante) · Motor de reservas Avantio',
};
const SCRIPT = '/js/avantio-booking.js';
const page = sitePages(chrome, { inline: ["var xajaxRequestUri = '/ajax/list.php'; var idioma = 'ES';"] });
const hidden = (f: Record<string, string | number>) => Object.entries(f).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('');

/** The booking summary of the steps after step1: the accommodation, the stay, the rows, the total. */
function summary(b: Pick<Booking, 'a' | 'stay' | 'entrada' | 'salida'>, localizador?: number): string {
  const { rows, total } = breakdown(b.a, b.stay);
  return `<div class="resumen-reserva" data-id="${b.a.id}">${localizador ? `<p>Localizador: <strong class="localizador">${localizador}</strong></p>` : ''}
<h2 class="alojamiento">${esc(b.a.name)}</h2><p>Entrada: <span class="fecha-entrada">${esc(b.entrada)}</span> · Salida: <span class="fecha-salida">${esc(b.salida)}</span> · <span class="adultos">${b.stay.adults}</span> adultos, <span class="ninos">${b.stay.children}</span> niños</p>
<table class="desglose">${rows.map((r) => `<tr><td>${esc(r.concepto)}</td><td>${importe(r.importe)} €</td></tr>`).join('')}<tr class="total"><td>Total</td><td>${importe(total)} €</td></tr></table></div>`;
}
const tpvForm = (id: number) => `<form method="post" action="/es/reservarTpv.php" class="form-tpv">${hidden({ reserva: id })}
<label>Número de tarjeta <input name="tarjeta" id="tarjeta"></label><button class="btn" id="pagar">Pagar</button></form>`;

export default defineSite({
  slug: 'avantio',
  provider: 'avantio',
  platform: "Avantio's PHP booking engine: xajax ajax/list.php results, POST /set-step2 prices, reservarAlojamiento.php, reservarTpv.php, bookpay.php",
  chrome,
  assets: { [SCRIPT]: 'assets/avantio-booking.js' },
  routes() {
    const ledger = newLedger();
    const booking = (id: string) => ledger.find(Number(id));
    return [
      get('/es/book/step1', () =>
        page({ title: 'Alojamientos disponibles', bodyClass: 'book-step1', main: '<h1>Alojamientos disponibles</h1><div id="listado"><p class="cargando">Buscando…</p></div>', scripts: [SCRIPT] }),
      ),
      post('/ajax/list.php', (req) => text(listAnswer(req.body), 200, 'text/xml; charset=utf-8')),
      post('/set-step2', (req) => json(step2Answer(req.body))),
      get('/es/book/step2', (req) => {
        const a = byId(req.query.get('idAlojamiento'));
        if (!a) return null;
        const stay = stayOf(req.query);
        const entrada = req.query.get('FRMEntrada') ?? '';
        const salida = req.query.get('FRMSalida') ?? '';
        return page({
          title: 'Datos de la reserva',
          bodyClass: 'book-step2',
          main: `${summary({ a, stay, entrada, salida })}<form method="post" action="/es/reservarAlojamiento.php" id="form-datos">
${hidden({ idAlojamiento: a.id, FRMEntrada: entrada, FRMSalida: salida, FRMAdultos: stay.adults, FRMNinyos: stay.children })}
<label>Nombre <input name="nombre" id="nombre"></label><label>Apellidos <input name="apellidos" id="apellidos"></label><label>Email <input name="email" id="email"></label>
<button class="btn" id="continuar">Continuar al pago</button></form>`,
        });
      }),
      post('/es/reservarAlojamiento.php', (req) => {
        const f = parseForm(req.body);
        const a = byId(field(f, 'idAlojamiento'));
        if (!a || !field(f, 'email').includes('@')) return page({ title: 'Reserva', main: '<div class="alert alert-danger">Revise los datos de la reserva.</div>' });
        const stay = stayOf(f);
        const b = ledger.record(`${a.id}|${stay.checkin}|${stay.checkout}|${field(f, 'email')}`, (id) => ({ id, a, stay, entrada: field(f, 'FRMEntrada'), salida: field(f, 'FRMSalida'), paid: false }));
        return page({ title: 'Pago de la reserva', bodyClass: 'reservar-alojamiento', main: `<h1>Pago de la reserva</h1><p>Complete el pago para confirmar su reserva.</p>${summary(b)}${tpvForm(b.id)}` });
      }),
      post('/es/reservarTpv.php', (req) => {
        const f = parseForm(req.body);
        const b = booking(field(f, 'reserva'));
        if (!b) return null;
        const declined = field(f, 'tarjeta').replace(/\s/g, '') === DECLINED_CARD;
        if (!declined) b.paid = true;
        return redirect(`/es/bookpay.php?localizador=${b.id}${declined ? '&payment_error=true' : ''}`);
      }),
      get('/es/bookpay.php', (req) => {
        const b = booking(req.query.get('localizador') ?? '');
        if (!b) return null;
        const failed = req.query.get('payment_error') === 'true';
        return page({
          title: failed ? 'Pago no realizado' : 'Reserva confirmada',
          bodyClass: 'bookpay',
          main: failed
            ? `<h1>Pago no realizado</h1><div class="alert alert-danger">El pago no se ha podido completar. Su reserva queda pendiente de pago.</div>${summary(b, b.id)}${tpvForm(b.id)}`
            : `<h1 class="reserva-confirmada">Reserva confirmada</h1><p>Hemos enviado los detalles a su correo electrónico.</p>${summary(b, b.id)}`,
        });
      }),
    ];
  },
});
