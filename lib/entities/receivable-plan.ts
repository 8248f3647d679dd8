import { defineEntity } from '@/lib/entity/types';

/**
 * A project's receivable plan (收款计划): from whom, what for, how much and by when. Receipts
 * (lib/entities/receipt.ts) are recorded against it; their sum is the received amount, and what is
 * left of it is overdue once the planned date has passed. No approval: it is what the customer owes.
 */
export const receivablePlanEntity = defineEntity({
  name: 'receivablePlan',
  table: 'okr_receivable_plan',
  key: 'receivable_plan_key',
  apiBase: '/api/eis/restful/receivable',
  scope: { parent: 'members' },
  rights: { read: 'okr-budget-receive' },
  titleField: 'purpose',
  parent: { entity: 'project', foreignKey: 'project_key', onDelete: 'refuse' },
  fields: {
    purpose: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 170 } },
    payer: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 170 } },
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', required: true, filter: true, list: { width: 220 } },
    amount: { type: 'money', required: true, min: 0.01, max: 9_999_999_999, list: { width: 125, sortable: true } },
    received_amount: { type: 'money', defaultValue: 0, form: false, list: { width: 125, sortable: true } },
    remaining_amount: { type: 'money', form: false, formula: { minus: ['amount', 'received_amount'] }, list: { width: 125, sortable: true } },
    planned_date: { type: 'date', required: true, filter: true, list: { width: 140, sortable: true } },
    remark: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
  },
  listTotals: ['amount', 'received_amount', 'remaining_amount'],
  overdue: { field: 'planned_date', owing: 'remaining_amount' },
});
