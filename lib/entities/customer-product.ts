import { defineEntity } from '@/lib/entity/types';

/** A product the customer buys or holds with us; its prices, coefficients and costs are its children. */
export const customerProductEntity = defineEntity({
  name: 'customerProduct',
  table: 'crm_customer_product',
  key: 'product_key',
  apiBase: '/api/crm/customer/product',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'product_name',
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'cascade' },
  fields: {
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 180 } },
    product_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 180 } },
    product_code: { type: 'text', max: 50, filter: 'like', list: { width: 120 } },
    product_type: { type: 'dict', dictCode: 'product_type', required: true, filter: true, list: { width: 100 } },
    status: { type: 'dict', dictCode: 'customer_product_status', required: true, defaultValue: 'active', filter: true, list: { width: 90 } },
    start_date: { type: 'date', list: { width: 110, sortable: true } },
    end_date: { type: 'date', list: { width: 110, sortable: true } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
