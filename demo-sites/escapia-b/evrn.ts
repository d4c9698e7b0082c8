// The answers of Pelican Pointe's ASP.NET Escapia site (demo-sites/escapia/SOURCES.md#site-escapia-b):
//   POST /vacation/all/searchresults.aspx/GetUnits   ASP.NET page method: JSON body (strCheckin, strCheckout as
//     MM/DD/YYYY, sleeps, bedrooms) -> { d: { TotalCount, Units: [{ UnitCode, UnitName, … }] } }
//   GET  /Unit/Rate/<UnitCode>?strcheckin&strcheckout&adults   the site's rate lookup for the dates the visitor
//     arrived with -> { unitCode, strcheckin, strcheckout, nights, rent, total, error }
//   POST /Escapia/UnitStay   form body (UnitCode, strCheckin, strCheckout, Adults): the EVRN UnitStay answer as
//     JSON, EVRN_UnitStayRS's names: UnitStay { UnitRef, StayDateRange, UnitRates…Base.AmountBeforeTax, Fees,
//     Total { AmountBeforeTax, Taxes { Amount } } } or Errors [{ Type, Value }]
import { isAvailable, quoteStay, toUsDate, type Stay } from '../server/fixtures.ts';
import { refusal } from '../platforms/escapia/engine.ts';
import { RENTALS, type Rental } from './data.ts';

export const rentalByCode = (code: string | null | undefined): Rental | undefined => RENTALS.find((r) => r.code === code);
export const detailUrl = (r: Rental, stay: Stay): string =>
  `/Unit/Details/${r.code}?strcheckin=${encodeURIComponent(toUsDate(stay.checkin))}&strcheckout=${encodeURIComponent(toUsDate(stay.checkout))}&adults=${stay.adults}`;

/** GetUnits: the units that sleep the party, have at least the bedrooms and are free on the dates given. */
export function getUnits(stay: Stay, bedrooms: number) {
  const found = RENTALS.filter((r) => r.maxGuests >= stay.adults && r.bedrooms >= bedrooms && (!stay.checkin || !stay.checkout || isAvailable(r, stay.checkin, stay.checkout)));
  return {
    d: {
      TotalCount: found.length,
      Units: found.map((r) => ({ UnitCode: r.code, UnitName: r.name, Area: r.area, Bedrooms: r.bedrooms, Bathrooms: r.bathrooms, MaxOccupancy: r.maxGuests, FromRate: r.nightly, DetailUrl: detailUrl(r, stay) })),
    },
  };
}

/** /Unit/Rate/<code>: the site's own flat rate answer. */
export function unitRate(r: Rental, stay: Stay) {
  const base = { unitCode: r.code, strcheckin: toUsDate(stay.checkin), strcheckout: toUsDate(stay.checkout) };
  const refused = refusal(r, stay);
  if (refused) return { ...base, nights: null, rent: null, total: null, error: refused };
  const q = quoteStay(r, stay);
  return { ...base, nights: q.nights.length, rent: q.rent, total: q.total, error: null };
}

/** /Escapia/UnitStay: EVRN_UnitStayRS as JSON; the total is AmountBeforeTax (rent + fees) plus Taxes.Amount. */
export function unitStay(r: Rental | undefined, stay: Stay) {
  if (!r) return { Errors: [{ Type: '10', Value: 'Unit not found.' }] };
  const refused = refusal(r, stay);
  if (refused) return { Errors: [{ Type: '3', Value: refused }] };
  const q = quoteStay(r, stay);
  const taxes = q.taxes.reduce((t, l) => t + l.amount, 0);
  return {
    Success: {},
    UnitStay: {
      UnitRef: { UnitCode: r.code },
      StayDateRange: { Start: toUsDate(stay.checkin), End: toUsDate(stay.checkout) },
      GuestCounts: [{ AgeQualifyingCode: '10', Count: stay.adults }],
      UnitRates: { UnitRate: { Rates: { Rate: { Base: { AmountBeforeTax: q.rent }, Fees: { Fee: q.fees.map((f) => ({ Amount: f.amount, Description: [{ Text: f.name }] })) } } } } },
      Total: { AmountBeforeTax: Math.round((q.total - taxes) * 100) / 100, CurrencyCode: 'USD', Taxes: { Amount: Math.round(taxes * 100) / 100 } },
    },
  };
}
