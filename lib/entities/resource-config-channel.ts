import { defineEntity } from '@/lib/entity/types';

/**
 * 渠道配置: a channel through which the resource is reached or engaged (a referring firm, a
 * platform, an association), the person there and the fee that channel takes (percent). Unlike
 * the category records it says how we get to the resource, not what it is.
 */
export const resourceConfigChannelEntity = defineEntity({
  name: 'resourceConfigChannel',
  table: 'crm_resource_config_channel',
  key: 'channel_config_key',
  apiBase: '/api/crm/resource/config/channel',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'channel',
  parent: { entity: 'resource', foreignKey: 'resource_key', onDelete: 'cascade' },
  fields: {
    resource_key: { type: 'ref', entity: 'resource', labelField: 'resource_name', required: true, filter: true, list: { width: 180 } },
    channel: { type: 'dict', dictCode: 'resource_channel', required: true, filter: true, list: { width: 110 } },
    channel_contact: { type: 'text', max: 50, filter: 'like', list: { width: 120 } },
    channel_phone: { type: 'phone', list: { width: 130 } },
    fee_rate: { type: 'number', min: 0, max: 100, list: { width: 120, sortable: true } },
    is_preferred: { type: 'bool', defaultValue: false, list: { width: 90 } },
    remark: { type: 'textarea', max: 500, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
});
