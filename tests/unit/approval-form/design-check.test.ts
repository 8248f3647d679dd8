import { describe, expect, it } from 'vitest';
import { designIssues } from '@/lib/contract/approval-form/design-check';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { capitalAmount } from '@/lib/contract/approval-form/capital-amount';
import { countRangeDays } from '@/lib/contract/approval-form/working-days';
import { expenseDesign } from '../../support/approval-forms';

describe('a designed form checked before it is published', () => {
  it('passes the expense claim', () => {
    expect(designIssues(expenseDesign)).toEqual([]);
  });

  it('finds a formula cycle and names its path', () => {
    const design: FormDesign = {
      fields: [
        { kind: 'number', id: 'a', label: 'A' },
        { kind: 'formula', id: 'b', label: 'B', op: 'sum', refs: ['a', 'c'] },
        { kind: 'formula', id: 'c', label: 'C', op: 'sum', refs: ['b'] },
      ],
    };
    expect(designIssues(design)).toEqual([{ control: 'b', key: 'formulaCycle', values: { path: 'B → C → B' } }]);
  });

  it('finds unknown references, a text in a sum, dates a date difference lacks, and duplicates', () => {
    const design: FormDesign = {
      fields: [
        { kind: 'text', id: 'name', label: '名称' },
        { kind: 'formula', id: 'f', label: '合计', op: 'sum', refs: ['name', 'nope', 'lines.x'] },
        { kind: 'formula', id: 'd', label: '天数', op: 'dateDiff', refs: ['name'] },
        { kind: 'number', id: 'name', label: '重复' },
        { kind: 'choice', id: 'c', label: '类型' },
        { kind: 'number', id: 'n', label: '数', min: 5, max: 1, showWhen: { field: 'f', op: 'gt', value: 1 } },
      ],
    };
    expect(designIssues(design).map((i) => `${i.control}:${i.key}`)).toEqual([
      'name:duplicateId',
      'f:formulaNotNumber',
      'f:formulaUnknown',
      'f:formulaUnknown',
      'd:formulaNotNumber',
      'd:formulaDates',
      'c:noOptions',
      'n:badRange',
      'n:showWhenUnknown',
    ]);
  });

  it('refuses an empty form', () => {
    expect(designIssues({ fields: [] }).map((i) => i.key)).toEqual(['empty']);
  });
});

describe('amounts and ranges', () => {
  it('writes an amount in capitals', () => {
    expect(capitalAmount(8600)).toBe('捌仟陆佰元整');
    expect(capitalAmount(150000)).toBe('壹拾伍万元整');
    expect(capitalAmount(1234.56)).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(capitalAmount(null)).toBe('');
  });

  it('counts all days or Monday to Friday', () => {
    expect(countRangeDays('2026-11-23', '2026-11-29', false)).toBe(7);
    expect(countRangeDays('2026-11-23', '2026-11-29', true)).toBe(5);
    expect(countRangeDays('2026-11-29', '2026-11-23', true)).toBe(0);
  });
});
