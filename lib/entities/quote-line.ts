import { defineEntity } from '@/lib/entity/types';

/**
 * One line of a quote: an item, how many, at what price, less its discount and plus its tax. The
 * amount is quantity × price × (1 − discount %) × (1 + tax %) to the cent, worked out by the server;
 * the quote's total is the sum of its live lines. A committed quote's lines are not changed.
 */
export const quoteLineEntity = defineEntity({
  name: 'quoteLine',
  table: 'okr_quote_line',
  key: 'line_key',
  apiBase: '/api/eis/restful/pricing/line',
  scope: { parent: 'members' },
  rights: { read: 'project-price' },
  titleField: 'item_name',
  listTotals: ['amount'],
  // Lines read in the order they were entered.
  defaultSort: { field: 'create_time', order: 'asc' },
  parent: { entity: 'quote', foreignKey: 'quote_key', onDelete: 'cascade', totals: { amount: 'total_amount' } },
  fields: {
    quote_key: { type: 'ref', entity: 'quote', labelField: 'quote_name', required: true, filter: true, list: { width: 200 } },
    item_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 220 } },
    quantity: { type: 'number', integer: true, required: true, min: 1, max: 1_000_000, list: { width: 90 } },
    unit_price: { type: 'money', required: true, min: 0, max: 9_999_999_999, list: { width: 140 } },
    discount: { type: 'number', min: 0, max: 100, defaultValue: 0, list: { width: 90 } },
    tax_rate: { type: 'number', min: 0, max: 100, defaultValue: 0, list: { width: 90 } },
    amount: { type: 'money', formula: { times: ['quantity', 'unit_price', { percentOff: 'discount' }, { percentOn: 'tax_rate' }] }, list: { width: 150, sortable: true } },
    remark: { type: 'text', max: 200, list: { width: 180, hiddenByDefault: true } },
  },
});
