import { defineEntity } from '@/lib/entity/types';

/**
 * A payment made (付款记录) against an approved payment plan: how much, when, how. Payments never
 * add up to more than the plan (the behaviour checks it under a lock on the plan, so two payments
 * at once cannot overdraw it); their sum is the plan's paid amount. A recorded payment is kept as
 * it was: neither changed nor deleted.
 */
export const paymentEntity = defineEntity({
  name: 'payment',
  table: 'okr_payment',
  key: 'payment_key',
  apiBase: '/api/eis/restful/payment/record',
  scope: { parent: 'members' },
  rights: { read: 'okr-budget-payment' },
  titleField: 'pay_date',
  parent: { entity: 'paymentPlan', foreignKey: 'payment_plan_key', onDelete: 'refuse', totals: { amount: 'paid_amount' }, copies: { project_key: 'project_key' } },
  defaultSort: { field: 'pay_date', order: 'desc' },
  fields: {
    payment_plan_key: { type: 'ref', entity: 'paymentPlan', labelField: 'purpose', required: true, filter: true, list: { width: 200 } },
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', form: false, list: false, detail: false },
    amount: { type: 'money', required: true, min: 0.01, max: 9_999_999_999, list: { width: 140, sortable: true } },
    pay_date: { type: 'date', required: true, startsNow: true, filter: true, list: { width: 120, sortable: true } },
    pay_method: { type: 'dict', dictCode: 'payment_method', required: true, filter: true, list: { width: 100 } },
    note: { type: 'textarea', max: 500, list: { width: 200 }, form: { span: 2 } },
    attachments: { type: 'file', maxCount: 5, list: false, form: { span: 2 } },
  },
  listTotals: ['amount'],
});
