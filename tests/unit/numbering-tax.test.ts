import { describe, expect, it } from 'vitest';
import { invoiceEntity } from '@/lib/entities/invoice';
import { evaluateFormula } from '@/lib/entity/features/formulas/formula';
import { followingNumbers, numberingDayPrefix, numberingExample, type NumberingRule } from '@/lib/entity/features/numbering/numbering';

const of = (field: 'tax_amount' | 'total_amount', values: Record<string, unknown>) => evaluateFormula(invoiceEntity, invoiceEntity.fields[field], values);

describe('an invoice’s tax and total', () => {
  it('takes the rate as such for the tax and puts it on for the total, each to the cent', () => {
    expect(of('tax_amount', { amount: 12345.67, tax_rate: 13 })).toBe(1604.94);
    expect(of('total_amount', { amount: 12345.67, tax_rate: 13 })).toBe(13950.61);
    // Half a cent goes up, and the total stays the amount plus the tax.
    expect(of('tax_amount', { amount: 0.05, tax_rate: 10 })).toBe(0.01);
    expect(of('total_amount', { amount: 0.05, tax_rate: 10 })).toBe(0.06);
    expect(of('tax_amount', { amount: 100, tax_rate: '' })).toBe(0);
  });
});

describe('numbering rules', () => {
  // 22 November 2026, 10:00 in the business's time zone.
  const now = new Date('2026-11-22T02:00:00Z');
  const rule = (r: Partial<NumberingRule>): NumberingRule => ({ prefix: 'HT', datePattern: 'yyyyMMdd', digits: 3, ...r });

  it('carries as much of the date as the pattern says', () => {
    expect(numberingDayPrefix(rule({}), now)).toBe('HT-20261122-');
    expect(numberingDayPrefix(rule({ datePattern: 'yyyyMM' }), now)).toBe('HT-202611-');
    expect(numberingDayPrefix(rule({ datePattern: 'yyyy' }), now)).toBe('HT-2026-');
    expect(numberingDayPrefix(rule({ datePattern: 'none', prefix: 'PZ' }), now)).toBe('PZ-');
    expect(numberingExample(rule({ digits: 5 }), now)).toBe('HT-20261122-00001');
  });

  it('follows the highest sequence of the period, ignoring numbers of other shapes', () => {
    const plain = rule({ datePattern: 'none' });
    expect(followingNumbers(plain, 'HT-', ['HT-20261122-003', 'HT-007', 'HT-00x', 'HTX-009'], 2)).toEqual(['HT-008', 'HT-009']);
    expect(followingNumbers(rule({}), 'HT-20261122-', ['HT-20261121-009', 'HT-20261122-002'], 1)).toEqual(['HT-20261122-003']);
  });
});
