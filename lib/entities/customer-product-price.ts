import { defineEntity } from '@/lib/entity/types';

/** A price of a customer's product from a date on (standard, agreed or promotional), in its currency. */
export const customerProductPriceEntity = defineEntity({
  name: 'customerProductPrice',
  table: 'crm_customer_product_price',
  key: 'price_key',
  apiBase: '/api/crm/customer/product/price',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'price_type',
  defaultSort: { field: 'effective_date', order: 'desc' },
  parent: { entity: 'customerProduct', foreignKey: 'product_key', onDelete: 'cascade' },
  fields: {
    product_key: { type: 'ref', entity: 'customerProduct', labelField: 'product_name', required: true, filter: true, list: { width: 160 } },
    price_type: { type: 'dict', dictCode: 'price_type', required: true, defaultValue: 'standard', filter: true, list: { width: 100 } },
    price: { type: 'money', required: true, min: 0, list: { width: 120, sortable: true } },
    currency: { type: 'dict', dictCode: 'currency', required: true, defaultValue: 'CNY', filter: true, list: { width: 90 } },
    effective_date: { type: 'date', required: true, filter: true, list: { width: 120, sortable: true } },
    remark: { type: 'textarea', max: 500, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
});
