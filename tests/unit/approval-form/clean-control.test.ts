import { describe, expect, it } from 'vitest';
import { controlFromPanel, panelValues } from '@/components/workflow/form-designer/clean-control';
import { formulaSources, ruleSources } from '@/components/workflow/form-designer/formula-sources';
import type { Control } from '@/lib/contract/approval-form/design';
import { expenseDesign } from '../../support/approval-forms';

describe('the properties panel of the form designer', () => {
  const detail = expenseDesign.fields[1] as Extract<Control, { kind: 'detail' }>;

  it('drops blanks and a switched-off condition, and names options after their labels', () => {
    const choice: Control = { kind: 'choice', id: 'c', label: '类型', options: [] };
    const next = controlFromPanel(choice, { ...panelValues(choice), help: '', options: [{ label: '甲', value: '' }, { label: '乙' }], conditional: false, showWhen: { field: 'x', op: 'eq' } });
    expect(next).toEqual({ kind: 'choice', id: 'c', label: '类型', options: [{ label: '甲', value: '甲' }, { label: '乙', value: '乙' }] });
  });

  it('keeps a column only the settings of its new kind', () => {
    const columns = detail.columns.map((c) => (c.id === 'item' ? { ...c, kind: 'choice', maxLength: 10 } : c));
    const next = controlFromPanel(detail, { ...panelValues(detail), columns }) as typeof detail;
    expect(next.columns[0]).toEqual({ kind: 'choice', id: 'item', label: '费用项目', required: true, options: [] });
  });

  it('keeps the control as it was while the panel does not make one', () => {
    const number: Control = { kind: 'number', id: 'n', label: '数' };
    expect(controlFromPanel(number, { ...panelValues(number), min: 'abc' })).toBe(number);
  });

  it('offers a formula numbers, ranges and column totals, and a rule only what is above and filled in', () => {
    expect(formulaSources(expenseDesign, 'total', 'sum', (t, c) => `${t}.${c}`).map((s) => s.value)).toEqual(['lines.qty', 'lines.price', 'lines.amount', 'trip']);
    expect(formulaSources(expenseDesign, 'total', 'dateDiff', (t, c) => `${t}.${c}`)).toEqual([]);
    expect(ruleSources(expenseDesign, 'bankNo').map((c) => c.id)).toEqual(['reason', 'payWay']);
  });
});
