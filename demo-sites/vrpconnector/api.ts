// The plugin's AJAX dispatcher, `/?vrpjax=1&act=<method>[&par=…]` (VRPConnector::ajax): each act echoes the VRP
// API's JSON as text, the way the plugin's PHP does. Request fields are PHP arrays (obj[…], booking[…], search[…]).
import { Ledger, money, nightsOf, quoteStay, stayProblem, sum, toUsDate, type Stay } from '../server/fixtures.ts';
import { text, type DemoResponse } from '../server/http.ts';
import { stayReader } from '../server/stay-reader.ts';
import { FIRST_BOOKING, UNITS, type VrpUnit } from './data.ts';

/** What WordPress sends for the plugin's echo: text/html, parsed by the theme with jQuery.parseJSON. */
const echo = (value: unknown): DemoResponse => text(JSON.stringify(value), 200, 'text/html; charset=UTF-8');

export const unitById = (id: string): VrpUnit | undefined => UNITS.find((u) => String(u.id) === id);

/** Stays as the plugin's forms send them (PHP arrays, MM/DD/YYYY): the unit page's obj[…], step3's booking[…],
 * the search form's search[…]. */
const reader = (checkin: string, checkout: string, adults: string, children: string) => stayReader({ fields: { checkin, checkout, adults, children }, dates: 'month-first' });
export const unitStay = reader('obj[Arrival]', 'obj[Departure]', 'obj[Adults]', 'obj[Children]');
export const bookingStay = reader('booking[arrival]', 'booking[depart]', 'booking[adults]', 'booking[children]');
export const searchStay = reader('search[arrival]', 'search[departure]', 'search[Adults]', 'search[Children]');

/** The refusal text of a stay, or null (the PMS's wording as the plugin relays it in `Error`). */
export function refusal(unit: VrpUnit | undefined, stay: Stay): string | null {
  if (!unit) return 'Unit not found.';
  const problem = stayProblem(unit, stay);
  if (!problem) return null;
  if (problem.kind === 'dates') return 'Please select valid arrival and departure dates.';
  if (problem.kind === 'min-stay') return `The minimum stay for this unit is ${problem.minNights} nights.`;
  if (problem.kind === 'occupancy') return `This unit sleeps a maximum of ${problem.maxGuests} guests.`;
  return 'This unit is not available for the dates selected.';
}

/** checkavail's answer: the charges the theme lists, the total, the tax, what is due now, the optional insurance. */
export function rateQuote(unit: VrpUnit, stay: Stay) {
  const q = quoteStay(unit, stay);
  const charged = q.fees.filter((f) => !f.optional);
  const insurance = q.fees.find((f) => f.optional);
  return {
    PropID: String(unit.id),
    Name: unit.name,
    Arrival: toUsDate(stay.checkin),
    Departure: toUsDate(stay.checkout),
    Nights: nightsOf(stay.checkin, stay.checkout).length,
    Charges: [{ Description: 'Rent', Amount: q.rent.toFixed(2) }, ...charged.map((f) => ({ Description: f.name, Amount: f.amount.toFixed(2) }))],
    TotalTax: sum(q.taxes).toFixed(2),
    TotalCost: q.total.toFixed(2),
    DueToday: money(q.total / 2).toFixed(2),
    HasInsurance: insurance ? 1 : 0,
    InsuranceAmount: insurance ? insurance.amount.toFixed(2) : '0.00',
  };
}

/** GET /?vrpjax=1&act=checkavailability&par=1&obj[…]: the quote, or { Error }. */
export function checkAvailability(q: URLSearchParams): DemoResponse {
  const unit = unitById(q.get('obj[PropID]') ?? '');
  const stay = unitStay(q);
  const error = refusal(unit, stay);
  return echo(error ? { Error: error } : rateQuote(unit!, stay));
}

/** GET /?vrpjax=1&act=getUnitBookedDates&par=<slug>: the date picker's closed days (m-d-yyyy, unpadded). */
export function bookedDates(slug: string): DemoResponse {
  const unit = UNITS.find((u) => u.page_slug === slug);
  const days = (unit?.booked ?? []).flatMap(([from, to]) => nightsOf(from, to)).map((d) => `${Number(d.slice(5, 7))}-${Number(d.slice(8, 10))}-${d.slice(0, 4)}`);
  return echo({ bookedDates: days, noCheckin: [] });
}

export interface Booking {
  BookingNumber: string;
  unit: VrpUnit;
  stay: Stay;
  total: string;
}

const REQUIRED: [string, string][] = [
  ['fname', 'Please enter your first name.'],
  ['lname', 'Please enter your last name.'],
  ['email', 'Please enter a valid email address.'],
];

/** POST /?vrpjax=1&act=processbooking: { Bad, Error, Results }. Bad is [] when every field is fine, else
 * field -> message (the theme marks `#<field>tr`); the same booking always gets the same number. */
export function processBooking(form: URLSearchParams, ledger: Ledger<Booking>): { answer: DemoResponse; booking: Booking | null } {
  const bad = Object.fromEntries(REQUIRED.filter(([k]) => !(form.get(`booking[${k}]`) ?? '').trim()).map(([k, msg]) => [k, msg]));
  if (Object.keys(bad).length) return { answer: echo({ Bad: bad, Error: '' }), booking: null };
  const unit = unitById(form.get('booking[PropID]') ?? '');
  const stay = bookingStay(form);
  const error = refusal(unit, stay);
  if (error) return { answer: echo({ Bad: [], Error: error }), booking: null };
  const booking = ledger.record(`${unit!.id}|${stay.checkin}|${stay.checkout}|${form.get('booking[email]')}`, (n) => ({
    BookingNumber: String(n),
    unit: unit!,
    stay,
    total: rateQuote(unit!, stay).TotalCost,
  }));
  return { answer: echo({ Bad: [], Error: '', Results: { BookingNumber: booking.BookingNumber, PropID: String(unit!.id), Status: 'Confirmed' } }), booking };
}

export const newLedger = () => new Ledger<Booking>(FIRST_BOOKING);
