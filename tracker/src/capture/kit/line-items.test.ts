import { describe, expect, it } from 'vitest';
import { feeItems, includeFee, lineItems, totalOf } from './line-items';

describe('lineItems', () => {
  it('reads label and amount by the given keys, with the amounts() rules', () => {
    const items = [
      { title: 'Accommodation fare', amount: 1015 },
      { title: 'Cleaning fee', amount: '60.00' },
      { title: 'VAT', amount: 32.25 },
      { title: 'VAT', amount: 32.25 },
      { title: 'Declined: travel insurance', amount: 49 },
      { title: 'No price', amount: 'n/a' },
      { amount: 5 },
      null,
      'junk',
    ];
    expect(lineItems(items, 'title', 'amount')).toEqual({ 'Accommodation fare': 1015, 'Cleaning fee': 60, VAT: 64.5 });
    expect(lineItems([{ feeType: 'Arizona TPT', amount: 88.2 }], 'feeType', 'amount')).toEqual({ 'Arizona TPT': 88.2 });
  });

  it('is {} for anything that is not a list', () => {
    expect(lineItems(null, 'name', 'amount')).toEqual({});
    expect(lineItems({ name: 'x', amount: 1 }, 'name', 'amount')).toEqual({});
  });
});

describe('totalOf', () => {
  it('sums to the cent, null when there is nothing', () => {
    expect(totalOf({ a: 0.1, b: 0.2 })).toBe(0.3);
    expect(totalOf({ Rent: 1250, 'Cleaning fee': 125, Tax: 110.9 })).toBe(1485.9);
    expect(totalOf({})).toBeNull();
  });
});

describe('fee inclusion (spec 5)', () => {
  it.each([
    [{ include: true }, 'include', true],
    [{ included: '1' }, 'include', true],
    [{ include: false, required: true, price: 10 }, 'include', false],
    [{ required: true, price: 25 }, 'required', true],
    [{ required: 'yes', amount: '€ 5' }, 'required', true],
    [{ required: true, price: 0 }, 'required', false],
    [{ required: false, price: 25 }, 'required', false],
    [{ name: 'Departure Clean', value: '225.00' }, 'priced', true],
    [{ name: 'Pet Fee', value: '0.00' }, 'priced', false],
    [{ name: 'Unpriced' }, 'priced', false],
    [{ quantity: 2 }, 'quantity', true],
    [{ qty: '0' }, 'quantity', false],
    [{}, 'quantity', false],
  ] as const)('%j under %s -> %s', (fee, rule, expected) => expect(includeFee(fee, rule)).toBe(expected));
  it('feeItems builds line items from the included fees', () => {
    const fees = [
      { name: 'Cleaning', price: 80, required: true },
      { name: 'Pet fee', price: 25, required: false },
      { label: 'Linen', amount: '15', required: 1 },
      { name: 'Optional', price: 0, required: true },
    ];
    expect(feeItems(fees, 'required')).toEqual({ Cleaning: 80, Linen: 15 });
    expect(feeItems(null, 'required')).toEqual({});
  });
});
