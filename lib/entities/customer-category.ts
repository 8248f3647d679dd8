import { defineEntity } from '@/lib/entity/types';

/**
 * The customer segments a customer is classified under (机构客户, 同业客户, 高净值客户…), each
 * once, for reports, marketing and the suitability rules of the segment. Unlike
 * customerConfigCategory this says what the customer is, not what we serve it with.
 */
export const customerCategoryEntity = defineEntity({
  name: 'customerCategory',
  table: 'crm_customer_category',
  key: 'category_key',
  apiBase: '/api/crm/customer/category',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'category',
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'cascade' },
  fields: {
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 180 } },
    category: { type: 'dict', dictCode: 'customer_category', required: true, unique: true, uniqueWithin: 'customer_key', filter: true, list: { width: 140 } },
    classified_on: { type: 'date', filter: true, list: { width: 120, sortable: true } },
    remark: { type: 'textarea', max: 500, list: { width: 240 }, form: { span: 2 } },
  },
});
