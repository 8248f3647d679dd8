import { defineEntity } from '@/lib/entity/types';

/**
 * What we have set the supplier up to supply us with (the purchasing configuration): a category
 * of our purchasing (信息技术服务, 数据服务…) for one of our business lines, the buyer in charge of
 * it, since when it is approved, and whether it is in use. Purchases of that category go to the
 * suppliers configured for it. Unlike supplierCategory this is our decision, not what the
 * supplier is.
 */
export const supplierConfigCategoryEntity = defineEntity({
  name: 'supplierConfigCategory',
  table: 'crm_supplier_config_category',
  key: 'config_category_key',
  apiBase: '/api/crm/supplier/config/category',
  scope: 'department',
  rights: { read: 'supplier' },
  titleField: 'purchase_category',
  parent: { entity: 'supplier', foreignKey: 'supplier_key', onDelete: 'cascade' },
  fields: {
    supplier_key: { type: 'ref', entity: 'supplier', labelField: 'supplier_name', required: true, filter: true, list: { width: 200 } },
    purchase_category: { type: 'dict', dictCode: 'supplier_category', required: true, filter: true, list: { width: 130 } },
    business_line: { type: 'dict', dictCode: 'business_line', required: true, filter: true, list: { width: 120 } },
    buyer: { type: 'user', filter: true, list: { width: 110 } },
    approved_on: { type: 'date', list: { width: 120, sortable: true } },
    status: { type: 'dict', dictCode: 'enable_status', required: true, defaultValue: '1', filter: true, list: { width: 90 } },
    remark: { type: 'textarea', max: 500, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
});
