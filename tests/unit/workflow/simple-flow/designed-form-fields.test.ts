import { describe, expect, it } from 'vitest';
import { flowFieldsOfDesign } from '@/lib/workflow/simple-flow/form-fields';
import { validateFlow } from '@/lib/workflow/simple-flow/validate';
import { EXPENSE_CLAIM_FORM } from '@/lib/backend/modules/workflow/model/demo-forms';
import type { SimpleFlow } from '@/lib/workflow/simple-flow/schema';

describe('a designed form as the simple designer reads it', () => {
  it('offers its numbers, amounts, formulas, texts, single choices and dates to conditions', () => {
    const fields = flowFieldsOfDesign(EXPENSE_CLAIM_FORM);
    expect(fields.map((f) => `${f.id}:${f.kind}`)).toEqual(['reason:text', 'expenseType:choice', 'total:number', 'payWay:choice', 'bankAccount:text', 'remark:text']);
    expect(fields.find((f) => f.id === 'payWay')!.options).toEqual([{ value: 'bank', label: '银行转账' }, { value: 'cash', label: '现金' }]);
  });

  it('lets a condition read the designed total, and marks one reading a field the form lacks', () => {
    const flow = (field: string): SimpleFlow => ({
      version: 1,
      process: { id: 'claim', name: '报销', startName: '发起人', endName: '结束' },
      fields: [],
      nodes: [{
        type: 'condition', id: 'amounts',
        branches: [{ id: 'big', name: '大额', nodes: [], conditions: [{ kind: 'number', field, op: 'gt', value: 5000, upTo: null }] }],
        otherwise: { id: 'else', name: '其他情况', nodes: [] },
      }],
    });
    const fields = flowFieldsOfDesign(EXPENSE_CLAIM_FORM);
    expect(validateFlow(flow('total'), fields)).toEqual([]);
    expect(validateFlow(flow('amount'), fields).map((p) => p.key)).toEqual(['unknownField']);
  });
});
