import type { FormDesign } from '@/lib/contract/approval-form/design';

/** The expense claim of the tests: lines with quantity × price, their total, and a leave-style range. */
export const expenseDesign: FormDesign = {
  fields: [
    { kind: 'text', id: 'reason', label: '报销事由', required: true, maxLength: 50 },
    {
      kind: 'detail',
      id: 'lines',
      label: '费用明细',
      required: true,
      maxRows: 5,
      columns: [
        { kind: 'text', id: 'item', label: '费用项目', required: true },
        { kind: 'number', id: 'qty', label: '数量', min: 1 },
        { kind: 'amount', id: 'price', label: '单价', required: true },
        { kind: 'formula', id: 'amount', label: '金额', op: 'product', refs: ['qty', 'price'], money: true, total: true },
      ],
    },
    { kind: 'formula', id: 'total', label: '报销总额', op: 'sum', refs: ['lines.amount'], money: true },
    { kind: 'choice', id: 'payWay', label: '支付方式', options: [{ value: 'bank', label: '银行转账' }, { value: 'cash', label: '现金' }] },
    { kind: 'text', id: 'bankNo', label: '银行账号', required: true, pattern: '^\\d{12,19}$', showWhen: { field: 'payWay', op: 'eq', value: 'bank' } },
    { kind: 'dateRange', id: 'trip', label: '出差日期', workdays: true, durationLabel: '出差天数' },
  ],
};

/** Rule messages as `key:values` so a test can read which rule spoke. */
export const plainText = (key: string, values: Record<string, string | number>) => (key === 'inRow' ? `${values.table}#${values.row}.${values.column}` : `${key}:${Object.values(values).join('|')}`);
