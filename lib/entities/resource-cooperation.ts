import { defineEntity } from '@/lib/entity/types';

/** 合作记录: a piece of work done with the resource: what, when, for how much, and how it went. */
export const resourceCooperationEntity = defineEntity({
  name: 'resourceCooperation',
  table: 'crm_resource_cooperation',
  key: 'cooperation_key',
  apiBase: '/api/crm/resource/cooperative',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'subject',
  defaultSort: { field: 'start_date', order: 'desc' },
  parent: { entity: 'resource', foreignKey: 'resource_key', onDelete: 'cascade' },
  fields: {
    resource_key: { type: 'ref', entity: 'resource', labelField: 'resource_name', required: true, filter: true, list: { width: 180 } },
    subject: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    start_date: { type: 'date', required: true, list: { width: 120, sortable: true } },
    end_date: { type: 'date', list: { width: 120, sortable: true }, notBefore: { field: 'start_date', message: 'entity.resourceCooperation.validation.endBeforeStart' } },
    amount: { type: 'money', min: 0, list: { width: 140, sortable: true } },
    result: { type: 'dict', dictCode: 'resource_cooperation_result', filter: true, list: { width: 100 } },
    handler: { type: 'user', list: { width: 100 } },
    content: { type: 'textarea', max: 1000, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
  listTotals: ['amount'],
});
