import { defineEntity } from '@/lib/entity/types';

/** 费用记录: money spent on the resource; the resource keeps the sum as its total cost. */
export const resourceCostLogEntity = defineEntity({
  name: 'resourceCostLog',
  table: 'crm_resource_cost_log',
  key: 'cost_log_key',
  apiBase: '/api/crm/resource/costLog',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'cost_item',
  defaultSort: { field: 'cost_date', order: 'desc' },
  parent: { entity: 'resource', foreignKey: 'resource_key', onDelete: 'cascade', totals: { amount: 'total_cost' } },
  fields: {
    resource_key: { type: 'ref', entity: 'resource', labelField: 'resource_name', required: true, filter: true, list: { width: 180 } },
    cost_date: { type: 'date', required: true, startsNow: true, filter: true, list: { width: 120, sortable: true } },
    cost_item: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 180 } },
    amount: { type: 'money', required: true, min: 0, list: { width: 140, sortable: true } },
    note: { type: 'textarea', max: 500, list: { width: 240 }, form: { span: 2 } },
  },
  listTotals: ['amount'],
});
