// Octobook's JSF pages and their PrimeFaces partial requests as the demo serves them: the portal search
// (/octobook/site/ota/index.xhtml) and a property's rooms (/octobook/site/ota/result.xhtml). A partial request is
// the page's form POSTed back to the page with javax.faces.partial.ajax=true; the answer is a JSF
// <partial-response> whose <update> elements carry the new markup of the rendered components.
import { fromDayFirst } from '../server/dates.ts';
import { isAvailable, nightsOf, quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { esc, field, parseForm, type Form } from '../server/http.ts';
import { formatMoney } from '../server/money.ts';
import { CITY_TAX, PORTAL, PROPERTIES, type Property } from './data.ts';

/** Italian money as the engine prints it: `€ 1.138,00` */
export const euro = (n: number) => formatMoney(n, '€ ', { thousands: '.', decimal: ',' });
export const VIEW_STATE = '-3927415408291604537:8803520386371203414';

/** A JSF partial response updating the given components (and the view state, as every partial response does). */
export const partialResponse = (updates: Record<string, string>) =>
  `<?xml version='1.0' encoding='UTF-8'?>\n<partial-response id="j_id1"><changes>${Object.entries(updates)
    .map(([id, html]) => `<update id="${id}"><![CDATA[${html}]]></update>`)
    .join('')}<update id="j_id1:javax.faces.ViewState:0"><![CDATA[${VIEW_STATE}]]></update></changes></partial-response>`;

/** the form field whose client id ends in `:<name>` (PrimeFaces calendars post `<id>_input`) */
const fieldOf = (f: Form, name: string) => field(f, Object.keys(f).find((k) => k.endsWith(`:${name}`) || k.endsWith(`:${name}_input`)) ?? '');

export const cityTax = (stay: Stay) => Math.min(nightsOf(stay.checkin, stay.checkout).length, CITY_TAX.maxNights) * CITY_TAX.perGuestNight * stay.adults;

/** Properties with a room free for the whole stay that sleeps the party. */
export const availableProperties = (stay: Stay) => PROPERTIES.filter((p) => p.rooms.some((r) => r.maxGuests >= stay.adults && isAvailable(r, stay.checkin, stay.checkout)));
const fromPrice = (p: Property, stay: Stay) =>
  Math.min(...p.rooms.filter((r) => r.maxGuests >= stay.adults && isAvailable(r, stay.checkin, stay.checkout)).map((r) => quoteStay(r, stay).total + cityTax(stay)));

/** Search partial (source SiteHeader3's search button): the results panel for the form's stay (dd/mm/yyyy dates). */
export function searchPartial(body: string): string {
  const f = parseForm(body);
  const stay: Stay = { checkin: fromDayFirst(fieldOf(f, 'checkin')), checkout: fromDayFirst(fieldOf(f, 'checkout')), adults: Number(fieldOf(f, 'pax')) || 2, children: 0 };
  const found = stay.checkin && stay.checkout > stay.checkin ? availableProperties(stay) : [];
  const cards = found
    .map((p) => {
      const href = `/octobook/site/ota/result.xhtml?id=${PORTAL.id}&property=${p.id}&checkin=${stay.checkin}&checkout=${stay.checkout}&pax=${stay.adults}&lang=IT`;
      return `<div class="ota-property" data-property="${p.id}"><h3><a href="${esc(href)}">${esc(p.name)}</a></h3><p class="town">${esc(p.town)}</p><p class="price">da <span class="amount">${euro(fromPrice(p, stay))}</span></p></div>`;
    })
    .join('');
  const panel = found.length
    ? `<div id="resultsPanel"><p class="results-count">${found.length} strutture disponibili</p>${cards}</div>`
    : `<div id="resultsPanel"><p class="results-count no-results">Nessuna struttura disponibile per le date selezionate</p></div>`;
  return partialResponse({ resultsPanel: panel });
}

const MESSAGES: Record<string, (p: any) => string> = {
  dates: () => 'Date non valide.',
  'min-stay': (p) => `Soggiorno minimo ${p.minNights} notti.`,
  occupancy: (p) => `La camera selezionata può ospitare al massimo ${p.maxGuests} ${p.maxGuests === 1 ? 'persona' : 'persone'}.`,
  unavailable: () => 'La camera selezionata non è più disponibile per le date scelte.',
};
const errorMessages = (text: string) =>
  `<div id="messages" class="ui-messages ui-widget"><div class="ui-messages-error ui-corner-all"><span class="ui-messages-error-icon"></span><ul><li><span class="ui-messages-error-summary">${esc(text)}</span></li></ul></div></div>`;

/** Room selection partial (source roomsForm:rooms:<i>:select): the booking summary, or an error message. */
export function selectPartial(body: string): string {
  const f = parseForm(body);
  const p = PROPERTIES.find((x) => x.id === fieldOf(f, 'property'));
  const source = field(f, 'javax.faces.source');
  const index = Number(/:rooms:(\d+):select$/.exec(source)?.[1] ?? -1);
  const room = p?.rooms[index];
  const stay: Stay = { checkin: fieldOf(f, 'checkin'), checkout: fieldOf(f, 'checkout'), adults: Number(fieldOf(f, 'pax')) || 2, children: 0 };
  const problem = room ? stayProblem(room, stay) : { kind: 'unavailable' as const, night: stay.checkin };
  if (!room || problem) return partialResponse({ summaryPanel: '<div id="summaryPanel" class="booking-summary"></div>', messages: errorMessages(MESSAGES[problem!.kind](problem)) });
  const q = quoteStay(room, stay);
  const tax = cityTax(stay);
  const rows = [[`Soggiorno (${q.nights.length} notti)`, q.rent], ...q.fees.map((x) => [x.name, x.amount] as const), ['Tassa di soggiorno', tax]] as const;
  const summary = `<div id="summaryPanel" class="booking-summary" data-room="${room.roomId}"><h3 class="summary-room">${esc(room.name)}</h3><table class="summary-lines">${rows
    .map(([label, amount]) => `<tr><td>${esc(label)}</td><td>${euro(amount)}</td></tr>`)
    .join('')}<tr class="summary-total"><th>Totale</th><th>${euro(q.total + tax)}</th></tr></table><button type="button" class="ui-button book-now">Prenota</button></div>`;
  return partialResponse({ summaryPanel: summary, messages: '<div id="messages" class="ui-messages ui-widget"></div>' });
}
