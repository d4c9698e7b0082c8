import { describe, expect, it } from 'vitest';
import { classifyLabel, type LabelKind } from './index';

describe('classifyLabel', () => {
  it.each<[unknown, LabelKind | null]>([
    ['Total', 'total'],
    ['TOTAL:', 'total'],
    ['  Total\n ', 'total'],
    ['Reservation total', 'total'],
    ['Total amount for reservation', 'total'],
    ['Total price', 'total'],
    ['Total price (incl. taxes)', 'total'],
    ['Total price for 7 nights', 'total'], // total rule comes first
    ['Sub total', 'total'],
    ['Subtotal', 'total'],
    ['Sub-total', 'total'],
    ['Grand total', 'total'],
    ['Grand Total*', 'total'],
    ['7 nights', 'rent'],
    ['$250 x 7 nights', 'rent'],
    ['Rent (7 nights)', 'rent'],
    ['1 night', 'rent'],
    ['Lodging', 'rent'],
    ['Lodging total', 'rent'],
    ['Due today', 'due_today'],
    ['Today', 'due_today'],
    ['Total due today', 'due_today'],
    ['Due now', 'due_today'],
    ['Deposit due now:', 'due_today'],
    ['Due 01/03/2026', { dueDate: '2026-03-01' }],
    ['Due: 2026-03-01', { dueDate: '2026-03-01' }],
    ['Balance due on March 1, 2026', { dueDate: '2026-03-01' }],
    ['Second payment due by 1 Mar 2026', { dueDate: '2026-03-01' }],
    // Spanish and Catalan pages (ICNEA, Avantio)
    ['Importe total', 'total'],
    ['Import total:', 'total'],
    ['Total de la reserva', 'total'],
    ['Total reserva', 'total'],
    ['Precio total (IVA incluido)', 'total'],
    ['Preu total', 'total'],
    ['Estada (7 nits)', 'rent'],
    ['Estancia (7 noches)', 'rent'],
    ['1 noche', 'rent'],
    ['Alojamiento', 'rent'],
    ['Allotjament 7 nits', 'rent'],
    ['A pagar hoy', 'due_today'],
    ['Pagament avui', 'due_today'],
    ['Neteja final', null],
    ['Taxa turística', null],
    ['Gastos de limpieza', null],
    ['Unit', null],
    ['Due date', null],
    ['Due 31/02/2026', null],
    ['Taxes', null],
    ['Cleaning fee', null],
    ['Total (EUR)', null],
    ['Nightly rate', null],
    ['Overdue', null],
    ['', null],
    [null, null],
    [42, null],
  ])('%j -> %j', (input, expected) => {
    expect(classifyLabel(input)).toEqual(expected);
  });
  it('reads due dates in the given order', () => {
    expect(classifyLabel('Due 03/01/2026', 'mdy')).toEqual({ dueDate: '2026-03-01' });
    expect(classifyLabel('Due 03/01/2026')).toEqual({ dueDate: '2026-01-03' });
  });
});
