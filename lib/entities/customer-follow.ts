import { defineEntity } from '@/lib/entity/types';

/**
 * A follow-up with a customer (跟进记录: spec-2 §7.1 follow log): when, how, what was said and
 * when to follow up next. The latest one is the customer's last follow-up time.
 */
export const customerFollowEntity = defineEntity({
  name: 'customerFollow',
  table: 'crm_customer_follow',
  key: 'follow_key',
  apiBase: '/api/crm/customer/follow',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'content',
  defaultSort: { field: 'follow_time', order: 'desc' },
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'cascade' },
  fields: {
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 180 } },
    follow_time: { type: 'datetime', required: true, filter: true, list: { width: 160, sortable: true } },
    follow_type: { type: 'dict', dictCode: 'follow_type', required: true, defaultValue: 'phone', filter: true, list: { width: 90 } },
    content: { type: 'textarea', required: true, max: 2000, form: { span: 2 }, list: { width: 320 } },
    next_follow_time: { type: 'datetime', list: { width: 160 } },
    follower: { type: 'user', filter: true, list: { width: 100 } },
  },
});
