import { defineEntity } from '@/lib/entity/types';

/**
 * 分类: the kinds of service the resource is used for, each once (an institution may be both an
 * auditor and a rating agency); the resource's own `category` is the main one.
 */
export const resourceCategoryEntity = defineEntity({
  name: 'resourceCategory',
  table: 'crm_resource_category',
  key: 'resource_category_key',
  apiBase: '/api/crm/resource/category',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'category',
  parent: { entity: 'resource', foreignKey: 'resource_key', onDelete: 'cascade' },
  fields: {
    resource_key: { type: 'ref', entity: 'resource', labelField: 'resource_name', required: true, filter: true, list: { width: 180 } },
    category: { type: 'dict', dictCode: 'resource_category', required: true, unique: true, uniqueWithin: 'resource_key', filter: true, list: { width: 120 } },
    classified_on: { type: 'date', list: { width: 120, sortable: true } },
    remark: { type: 'textarea', max: 500, list: { width: 240 }, form: { span: 2 } },
  },
});
