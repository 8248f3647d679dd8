import { defineEntity } from '@/lib/entity/types';

/** 专业: a professional field the resource works in, with its qualification, title and years in it. */
export const resourceProfessionalEntity = defineEntity({
  name: 'resourceProfessional',
  table: 'crm_resource_professional',
  key: 'professional_key',
  apiBase: '/api/crm/resource/professional',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'professional',
  parent: { entity: 'resource', foreignKey: 'resource_key', onDelete: 'cascade' },
  fields: {
    resource_key: { type: 'ref', entity: 'resource', labelField: 'resource_name', required: true, filter: true, list: { width: 180 } },
    professional: { type: 'dict', dictCode: 'resource_professional', required: true, unique: true, uniqueWithin: 'resource_key', filter: true, list: { width: 120 } },
    qualification: { type: 'text', max: 100, filter: 'like', list: { width: 180 } },
    title: { type: 'text', max: 50, list: { width: 120 } },
    years: { type: 'number', integer: true, min: 0, max: 70, list: { width: 100, sortable: true } },
    remark: { type: 'textarea', max: 500, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
});
