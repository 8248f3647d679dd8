import { defineEntity } from '@/lib/entity/types';

/** 附件: files kept for the resource (its qualification certificates, agreements, reports). */
export const resourceAttachmentEntity = defineEntity({
  name: 'resourceAttachment',
  table: 'crm_resource_attachment',
  key: 'attachment_key',
  apiBase: '/api/crm/resource/attachment',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'title',
  parent: { entity: 'resource', foreignKey: 'resource_key', onDelete: 'cascade' },
  fields: {
    resource_key: { type: 'ref', entity: 'resource', labelField: 'resource_name', required: true, filter: true, list: { width: 180 } },
    title: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    attachment_type: { type: 'dict', dictCode: 'resource_attachment_type', filter: true, list: { width: 110 } },
    files: { type: 'file', required: true, maxCount: 5, list: { width: 200 }, form: { span: 2 } },
    remark: { type: 'textarea', max: 500, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
});
