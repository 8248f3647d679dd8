import { defineEntity } from '@/lib/entity/types';

/**
 * Money received from a customer (收入): how much, when and from what source. It is recorded as
 * 待确认, confirmed by finance (已确认) and booked (已入账); an unbooked one may be voided (已作废).
 * The status-update call is the declared action `updateStatus`; 确认, 入账 and 作废 are the
 * same moves as buttons. The transitions hold for every write, so a booked income stays booked.
 */
export const incomeEntity = defineEntity({
  name: 'income',
  table: 'crm_income',
  key: 'income_key',
  apiBase: '/api/crm/income',
  scope: 'department',
  rights: { read: 'crm-income' },
  titleField: 'income_no',
  defaultSort: { field: 'income_date', order: 'desc' },
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'refuse' },
  numbering: { field: 'income_no', prefix: 'SR' },
  listTotals: ['amount'],
  fields: {
    income_no: { type: 'text', max: 32, unique: true, filter: 'like', form: false, list: { width: 170 } },
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 200 } },
    amount: { type: 'money', required: true, min: 0.01, list: { width: 150, sortable: true } },
    income_date: { type: 'date', required: true, startsNow: true, filter: true, list: { width: 120, sortable: true } },
    source: { type: 'dict', dictCode: 'income_source', required: true, defaultValue: 'contract', filter: true, list: { width: 110 } },
    status: { type: 'dict', dictCode: 'income_status', required: true, defaultValue: 'pending', filter: true, form: false, list: { width: 90 } },
    confirm_time: { type: 'datetime', form: false, list: { width: 160, hiddenByDefault: true } },
    booked_time: { type: 'datetime', form: false, list: { width: 160, hiddenByDefault: true } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
  transitions: {
    field: 'status',
    allowed: { pending: ['confirmed', 'voided'], confirmed: ['booked', 'voided'], booked: [], voided: [] },
    stamps: { confirmed: 'confirm_time', booked: 'booked_time' },
  },
  actions: {
    updateStatus: {
      where: ['row', 'bulk'],
      from: { field: 'status', values: ['pending', 'confirmed'] },
      inputs: { status: { type: 'dict', dictCode: 'income_status', required: true } },
      set: { status: { input: 'status' } },
    },
    confirm: {
      where: ['row', 'bulk'],
      from: { field: 'status', values: ['pending'] },
      set: { status: { value: 'confirmed' } },
    },
    book: {
      where: ['row', 'bulk'],
      from: { field: 'status', values: ['confirmed'] },
      set: { status: { value: 'booked' } },
    },
    void: {
      where: ['row'],
      danger: true,
      from: { field: 'status', values: ['pending', 'confirmed'] },
      set: { status: { value: 'voided' } },
    },
  },
});
