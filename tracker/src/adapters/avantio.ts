// Avantio's PHP booking engine (xajax calls; dates dd/mm/yyyy, amounts as Spanish text).
// Wire shapes, their evidence and what this adapter reads: demo-sites/avantio/SOURCES.md.
import { amounts, defineAdapter, htmlText, scrapeReservation, attr, exact, text, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { classifyLabel, pick } from '../parse';

/** The search form inside xajax's argument: 0.2's xajaxargs[] (`<xjxquery><q>a=1&b=2</q></xjxquery>`) or 0.5's
 * xjxargs[] (that, or an object `<xjxobj><e><k>a</k><v>S1</v></e>…</xjxobj>`, values typed by a first letter). */
function form(s: Source) {
  const arg = s.param('xajaxargs[]') || s.param('xjxargs[]') || '';
  const f = new URLSearchParams((/<q>([^]*)<\/q>/.exec(arg) || [])[1] || '');
  for (const m of arg.matchAll(/<k>([^<]*)<\/k><v>[SN]?([^<]*)<\/v>/g)) f.set(m[1], m[2]);
  return f;
}
const cdata = (xml: string | null | undefined) => ((xml || '').match(/<!\[CDATA\[([^]*?)\]\]>/) || [])[1];
const SUMMARY = '.resumen-reserva';

registerProvider(
  defineAdapter({
    slug: 'avantio',
    label: 'Avantio booking engine',
    family: 'booking-engine',
    sends: ['search', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-12-02',
    currency: 'EUR',
    paths: { conversion: ['bookpay.php', 'reservarAlojamiento.php', 'reservarTpv.php', '!?payment_error=true'] },
    // the engine's calls have no public source (SOURCES.md): any method, either xajax version
    observe: { search: { url: /\/ajax\/list\.php\b/ }, quote: { url: /\/set-step2\b/ } },
    map: {
      search: (s) => {
        const f = form(s);
        return {
          result_count: htmlText(cdata(s.call && s.call.responseText), '.num-resultados'),
          checkin: f.get('FRMEntrada'),
          checkout: f.get('FRMSalida'),
          guests_adults: exact(f.get('FRMAdultos')),
          guests_children: exact(f.get('FRMNinyos')),
        };
      },
      quote: (s) => {
        const ok = pick(s.json, 'result') == 'ok';
        const rows = (pick(s.json, 'precio', 'desglose') as unknown[]) || [];
        return {
          listing_id: s.param('idAlojamiento'),
          listing_name: pick(s.json, 'alojamiento', 'nombre'),
          checkin: s.param('FRMEntrada'),
          checkout: s.param('FRMSalida'),
          guests_adults: s.param('FRMAdultos'),
          guests_children: s.param('FRMNinyos'),
          currency: pick(s.json, 'precio', 'moneda'),
          total: ok ? pick(s.json, 'precio', 'total') : null,
          // the rent row says "Alquiler (7 noches)": Rent, as everywhere
          line_items: ok ? amounts(rows.map((r) => [classifyLabel(pick(r, 'concepto')) == 'rent' ? 'Rent' : pick(r, 'concepto'), pick(r, 'importe')])) : {},
          error_message: ok ? null : pick(s.json, 'msg'),
          success: ok,
        };
      },
      conversion: () => {
        const id = text('.localizador');
        const r = scrapeReservation(`${SUMMARY} table`);
        return id
          ? {
              reservation_id: id,
              listing_id: attr(SUMMARY, 'data-id'),
              listing_name: text(`${SUMMARY} .alojamiento`),
              checkin: text('.fecha-entrada'),
              checkout: text('.fecha-salida'),
              guests_adults: text('.adultos'),
              guests_children: text('.ninos'),
              total: r.total,
              line_items: r.items,
              success: true,
            }
          : null;
      },
    },
    pathCases: {
      handles: { conversion: ['/es/bookpay.php?localizador=88318', '/reservarAlojamiento.php', '/en/reservarTpv.php?x=1'] },
      ignores: ['/es/bookpay.php?localizador=88318&payment_error=true', '/es/book/step1?FRMEntrada=10/07/2027', '/es/book/step2?idAlojamiento=4417'],
    },
  }),
);
