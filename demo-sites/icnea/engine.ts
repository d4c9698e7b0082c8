// ICNEA's booking engine as its steps look to a guest: reserves.aspx?emp&hot&idi&ent&sor&per (dates given: straight
// to the guest-data step), ReservesDades.aspx (guest data), ReservesConfirmar.aspx (review), ReservesFinal.aspx
// (the reservation number, "localitzador"). ASP.NET WebForms: each step posts its form to the next page, the
// engine's query string carried along. Catalan labels (idi=1), amounts as 1.234,56 €, dates as dd/mm/yyyy.
import { Ledger, quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { esc, field, parseForm, redirect, type DemoRequest, type DemoResponse } from '../server/http.ts';
import { formatMoney } from '../server/money.ts';
import type { SitePages } from '../server/page.ts';
import { stayReader } from '../server/stay-reader.ts';
import { COMPANY, FIRST_RESERVATION, LODGINGS, type Lodging } from './data.ts';

/** The engine's stay: ent / sor as dd/mm/yyyy, per the whole party. */
export const stayOfEngine = stayReader({ fields: { checkin: 'ent', checkout: 'sor', adults: 'per', children: 'nens' }, dates: 'day-first' });
export const euros = (n: number) => formatMoney(n, ' €', { thousands: '.', decimal: ',', symbolAfter: true });

interface Booking { id: number; lodging: Lodging; stay: Stay }
export const newLedger = () => new Ledger<Booking>(FIRST_RESERVATION);

const VIEWSTATE = '<input type="hidden" name="__VIEWSTATE" id="__VIEWSTATE" value="/wEPDwUKMTY1NDU2MTA1MmRkCm9pXq">';
const hidden = (f: Record<string, string>) => Object.entries(f).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('');

/** The booking summary every step shows: the lodging, the stay and the amounts, as rows of label and amount. */
function summary({ l, stay, params }: State): string {
  const quote = quoteStay(l, stay);
  const rows = [[`Estada (${quote.nights.length} nits)`, quote.rent], ...quote.fees.map((f) => [f.name, f.amount] as [string, number])];
  return `<div class="resum"><h2 class="nom-allotjament">${esc(l.name)}</h2>
<p class="dates-estada">Entrada: <span class="entrada">${esc(params.get('ent'))}</span> · Sortida: <span class="sortida">${esc(params.get('sor'))}</span> · <span class="persones">${stay.adults}</span> persones</p>
<table id="ctl00_cphContingut_tblResum" class="taula-resum">${rows.map(([label, n]) => `<tr><td>${esc(label)}</td><td class="import">${euros(n as number)}</td></tr>`).join('')}
<tr class="total"><td>Total</td><td class="import">${euros(quote.total)}</td></tr></table></div>`;
}

const problemPage = (page: SitePages, message: string) => page({ title: 'Reserva', bodyClass: 'reserves', main: `<div class="alert alert-danger">${esc(message)}</div>` }, 200);

interface State { l: Lodging; stay: Stay; params: URLSearchParams; q: string }

/** What every step needs: the lodging and stay the engine's query names, or why there is none. */
function engineState(req: DemoRequest): State | string {
  const l = LODGINGS.find((x) => String(x.id) === req.query.get('hot'));
  if (req.query.get('emp') !== COMPANY.emp || !l) return "L'allotjament no existeix.";
  const stay = stayOfEngine(req.query);
  const problem = stayProblem(l, stay);
  return problem ? 'No hi ha disponibilitat per a aquestes dates.' : { l, stay, params: req.query, q: req.query.toString() };
}

export function engineRoutes(page: SitePages, ledger: Ledger<Booking>) {
  const step = (req: DemoRequest, render: (s: State) => DemoResponse): DemoResponse => {
    const s = engineState(req);
    return typeof s === 'string' ? problemPage(page, s) : render(s);
  };
  return {
    /** reserves.aspx with dates and people skips the date step: on to the guest data */
    reserves: (req: DemoRequest) =>
      req.query.get('ent') && req.query.get('sor') ? redirect(`/ReservesDades.aspx?${req.query}`) : problemPage(page, 'Seleccioneu les dates de la vostra estada.'),
    dades: (req: DemoRequest) =>
      step(req, (s) =>
        page({
          title: 'Dades de la reserva',
          bodyClass: 'reserves pas-dades',
          main: `<form method="post" id="aspnetForm" action="ReservesConfirmar.aspx?${esc(s.q)}">${VIEWSTATE}${summary(s)}
<fieldset id="dades-client"><legend>Dades del client</legend>
<label>Nom <input name="ctl00$cphContingut$txtNom" id="txtNom"></label><label>Cognoms <input name="ctl00$cphContingut$txtCognoms" id="txtCognoms"></label>
<label>Correu electrònic <input name="ctl00$cphContingut$txtEmail" id="txtEmail"></label><label>Telèfon <input name="ctl00$cphContingut$txtTelefon" id="txtTelefon"></label></fieldset>
<input type="submit" name="ctl00$cphContingut$btnContinuar" value="Continuar" id="btnContinuar" class="btn"></form>`,
        }),
      ),
    confirmar: (req: DemoRequest) =>
      step(req, (s) => {
        const f = parseForm(req.body);
        const guest = { nom: field(f, 'ctl00$cphContingut$txtNom'), cognoms: field(f, 'ctl00$cphContingut$txtCognoms'), email: field(f, 'ctl00$cphContingut$txtEmail') };
        if (!guest.nom || !guest.email.includes('@')) return problemPage(page, 'Ompliu el nom i un correu electrònic vàlid.');
        return page({
          title: 'Confirmar la reserva',
          bodyClass: 'reserves pas-confirmar',
          main: `<form method="post" id="aspnetForm" action="ReservesFinal.aspx?${esc(s.q)}">${VIEWSTATE}${summary(s)}
<p class="client">${esc(guest.nom)} ${esc(guest.cognoms)} · ${esc(guest.email)}</p>${hidden({ nom: guest.nom, cognoms: guest.cognoms, email: guest.email })}
<input type="submit" name="ctl00$cphContingut$btnConfirmar" value="Confirmar la reserva" id="btnConfirmar" class="btn"></form>`,
        });
      }),
    final: (req: DemoRequest) =>
      step(req, (s) => {
        const f = parseForm(req.body);
        const b = ledger.record(`${s.l.id}|${s.stay.checkin}|${s.stay.checkout}|${field(f, 'email')}`, (id) => ({ id, lodging: s.l, stay: s.stay }));
        return page({
          title: 'Reserva confirmada',
          bodyClass: 'reserves pas-final',
          main: `<div class="reserva-confirmada"><h1>Reserva confirmada</h1><p>Localitzador: <span id="ctl00_cphContingut_lblLocalitzador">${b.id}</span></p>
<p>Hem enviat la confirmació a ${esc(field(f, 'email'))}.</p>${summary(s)}</div>`,
        });
      }),
  };
}
