// CiiRUS's EmbedQuoter.aspx as the site's quote form calls it (demo-sites/ciirus/SOURCES.md): GET /EmbedQuoter.aspx?PropertyID=
// &ad=&dd= with the dates as jQuery UI's 'dd+M+yy' ("14+Dec+2026", sent undecoded so the '+' reach the server
// as spaces). The answer is the quoter page itself: the breakdown table inside
// #rates1_pnlQuoteResults_tbQuoteResults_C0 .ratesControlQuoteResponse, or the refusal in <font color="Red">
// inside .ratesControlQuoteResponse.hasQuotingError.
import { esc } from '../server/http.ts';
import { formatMoney, quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { MIN_STAY, NOT_AVAILABLE, VILLAS, type Villa } from './data.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "14 Dec 2026" (or "14+Dec+2026") -> 2026-12-14; '' when not that shape. */
export function fromQuoterDate(value: string): string {
  const m = /^(\d{1,2})[ +]([A-Za-z]{3})[ +](\d{4})$/.exec(value.trim());
  const month = m ? MONTHS.findIndex((x) => x.toLowerCase() === m[2].toLowerCase()) + 1 : 0;
  return m && month ? `${m[3]}-${String(month).padStart(2, '0')}-${m[1].padStart(2, '0')}` : '';
}
export const toQuoterDate = (iso: string): string => (iso ? `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}` : '');

export const villaById = (id: string | null): Villa | undefined => VILLAS.find((v) => String(v.id) === id);
export const stayFrom = (read: (n: string) => string | null, adults = 1): Stay => ({ checkin: fromQuoterDate(read('ad') ?? ''), checkout: fromQuoterDate(read('dd') ?? ''), adults, children: 0 });

export function refusal(v: Villa, stay: Stay): string | null {
  const p = stayProblem(v, stay);
  return p && (p.kind == 'min-stay' ? MIN_STAY(p.minNights) : NOT_AVAILABLE);
}

const page = (inner: string) => `<!DOCTYPE html><html><head><title>Quote</title></head><body><form method="post" action="./EmbedQuoter.aspx" id="form1">
<div id="rates1_pnlQuoteResults"><table id="rates1_pnlQuoteResults_tbQuoteResults"><tr><td id="rates1_pnlQuoteResults_tbQuoteResults_C0">${inner}</td></tr></table></div></form></body></html>`;

/** The quoter page for a property and stay. */
export function quoterPage(v: Villa | undefined, stay: Stay): string {
  const refused = v ? refusal(v, stay) : NOT_AVAILABLE;
  if (refused || !v) return page(`<div class="ratesControlQuoteResponse hasQuotingError"><font color="Red">${esc(refused)}</font></div>`);
  const q = quoteStay(v, stay);
  const row = (label: string, amount: number, cls = '') => `<tr${cls}><td>${esc(label)}</td><td align="right">${formatMoney(amount)}</td></tr>`;
  const rows = [row(`Rental (${q.nights.length} nights)`, q.rent), ...q.fees.map((f) => row(f.name, f.amount)), ...q.taxes.map((t) => row(t.name, t.amount)), row('Total', q.total, ' class="quoteTotal"')];
  return page(`<div class="ratesControlQuoteResponse"><table>${rows.join('')}</table></div>`);
}
