import { describe, expect, it } from 'vitest';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { checkSubmission, detailRowsIssue } from '@/lib/contract/approval-form/submission';
import { expenseDesign, plainText } from '../../support/approval-forms';

describe('a submission checked against its form version', () => {
  const lines = [
    { item: '机票', qty: 2, price: 1800 },
    { item: '酒店', qty: 3, price: 1000 },
    { item: '餐费', qty: 1, price: 2000 },
  ];

  it('recomputes row formulas, column totals and the total, whatever the caller sent', () => {
    const { values, issues } = checkSubmission(expenseDesign, { reason: '出差', lines: lines.map((l) => ({ ...l, amount: 1 })), total: 1, payWay: 'cash' }, plainText);
    expect(issues).toEqual([]);
    expect((values.lines as { amount: number }[]).map((l) => l.amount)).toEqual([3600, 3000, 2000]);
    expect(values.total).toBe(8600);
  });

  it('counts the working days of a range (Friday to Monday is two)', () => {
    const { values } = checkSubmission(expenseDesign, { reason: 'x', lines, trip: { start: '2026-11-27', end: '2026-11-30' } }, plainText);
    expect(values.trip).toEqual({ start: '2026-11-27', end: '2026-11-30', days: 2 });
  });

  it('names the row and column of a bad detail value', () => {
    const { issues } = checkSubmission(expenseDesign, { reason: 'x', lines: [{ item: '', qty: 0, price: 'abc' }] }, plainText);
    expect(issues).toEqual(['required:费用明细#1.费用项目', 'tooSmall:费用明细#1.数量|1', 'notNumber:费用明细#1.单价']);
  });

  it('counts only the rows holding a value: a required table of empty rows is not filled in', () => {
    expect(checkSubmission(expenseDesign, { reason: 'x', lines: [{}, { item: ' ', price: null }] }, plainText).issues).toEqual(['required:费用明细']);
    const kept = checkSubmission(expenseDesign, { reason: 'x', lines: [{}, lines[0], { qty: '' }] }, plainText);
    expect(kept.issues).toEqual([]);
    expect(kept.values.lines).toEqual([{ item: '机票', qty: 2, price: 1800, amount: 3600 }]);
    // A row is named where it stands in the form, empty rows before it included.
    expect(checkSubmission(expenseDesign, { reason: 'x', lines: [{}, { item: '机票', price: 'abc' }] }, plainText).issues).toEqual(['notNumber:费用明细#2.单价']);
  });

  it('holds a table to its fewest rows, counting only the rows holding a value', () => {
    const twoAtLeast: FormDesign = { fields: expenseDesign.fields.map((c) => (c.kind === 'detail' ? { ...c, required: false, minRows: 2 } : c)) };
    expect(checkSubmission(twoAtLeast, { reason: 'x', lines: [lines[0], {}] }, plainText).issues).toEqual(['tooFewRows:费用明细|2']);
    const table = twoAtLeast.fields.find((c) => c.kind === 'detail')!;
    expect(table.kind === 'detail' && detailRowsIssue(table, [lines[0], {}], plainText)).toBe('tooFewRows:费用明细|2');
    expect(table.kind === 'detail' && detailRowsIssue(table, [lines[0], lines[1]], plainText)).toBeNull();
  });

  it('refuses a detail table over its row limit', () => {
    const { issues } = checkSubmission(expenseDesign, { reason: 'x', lines: Array.from({ length: 6 }, () => lines[0]) }, plainText);
    expect(issues).toEqual(['tooManyRows:费用明细|5']);
  });

  it('requires a shown control and drops a hidden one', () => {
    expect(checkSubmission(expenseDesign, { reason: 'x', lines, payWay: 'bank' }, plainText).issues).toEqual(['required:银行账号']);
    expect(checkSubmission(expenseDesign, { reason: 'x', lines, payWay: 'bank', bankNo: '12ab' }, plainText).issues).toEqual(['badPattern:银行账号']);
    const hidden = checkSubmission(expenseDesign, { reason: 'x', lines, payWay: 'cash', bankNo: '123' }, plainText);
    expect(hidden.issues).toEqual([]);
    expect(hidden.values).not.toHaveProperty('bankNo');
  });

  it('refuses an option the form does not offer and drops undeclared keys', () => {
    const { values, issues } = checkSubmission(expenseDesign, { reason: 'x', lines, payWay: 'crypto', extra: 1 }, plainText);
    expect(issues).toEqual(['notInList:支付方式']);
    expect(values).not.toHaveProperty('extra');
  });
});
