import { defineEntity } from '@/lib/entity/types';

/** What serving a customer's product costs us: an item (channel commission, system fee…) and its amount for a period. */
export const customerProductCostEntity = defineEntity({
  name: 'customerProductCost',
  table: 'crm_customer_product_cost',
  key: 'cost_key',
  apiBase: '/api/crm/customer/product/cost',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'cost_item',
  defaultSort: { field: 'period_date', order: 'desc' },
  parent: { entity: 'customerProduct', foreignKey: 'product_key', onDelete: 'cascade' },
  fields: {
    product_key: { type: 'ref', entity: 'customerProduct', labelField: 'product_name', required: true, filter: true, list: { width: 160 } },
    cost_item: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 160 } },
    amount: { type: 'money', required: true, min: 0, list: { width: 120, sortable: true } },
    period_date: { type: 'date', required: true, filter: true, list: { width: 120, sortable: true } },
    remark: { type: 'textarea', max: 500, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
});
