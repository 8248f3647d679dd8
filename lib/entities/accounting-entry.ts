import { defineEntity } from '@/lib/entity/types';

/**
 * An accounting entry (核算) of a project: on a day, under a subject (收入, 成本, 费用, …), a debit
 * or a credit amount, with its voucher number by the numbering rule (PZ-day-sequence) and a
 * summary. The list adds up debit and credit. Reached as its project is.
 */
export const accountingEntryEntity = defineEntity({
  name: 'accountingEntry',
  table: 'okr_accounting_entry',
  key: 'entry_key',
  apiBase: '/api/eis/restful/accounting',
  scope: { parent: 'members' },
  rights: { read: 'project-accounting' },
  titleField: 'voucher_no',
  defaultSort: { field: 'entry_date', order: 'desc' },
  parent: { entity: 'project', foreignKey: 'project_key', onDelete: 'refuse' },
  numbering: { field: 'voucher_no', prefix: 'PZ' },
  listTotals: ['debit', 'credit'],
  fields: {
    voucher_no: { type: 'text', max: 32, unique: true, form: false, filter: 'like', list: { width: 170 } },
    entry_date: { type: 'date', required: true, startsNow: true, filter: true, list: { width: 120, sortable: true } },
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', required: true, filter: true, list: { width: 220 } },
    subject: { type: 'dict', dictCode: 'accounting_subject', required: true, filter: true, list: { width: 110 } },
    debit: { type: 'money', min: 0, max: 9_999_999_999, defaultValue: 0, list: { width: 140, sortable: true } },
    credit: { type: 'money', min: 0, max: 9_999_999_999, defaultValue: 0, list: { width: 140, sortable: true } },
    summary: { type: 'text', required: true, max: 200, filter: 'like', list: { width: 260 } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
