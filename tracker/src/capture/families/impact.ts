// The hospitality conversion tracker (spec 5/6: "One hospitality site also calls a conversion tracker after
// booking (order id, currency, promo code, discount, items; guest e-mail hashed first)"; spec 9: "One
// country-specific site uses tracker program number 33477"). The fields are those of impact.com's Universal
// Tracking Tag conversion call, whose numeric first argument is the program's action tracker id:
//   ire('trackConversion', <action tracker id>, { orderId, customerId, customerEmail (hashed), currencyCode,
//        orderPromoCode, orderDiscount, items: [{ subTotal, category, sku, quantity, name }] },
//        { verifySiteDefinitionMatch: true })
// (evidence and what is assumed: demo-sites/site-generic/SOURCES.md#site-ferieby). The host's own UTT snippet defines `ire` (a queue
// until impact's script has loaded, which then sends it): we only call it, never load a third-party script.
//
// Opt-in per site mapping: `options.conversionTracker: { program: 33477, email?: 'field or selector',
// category?: 'label' }` on a site whose adapter is wrapped in withConversionTracker (site-generic). It runs after
// the conversion event has been handed to the sender (never before, never for a conversion without a reservation
// number or with success false), once per order and page, after the e-mail is hashed (core hash16: spec 9), and
// never throws into the host: a failure is reported to the error endpoint and nothing else happens.
//
// What builds the call (the e-mail's hash, impact's conversion object: conversionCall) is only needed on a
// conversion page of a site that asks for it. One-script and per-site builds hold it; in the all-sites tag, whose
// adapters are parts of their own (tracker/build/adapter-parts.mjs), it is a part of its own too, tracker.conversion.js
// beside the main part (entry src/conversion.ts), which the adapter's part loads the first time a conversion is
// tracked, as the main part loads the upload part (capture/upload-part.ts): `?v=` its hash as built, same nonce.
import { hash16 } from '../../core/hash';
import type { Payload } from '../../core/types';
import type { Adapter, MapFn, Source } from '../adapter';
import { text, value } from '../dom';
import { loadPart } from '../../tag/part-url';

export interface ConversionTrackerOptions {
  /** the program's action tracker id (spec 9: 33477) */
  program: number | string;
  /** where the guest's e-mail is: a field of the conversion call's request (or the page URL), else a selector */
  email?: string;
  /** item category when the conversion has no line items (default 'stay') */
  category?: string;
}

type Ire = (...args: unknown[]) => void;
/** The arguments of the page's ire() call for a sent conversion (what the conversion part publishes). */
export type ConversionCall = (p: Payload, email: string | null, t: ConversionTrackerOptions) => Promise<unknown[]>;

/** false in a build whose baked mappings never ask for it; outside a bundle (tests), true */
const WANTED = typeof __BEACON_CONVERSION_TRACKER__ === 'boolean' ? __BEACON_CONVERSION_TRACKER__ : true;
/** true in the all-sites tag's adapter parts and a per-site main part: conversionCall comes from the conversion part */
const FROM_PART = typeof __BEACON_CONVERSION_PART__ === 'boolean' ? __BEACON_CONVERSION_PART__ : false;
const HASH = typeof __BEACON_CONVERSION_HASH__ === 'string' ? __BEACON_CONVERSION_HASH__ : 'dev';

const optionsOf = (options: Record<string, any> | undefined): ConversionTrackerOptions | null => {
  const t = options && options.conversionTracker;
  return t && (typeof t.program == 'number' || typeof t.program == 'string') ? t : null;
};

/** The guest's e-mail of a conversion: the call's (or page URL's) field, else an input's value or a node's text on
 * the page (a thank-you page that shows where the confirmation went). */
export function guestEmail(s: Source, spec?: string): string | null {
  if (!spec) return null;
  const v = s.param(spec) ?? value(spec) ?? text(spec);
  return v && v.indexOf('@') > 0 ? v.trim().toLowerCase() : null;
}

