import { defineEntity } from '@/lib/entity/types';

/** 联系人: a person at the resource (an institution's partner, an expert's assistant). */
export const resourceContactEntity = defineEntity({
  name: 'resourceContact',
  table: 'crm_resource_contact',
  key: 'contact_key',
  apiBase: '/api/crm/resource/contact',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'contact_name',
  parent: { entity: 'resource', foreignKey: 'resource_key', onDelete: 'cascade' },
  fields: {
    resource_key: { type: 'ref', entity: 'resource', labelField: 'resource_name', required: true, filter: true, list: { width: 180 } },
    contact_name: { type: 'text', required: true, max: 50, filter: 'like', list: { width: 110 } },
    job_title: { type: 'text', max: 50, filter: 'like', list: { width: 120 } },
    mobile: { type: 'phone', sensitive: 'phone', required: true, filter: 'like', list: { width: 130 } },
    email: { type: 'email', sensitive: 'email', list: { width: 180 } },
    wechat: { type: 'text', max: 50, list: { hiddenByDefault: true } },
    is_primary: { type: 'bool', defaultValue: false, list: { width: 90 } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
