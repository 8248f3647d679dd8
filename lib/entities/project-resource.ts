import { defineEntity } from '@/lib/entity/types';

/**
 * A resource a project uses (资源 tab): a person, equipment, a venue, funds…, with its role on
 * the project and the period it is assigned. A plain record of the project until the resource
 * register arrives; every member of the project keeps the list.
 */
export const projectResourceEntity = defineEntity({
  name: 'projectResource',
  table: 'okr_project_resource',
  key: 'resource_key',
  apiBase: '/api/eis/restful/project/resource',
  scope: { parent: 'members' },
  rights: { read: 'project-mine' },
  titleField: 'resource_name',
  defaultSort: { field: 'period_start', order: 'asc' },
  parent: { entity: 'project', foreignKey: 'project_key', onDelete: 'cascade' },
  fields: {
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', required: true, filter: true, list: false },
    resource_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    resource_type: { type: 'dict', dictCode: 'project_resource_type', required: true, filter: true, list: { width: 100 } },
    project_role: { type: 'text', max: 100, filter: 'like', list: { width: 160 } },
    period_start: { type: 'date', required: true, list: { width: 120, sortable: true } },
    period_end: { type: 'date', required: true, list: { width: 120, sortable: true }, notBefore: { field: 'period_start', message: 'entity.projectResource.validation.periodEndBeforeStart' } },
    note: { type: 'textarea', max: 500, list: { width: 240 }, form: { span: 2 } },
  },
});
