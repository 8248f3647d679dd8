import { defineEntity } from '@/lib/entity/types';

/**
 * A fee item (费用项目): a kind of charge the business makes out, with its category, standard
 * amount per unit and whether it is still offered. Names are unique.
 */
export const feeItemEntity = defineEntity({
  name: 'feeItem',
  table: 'crm_fee_item',
  key: 'fee_item_key',
  apiBase: '/api/crm/feeItem',
  scope: 'department',
  rights: { read: 'crm-fee-item' },
  titleField: 'item_name',
  listTotals: ['standard_amount'],
  fields: {
    item_name: { type: 'text', required: true, unique: true, max: 64, filter: 'like', list: { width: 200 } },
    category: { type: 'dict', dictCode: 'fee_category', required: true, filter: true, list: { width: 120 } },
    standard_amount: { type: 'money', required: true, min: 0, list: { width: 150, sortable: true } },
    unit: { type: 'dict', dictCode: 'fee_unit', required: true, defaultValue: 'time', list: { width: 90 } },
    enabled: { type: 'bool', defaultValue: true, filter: true, list: { width: 90 } },
    description: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
