import { defineEntity } from '@/lib/entity/types';

/** A channel the customer is served through, the person there, and the commission it earns (percent). */
export const customerConfigChannelEntity = defineEntity({
  name: 'customerConfigChannel',
  table: 'crm_customer_config_channel',
  key: 'channel_key',
  apiBase: '/api/crm/customer/config/channel',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'channel',
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'cascade' },
  fields: {
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 180 } },
    channel: { type: 'dict', dictCode: 'customer_channel', required: true, filter: true, list: { width: 110 } },
    channel_contact: { type: 'text', max: 50, filter: 'like', list: { width: 120 } },
    commission_rate: { type: 'number', min: 0, max: 100, list: { width: 140, sortable: true } },
    remark: { type: 'textarea', max: 500, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
});
