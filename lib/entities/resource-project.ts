import { defineEntity } from '@/lib/entity/types';

/**
 * 项目: a link between the resource and a project it served, with its role there and the period.
 * A link record rather than a copy: the project stays the project's (its own 资源 tab keeps what the
 * members plan); the server accepts only a project the caller may read.
 */
export const resourceProjectEntity = defineEntity({
  name: 'resourceProject',
  table: 'crm_resource_project',
  key: 'resource_project_key',
  apiBase: '/api/crm/resource/project',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'project_role',
  defaultSort: { field: 'period_start', order: 'desc' },
  parent: { entity: 'resource', foreignKey: 'resource_key', onDelete: 'cascade' },
  fields: {
    resource_key: { type: 'ref', entity: 'resource', labelField: 'resource_name', required: true, filter: true, list: { width: 180 } },
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', required: true, unique: true, uniqueWithin: 'resource_key', filter: true, list: { width: 200 } },
    project_role: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 160 } },
    period_start: { type: 'date', list: { width: 120, sortable: true } },
    period_end: { type: 'date', list: { width: 120, sortable: true }, notBefore: { field: 'period_start', message: 'entity.resourceProject.validation.periodEndBeforeStart' } },
    remark: { type: 'textarea', max: 500, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
});
