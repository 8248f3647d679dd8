import { defineEntity } from '@/lib/entity/types';

/**
 * What we have set the customer up for: a business line of ours and a product category under it
 * (财富管理 / 基金, 资产托管 / 信托…), with the manager who serves it there and whether it is in
 * use. It decides what may be offered and who looks after it; the customer's own segment is
 * customerCategory.
 */
export const customerConfigCategoryEntity = defineEntity({
  name: 'customerConfigCategory',
  table: 'crm_customer_config_category',
  key: 'config_category_key',
  apiBase: '/api/crm/customer/config/category',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'business_line',
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'cascade' },
  fields: {
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 180 } },
    business_line: { type: 'dict', dictCode: 'business_line', required: true, filter: true, list: { width: 120 } },
    product_category: { type: 'dict', dictCode: 'product_category', required: true, filter: true, list: { width: 120 } },
    service_manager: { type: 'user', filter: true, list: { width: 110 } },
    status: { type: 'dict', dictCode: 'enable_status', required: true, defaultValue: '1', filter: true, list: { width: 90 } },
    remark: { type: 'textarea', max: 500, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
});
