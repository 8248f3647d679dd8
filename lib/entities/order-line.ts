import { defineEntity } from '@/lib/entity/types';

/**
 * One line of an order: a product, how many, at what price. The amount is quantity × price to the
 * cent, worked out by the server (and shown live in the form); the order's total is the sum of its
 * live lines, kept by the declared `totals` of the parent link.
 */
export const orderLineEntity = defineEntity({
  name: 'orderLine',
  table: 'crm_order_line',
  key: 'line_key',
  apiBase: '/api/crm/order/line',
  scope: 'department',
  rights: { read: 'crm-order' },
  titleField: 'product_name',
  listTotals: ['amount'],
  // Lines read in the order they were entered.
  defaultSort: { field: 'create_time', order: 'asc' },
  parent: { entity: 'order', foreignKey: 'order_key', onDelete: 'cascade', totals: { amount: 'total_amount' } },
  fields: {
    order_key: { type: 'ref', entity: 'order', labelField: 'order_no', required: true, filter: true, list: { width: 180 } },
    product_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 220 } },
    quantity: { type: 'number', integer: true, required: true, min: 1, max: 1_000_000, list: { width: 100 } },
    unit_price: { type: 'money', required: true, min: 0, max: 9_999_999_999, list: { width: 140 } },
    amount: { type: 'money', formula: { times: ['quantity', 'unit_price'] }, list: { width: 150, sortable: true } },
    remark: { type: 'text', max: 200, list: { width: 200 } },
  },
});
