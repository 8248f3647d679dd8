import { defineEntity } from '@/lib/entity/types';

/**
 * A customer's order (订单): who made it out (制单人, required), when, and its total,
 * which the server keeps as the sum of its lines (lib/entities/order-line.ts). Its number is given
 * when it is first saved. A draft is confirmed, then completed; either may be cancelled.
 */
export const orderEntity = defineEntity({
  name: 'order',
  table: 'crm_order',
  key: 'order_key',
  apiBase: '/api/crm/order',
  scope: 'department',
  rights: { read: 'crm-order' },
  titleField: 'order_no',
  listTotals: ['total_amount'],
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'refuse' },
  fields: {
    order_no: { type: 'text', max: 32, unique: true, filter: 'like', form: false, list: { width: 180 } },
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 200 } },
    order_date: { type: 'date', required: true, startsNow: true, filter: true, list: { width: 120, sortable: true } },
    order_maker: { type: 'user', required: true, filter: true, list: { width: 100 } },
    total_amount: { type: 'money', defaultValue: 0, form: false, list: { width: 150, sortable: true } },
    confirm_time: { type: 'datetime', form: false, filter: true, list: { width: 160, sortable: true, hiddenByDefault: true } },
    status: { type: 'dict', dictCode: 'order_status', required: true, defaultValue: 'draft', filter: true, form: false, list: { width: 90 } },
    remark: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
  },
  transitions: { field: 'status', allowed: { draft: ['confirmed', 'cancelled'], confirmed: ['completed', 'cancelled'], completed: [], cancelled: [] }, stamps: { confirmed: 'confirm_time' } },
  actions: {
    confirm: {
      where: ['row', 'bulk'],
      from: { field: 'status', values: ['draft'] },
      set: { status: { value: 'confirmed' } },
    },
    complete: {
      where: ['row'],
      from: { field: 'status', values: ['confirmed'] },
      set: { status: { value: 'completed' } },
    },
    cancel: {
      where: ['row', 'bulk'],
      danger: true,
      from: { field: 'status', values: ['draft', 'confirmed'] },
      set: { status: { value: 'cancelled' } },
    },
  },
});
