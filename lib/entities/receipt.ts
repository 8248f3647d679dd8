import { defineEntity } from '@/lib/entity/types';

/**
 * Money received (收款记录) against a receivable plan: receipts never add up to more than the plan
 * (checked under a lock on the plan); their sum is its received amount. Kept as recorded.
 */
export const receiptEntity = defineEntity({
  name: 'receipt',
  table: 'okr_receipt',
  key: 'receipt_key',
  apiBase: '/api/eis/restful/receivable/record',
  scope: { parent: 'members' },
  rights: { read: 'okr-budget-receive' },
  titleField: 'receive_date',
  parent: { entity: 'receivablePlan', foreignKey: 'receivable_plan_key', onDelete: 'refuse', totals: { amount: 'received_amount' }, copies: { project_key: 'project_key' } },
  defaultSort: { field: 'receive_date', order: 'desc' },
  fields: {
    receivable_plan_key: { type: 'ref', entity: 'receivablePlan', labelField: 'purpose', required: true, filter: true, list: { width: 200 } },
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', form: false, list: false, detail: false },
    amount: { type: 'money', required: true, min: 0.01, max: 9_999_999_999, list: { width: 140, sortable: true } },
    receive_date: { type: 'date', required: true, startsNow: true, filter: true, list: { width: 120, sortable: true } },
    pay_method: { type: 'dict', dictCode: 'payment_method', required: true, filter: true, list: { width: 100 } },
    note: { type: 'textarea', max: 500, list: { width: 200 }, form: { span: 2 } },
    attachments: { type: 'file', maxCount: 5, list: false, form: { span: 2 } },
  },
  listTotals: ['amount'],
});
