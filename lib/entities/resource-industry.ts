import { defineEntity } from '@/lib/entity/types';

/** 行业: an industry the resource has served, with its years there and whether it is the main one. */
export const resourceIndustryEntity = defineEntity({
  name: 'resourceIndustry',
  table: 'crm_resource_industry',
  key: 'industry_key',
  apiBase: '/api/crm/resource/industry',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'industry',
  parent: { entity: 'resource', foreignKey: 'resource_key', onDelete: 'cascade' },
  fields: {
    resource_key: { type: 'ref', entity: 'resource', labelField: 'resource_name', required: true, filter: true, list: { width: 180 } },
    industry: { type: 'dict', dictCode: 'industry', required: true, unique: true, uniqueWithin: 'resource_key', filter: true, list: { width: 120 } },
    years: { type: 'number', integer: true, min: 0, max: 70, list: { width: 100, sortable: true } },
    is_primary: { type: 'bool', defaultValue: false, list: { width: 90 } },
    remark: { type: 'textarea', max: 500, list: { width: 240 }, form: { span: 2 } },
  },
});
