import { defineEntity } from '@/lib/entity/types';

/**
 * 标签: a tag given to the resource with who gave it, when and why (the resource's `tags` field is
 * the quick set shown in its list; these records keep the reasons).
 */
export const resourceTagEntity = defineEntity({
  name: 'resourceTag',
  table: 'crm_resource_tag',
  key: 'tag_key',
  apiBase: '/api/crm/resource/tags',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'tag',
  parent: { entity: 'resource', foreignKey: 'resource_key', onDelete: 'cascade' },
  fields: {
    resource_key: { type: 'ref', entity: 'resource', labelField: 'resource_name', required: true, filter: true, list: { width: 180 } },
    tag: { type: 'dict', dictCode: 'resource_tag', required: true, unique: true, uniqueWithin: 'resource_key', filter: true, list: { width: 120 } },
    reason: { type: 'text', max: 200, list: { width: 240 }, form: { span: 2 } },
    tagged_by: { type: 'user', onCreate: 'caller', form: false, list: { width: 100 } },
    tagged_time: { type: 'datetime', onCreate: 'now', form: false, list: { width: 160 } },
  },
});