/** impact.com's conversion object from a sent conversion payload and the hashed e-mail. */
export function impactConversion(p: Payload, emailHash: string, t: ConversionTrackerOptions): Record<string, unknown> {
  const lines = (p.line_items && typeof p.line_items == 'object' ? p.line_items : {}) as Record<string, number>;
  let discount = 0;
  const items: Record<string, unknown>[] = [];
  for (const label in lines) {
    const amount = lines[label];
    if (typeof amount != 'number') continue;
    if (amount < 0) discount -= amount;
    else items.push({ subTotal: amount, category: label, sku: p.listing_id ?? '', quantity: 1, name: p.listing_name ?? label });
  }
  const total = typeof p.total == 'number' ? p.total : null;
  // no line items: one row, the stay before its discount (impact subtracts orderDiscount from the items)
  if (!items.length && total != null)
    items.push({ subTotal: Math.round((total + discount) * 100) / 100, category: t.category || 'stay', sku: p.listing_id ?? '', quantity: 1, name: p.listing_name ?? '' });
  return {
    orderId: p.reservation_id,
    customerId: '',
    customerEmail: emailHash,
    currencyCode: p.currency ?? '',
    orderPromoCode: p.promo_code ?? '',
    orderDiscount: Math.round(discount * 100) / 100,
    items,
  };
}

/** The ire() call's arguments: the e-mail hashed first (core hash16: spec 9), then impact's conversion object. */
export const conversionCall: ConversionCall = async (p, email, t) => {
  const hashed = email ? await hash16(email) : '';
  return ['trackConversion', Number(t.program) || t.program, impactConversion(p, hashed, t), { verifySiteDefinitionMatch: true }];
};

let loading: Promise<ConversionCall> | undefined;

/** conversionCall from the conversion part, loaded once; rejects (and stays rejected) when it cannot load. */
const conversionPart = (): Promise<ConversionCall> =>
  (loading = loading || loadPart<ConversionCall>('conversion', HASH, 'Conversion part', 'conversion'));

/**
 * The adapter, with the conversion tracker of the site mappings that ask for it (`options.conversionTracker`):
 * the conversion map's source gives the guest's e-mail, the conversion event once tracked gives the rest.
 * A mapping without the option runs the adapter exactly as before.
 */
export function withConversionTracker(adapter: Adapter): Adapter {
  // a build none of whose baked mappings asks for it (a per-site build) carries none of this
  if (!WANTED) return adapter;
  const map = adapter.spec.map;
  const convert = map.conversion;
  let email: string | null = null;
  const withEmail =
    (f: MapFn): MapFn =>
    (s) => {
      const t = optionsOf(s.options);
      if (t) email = guestEmail(s, t.email);
      return f(s);
    };
  if (convert)
    map.conversion = typeof convert == 'function' ? withEmail(convert) : { fromCall: convert.fromCall && withEmail(convert.fromCall), fromPage: convert.fromPage && withEmail(convert.fromPage) };
  return {
    ...adapter,
    start(ctx) {
      const t = optionsOf(ctx.site.options);
      if (!t) return adapter.start(ctx);
      const done: Record<string, 1> = {};
      const fire = async (p: Payload) => {
        const ire = (window as unknown as { ire?: Ire }).ire;
        const order = p.reservation_id;
        if (typeof order != 'string' || !order || p.success === false || done[order]) return;
        if (typeof ire != 'function') return ctx.log('Conversion tracker: no ire() on the page');
        done[order] = 1;
        // the e-mail of this conversion (the next conversion's map may replace it while the part loads)
        const guest = email;
        ire(...(await (FROM_PART ? await conversionPart() : conversionCall)(p, guest, t)));
      };
      return adapter.start({
        ...ctx,
        track(action, payload) {
          ctx.track(action, payload);
          if (action == 'conversion')
            try {
              fire(payload).catch((error) => ctx.report(error, { adapter: 'conversion-tracker' }));
            } catch (error) {
              ctx.report(error, { adapter: 'conversion-tracker' });
            }
        },
      });
    },
  };
}
