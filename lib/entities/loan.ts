import { defineEntity } from '@/lib/entity/types';

/**
 * A loan to a member of staff (借款): who borrowed, how much, when it is due back and how much is
 * repaid. It is applied for, lent out, and repaid (or written off); one past its due day and not
 * settled is overdue and highlighted on the list.
 */
export const loanEntity = defineEntity({
  name: 'loan',
  table: 'crm_loan',
  key: 'loan_key',
  apiBase: '/api/crm/loan',
  scope: 'department',
  rights: { read: 'crm-loan' },
  titleField: 'purpose',
  defaultSort: { field: 'loan_date', order: 'desc' },
  listTotals: ['amount', 'repaid_amount'],
  overdue: { field: 'due_date', unless: { field: 'status', values: ['repaid', 'written_off'] } },
  fields: {
    borrower: { type: 'user', required: true, filter: true, list: { width: 100 } },
    amount: { type: 'money', required: true, min: 0.01, list: { width: 140, sortable: true } },
    repaid_amount: { type: 'money', min: 0, defaultValue: 0, list: { width: 140, sortable: true } },
    loan_date: { type: 'date', required: true, startsNow: true, filter: true, list: { width: 120, sortable: true } },
    due_date: { type: 'date', required: true, filter: true, list: { width: 120, sortable: true }, notBefore: { field: 'loan_date', message: 'entity.loan.validation.dueBeforeLoan' } },
    purpose: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 220 } },
    status: { type: 'dict', dictCode: 'loan_status', required: true, defaultValue: 'applied', filter: true, list: { width: 90 } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
  transitions: {
    field: 'status',
    allowed: { applied: ['lent', 'written_off'], lent: ['repaid', 'written_off'], repaid: [], written_off: [] },
  },
});
