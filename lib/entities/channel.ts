import { defineEntity } from '@/lib/entity/types';

/**
 * A channel leads come through (渠道): the site, an advertising platform, a
 * partner. Leads and marketing activities name it, so its reports can compare channels.
 */
export const channelEntity = defineEntity({
  name: 'channel',
  table: 'crm_channel',
  key: 'channel_key',
  apiBase: '/api/crm/channel',
  scope: 'none',
  // Everyone entering leads picks channels; those who run the channels keep them.
  rights: { read: 'crm-clue', create: 'crm-channel', update: 'crm-channel', delete: 'crm-channel' },
  titleField: 'channel_name',
  fields: {
    channel_name: { type: 'text', required: true, unique: true, max: 50, filter: 'like', list: { width: 180 } },
    channel_type: { type: 'dict', dictCode: 'channel_type', required: true, filter: true, list: { width: 120 } },
    status: { type: 'dict', dictCode: 'enable_status', required: true, defaultValue: '1', display: 'radio', filter: true, list: { width: 90 } },
    owner: { type: 'user', creatorByDefault: true, filter: true, list: { width: 100 } },
    remark: { type: 'textarea', max: 500, list: { width: 260 }, form: { span: 2 } },
  },
});
