import { defineEntity } from '@/lib/entity/types';

/** A coefficient applied to a customer's product from a date on: a fee rate factor, a discount, a risk weight. */
export const customerProductCoefficientEntity = defineEntity({
  name: 'customerProductCoefficient',
  table: 'crm_customer_product_coefficient',
  key: 'coefficient_key',
  apiBase: '/api/crm/customer/product/coefficient',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'coefficient_type',
  defaultSort: { field: 'effective_date', order: 'desc' },
  parent: { entity: 'customerProduct', foreignKey: 'product_key', onDelete: 'cascade' },
  fields: {
    product_key: { type: 'ref', entity: 'customerProduct', labelField: 'product_name', required: true, filter: true, list: { width: 160 } },
    coefficient_type: { type: 'dict', dictCode: 'coefficient_type', required: true, defaultValue: 'fee_rate', filter: true, list: { width: 100 } },
    coefficient: { type: 'number', required: true, min: 0, max: 1000, list: { width: 100, sortable: true } },
    effective_date: { type: 'date', required: true, filter: true, list: { width: 120, sortable: true } },
    remark: { type: 'textarea', max: 500, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
});
