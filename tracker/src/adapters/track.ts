// TRACK's booking engine (TRACK Hospitality Software) on the company's own domain.
// Wire shapes, their evidence and what this adapter reads: demo-sites/track/SOURCES.md.
import { all, attr, dateParam, defineAdapter, exists, fragment, htmlText, text } from '../capture';
import { registerProvider } from '../core/registry';

const PROPERTY = 'input[name="propertyID"]';
const ITEM = 'li.pdp-quote-item';
const label = (li: Element) => text('.pdp-quote-item-text', li);
const price = (li: Element) => attr('.pdp-quote-item-price', 'data-price', li);

/** label -> amount of every priced line but the total; a group with parts gives its parts. */
function lines(list: ParentNode) {
  const out: [string | null, string | null][] = [];
  for (const li of all(`ul.pdp-quote-list > ${ITEM}:not(.pdp-quote-total)`, list)) {
    const parts = all(`ul.pdp-quote-item-toggle-list > ${ITEM}`, li);
    for (const p of parts.length ? parts : [li]) out.push([label(p), price(p)]);
  }
  return out;
}

registerProvider(
  defineAdapter({
    slug: 'track', label: 'TRACK booking engine (company domain)',
    family: 'booking-engine', sends: ['property', 'quote'], lastChecked: '2026-11-25', currency: 'USD',
    paths: { property: () => exists(PROPERTY) },
    observe: { quote: { method: 'POST', url: /\/ajax\/quote\b/ } },
    map: {
      property: () => ({ listing_id: attr(PROPERTY, 'value'), listing_name: attr('input[name="propertyName"]', 'value') ?? text('h1') }),
      quote: (s) => {
        const answer = fragment(s.call!.responseText);
        const list = answer && answer.querySelector('ul.pdp-quote-list');
        return {
          listing_id: s.param('propertyID'), listing_name: s.param('propertyName'),
          checkin: dateParam(s, 'checkin', 'mdy'), checkout: dateParam(s, 'checkout', 'mdy'),
          total: list && attr(`${ITEM}.pdp-quote-total .pdp-quote-item-price`, 'data-price', list),
          line_items: list ? lines(list) : {},
          error_message: list ? null : htmlText(s.call!.responseText),
        };
      },
    },
    pathCases: { handles: [], ignores: ['/', '/vacation-rentals/', '/contact-us/'] },
  }),
);
