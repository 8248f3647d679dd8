import { defineEntity } from '@/lib/entity/types';

/**
 * A resource the company draws on (资源): an expert, an institution or a channel, with
 * what it is good for (category, professional field, industry, tags), how to reach it, who looks
 * after it, and two figures the server keeps from its sub-records: the average of its ratings and
 * the sum of its cost log.
 */
export const resourceEntity = defineEntity({
  name: 'resource',
  table: 'crm_resource',
  key: 'resource_key',
  apiBase: '/api/crm/resource',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'resource_name',
  tabGroups: [
    { name: 'contacts', children: ['resourceContact', 'resourceCooperation', 'resourceRating', 'resourceAttachment'] },
    { name: 'business', children: ['resourceProject', 'resourcePurchase', 'resourceSupplier', 'resourceCostLog'] },
    { name: 'settings', children: ['resourceCategory', 'resourceProfessional', 'resourceTag', 'resourceIndustry', 'resourceConfigChannel'] },
  ],
  fields: {
    resource_name: { type: 'text', search: true, required: true, unique: true, max: 100, filter: 'like', list: { width: 200 } },
    resource_type: { type: 'dict', dictCode: 'resource_type', required: true, filter: true, list: { width: 90 } },
    category: { type: 'dict', dictCode: 'resource_category', filter: true, list: { width: 110 } },
    professional: { type: 'dict', dictCode: 'resource_professional', filter: true, list: { width: 110, hiddenByDefault: true } },
    industry: { type: 'dict', dictCode: 'industry', filter: true, list: { width: 100, hiddenByDefault: true } },
    tags: { type: 'multiDict', dictCode: 'resource_tag', list: { width: 180 } },
    contact_person: { type: 'text', search: true, max: 50, filter: 'like', list: { width: 100 } },
    contact_phone: { type: 'phone', list: { width: 130, hiddenByDefault: true } },
    contact_email: { type: 'email', list: { width: 180, hiddenByDefault: true } },
    region: { type: 'area', filter: true, list: { width: 160, hiddenByDefault: true } },
    avg_rating: { type: 'number', max: 5, display: 'stars', defaultValue: 0, form: false, list: { width: 150, sortable: true } },
    total_cost: { type: 'money', defaultValue: 0, form: false, list: { width: 130, sortable: true } },
    status: { type: 'dict', dictCode: 'resource_status', required: true, defaultValue: 'active', filter: true, list: { width: 90 } },
    owner: { type: 'user', creatorByDefault: true, filter: true, list: { width: 100 } },
    remark: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
  },
  listTotals: ['total_cost'],
});
