import { defineEntity } from '@/lib/entity/types';

/**
 * A marketing activity (市场活动): an exhibition, a seminar, a campaign,
 * run through a channel over some days with a budget. Leads it brings name it.
 */
export const activityEntity = defineEntity({
  name: 'activity',
  table: 'crm_activity',
  key: 'activity_key',
  apiBase: '/api/crm/activity',
  scope: 'none',
  rights: { read: 'crm-clue', create: 'crm-activity', update: 'crm-activity', delete: 'crm-activity' },
  titleField: 'activity_name',
  defaultSort: { field: 'start_date', order: 'desc' },
  fields: {
    activity_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 220 } },
    activity_type: { type: 'dict', dictCode: 'activity_type', required: true, filter: true, list: { width: 110 } },
    channel_key: { type: 'ref', entity: 'channel', labelField: 'channel_name', filter: true, list: { width: 140 } },
    start_date: { type: 'date', required: true, filter: true, list: { width: 120, sortable: true } },
    end_date: { type: 'date', required: true, list: { width: 120 } },
    budget: { type: 'money', min: 0, list: { width: 130, sortable: true } },
    status: { type: 'dict', dictCode: 'activity_status', required: true, defaultValue: 'planned', filter: true, list: { width: 90 } },
    owner: { type: 'user', creatorByDefault: true, filter: true, list: { width: 100 } },
    content: { type: 'textarea', max: 2000, list: false, form: { span: 2 } },
  },
});
