import { defineEntity } from '@/lib/entity/types';

/**
 * The supply categories the supplier is classified under (what it is: an IT service firm that also
 * does consulting), each once, with when it was classified so and on what ground. Unlike
 * supplierConfigCategory this says what the supplier offers the market, not what we buy from it.
 */
export const supplierCategoryEntity = defineEntity({
  name: 'supplierCategory',
  table: 'crm_supplier_category',
  key: 'category_key',
  apiBase: '/api/crm/supplier/category',
  scope: 'department',
  rights: { read: 'supplier' },
  titleField: 'category',
  parent: { entity: 'supplier', foreignKey: 'supplier_key', onDelete: 'cascade' },
  fields: {
    supplier_key: { type: 'ref', entity: 'supplier', labelField: 'supplier_name', required: true, filter: true, list: { width: 200 } },
    category: { type: 'dict', dictCode: 'supplier_category', required: true, unique: true, uniqueWithin: 'supplier_key', filter: true, list: { width: 140 } },
    classified_on: { type: 'date', filter: true, list: { width: 120, sortable: true } },
    remark: { type: 'textarea', max: 500, list: { width: 240 }, form: { span: 2 } },
  },
});
