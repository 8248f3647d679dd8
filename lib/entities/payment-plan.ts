import { defineEntity } from '@/lib/entity/types';

/**
 * A project's payment plan (付款计划): to whom, what for, how much and by when. A draft goes
 * through the 付款审批 (above 100,000 yuan the applicant's leader sees it before finance); only the
 * outcome approves or returns it. An approved plan stays as it was approved, except that payments
 * (lib/entities/payment.ts) are recorded against it: their sum is the plan's paid amount, and what
 * is left of it is overdue once the planned date has passed.
 */
export const paymentPlanEntity = defineEntity({
  name: 'paymentPlan',
  table: 'okr_payment_plan',
  key: 'payment_plan_key',
  apiBase: '/api/eis/restful/payment',
  scope: { parent: 'members' },
  rights: { read: 'okr-budget-payment' },
  titleField: 'purpose',
  parent: { entity: 'project', foreignKey: 'project_key', onDelete: 'refuse' },
  fields: {
    purpose: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 170 } },
    payee: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 170 } },
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', required: true, filter: true, list: { width: 220 } },
    amount: { type: 'money', required: true, min: 0.01, max: 9_999_999_999, list: { width: 125, sortable: true } },
    paid_amount: { type: 'money', defaultValue: 0, form: false, list: { width: 125, sortable: true } },
    remaining_amount: { type: 'money', form: false, formula: { minus: ['amount', 'paid_amount'] }, list: { width: 125, sortable: true } },
    planned_date: { type: 'date', required: true, filter: true, list: { width: 140, sortable: true } },
    status: { type: 'dict', dictCode: 'payment_plan_status', required: true, defaultValue: 'DRAFT', form: false, filter: true, list: { width: 90 } },
    attachments: { type: 'file', maxCount: 5, list: false, form: { span: 2 } },
    remark: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
  },
  listTotals: ['amount', 'paid_amount', 'remaining_amount'],
  overdue: { field: 'planned_date', owing: 'remaining_amount' },
  transitions: {
    field: 'status',
    allowed: { DRAFT: ['PROGRESS'], PROGRESS: ['APPROVED', 'RETURNED', 'DRAFT'], RETURNED: ['PROGRESS'], APPROVED: [] },
  },
  readOnlyWhile: [{ field: 'status', values: ['APPROVED'], message: 'entity.paymentPlan.validation.approved', openTo: ['payment'] }],
  // 付款审批 (the demo model 'wf-model-payment-approval'): above 100,000 the leader, then finance.
  approval: {
    bizType: 'payment',
    modelKey: 'wf-model-payment-approval',
    from: ['DRAFT', 'RETURNED'],
    statuses: { RUNNING: 'PROGRESS', APPROVED: 'APPROVED', REJECTED: 'RETURNED', CANCELED: 'DRAFT' },
    formData: { payee: 'payee', amount: 'amount', purpose: 'purpose' },
  },
});
