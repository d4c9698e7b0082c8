// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrapeReservation } from './reservation';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 4, 20, 12));
});
afterEach(() => vi.useRealTimers());

describe('scrapeReservation', () => {
  it('reads a WooCommerce-like order table', () => {
    document.body.innerHTML = `
      <table class="order">
        <tr><th>Product</th><th>Total</th></tr>
        <tr><td>Sea Loft × 1</td><td>€ 1.050,00</td></tr>
        <tr><td>7 nights</td><td>€ 700,00</td></tr>
        <tr><td>Lodging tax</td><td>€ 50,00</td></tr>
        <tr><td>Cleaning fee:</td><td>€ 80,00</td></tr>
        <tr><td>Subtotal:</td><td>€ 1.180,00</td></tr>
        <tr><td>Payment method:</td><td>Card</td></tr>
        <tr><td>Card ending 4242 declined</td><td>€ 1.180,00</td></tr>
        <tr><td>Grand total:</td><td>€ 1.230,00</td></tr>
        <tr><td>Due today</td><td>€ 300,00</td></tr>
        <tr><td>Balance due 01/07/2026</td><td>€ 930,00</td></tr>
      </table>`;
    expect(scrapeReservation('.order')).toEqual({
      items: { 'Sea Loft × 1': 1050, Rent: 750, 'Cleaning fee': 80 },
      payments: { '2026-05-20': 300, '2026-07-01': 930 },
      total: 1230,
    });
  });
  it('reads a definition list and a list with explicit selectors', () => {
    document.body.innerHTML = `
      <dl id="summary"><dt>Rent</dt><dd>$1,000.00</dd><dt>Taxes</dt><dd>$120.50</dd><dt>Total</dt><dd>$1,120.50</dd>
        <dt>Deposit</dt><dd>declined</dd></dl>
      <ul id="pay"><li><span class="l">Due now</span> <em>x</em> <b class="a">$100</b></li>
        <li><span class="l">Due Mar 1, 2027</span><b class="a">$50</b></li></ul>`;
    expect(scrapeReservation('#summary')).toEqual({ items: { Rent: 1000, Taxes: 120.5 }, payments: {}, total: 1120.5 });
    expect(scrapeReservation('#pay', { rows: 'li', label: '.l', amount: '.a' })).toEqual({
      items: {},
      payments: { '2026-05-20': 100, '2027-03-01': 50 },
      total: null,
    });
  });
  it('reads rows whose label is their own text and whose one child is the amount (Homey cost lines)', () => {
    document.body.innerHTML = `
      <ul id="cost"><li class="homey_price_first">$285.00 x 5 Nights <span>$1,425.00</span></li>
        <li>Cleaning Fee <span>$150.00</span></li><li class="sub-total">Sub Total <span>$1,575.00</span></li>
        <li>Taxes <span>$141.75</span></li><li><span>$9.00</span></li><li>No amount</li></ul>`;
    expect(scrapeReservation('#cost')).toEqual({ items: { Rent: 1425, 'Cleaning Fee': 150, Taxes: 141.75 }, payments: {}, total: 1575 });
  });
  it('is empty (total null) for a missing container, and accepts an element', () => {
    expect(scrapeReservation('#nope')).toEqual({ items: {}, payments: {}, total: null });
    document.body.innerHTML = '<table><tr><td>Total</td><td>99</td></tr></table>';
    expect(scrapeReservation(document.querySelector('table')).total).toBe(99);
  });
});
