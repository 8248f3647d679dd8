import { defineEntity } from '@/lib/entity/types';

/**
 * 采购: a request to buy the resource's service (a report, a day of an expert's time): quantity
 * times unit price, the server working out the amount; moved from 草稿 through 已提交 to 已采购 or
 * 已取消 without an approval.
 */
export const resourcePurchaseEntity = defineEntity({
  name: 'resourcePurchase',
  table: 'crm_resource_purchase',
  key: 'purchase_key',
  apiBase: '/api/crm/resource/purchase',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'purchase_title',
  defaultSort: { field: 'purchase_date', order: 'desc' },
  parent: { entity: 'resource', foreignKey: 'resource_key', onDelete: 'cascade' },
  fields: {
    resource_key: { type: 'ref', entity: 'resource', labelField: 'resource_name', required: true, filter: true, list: { width: 180 } },
    purchase_title: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    purchase_date: { type: 'date', required: true, startsNow: true, list: { width: 120, sortable: true } },
    quantity: { type: 'number', integer: true, required: true, min: 1, list: { width: 90 } },
    unit_price: { type: 'money', required: true, min: 0, list: { width: 130 } },
    amount: { type: 'money', formula: { times: ['quantity', 'unit_price'] }, list: { width: 140, sortable: true } },
    status: { type: 'dict', dictCode: 'resource_purchase_status', required: true, defaultValue: 'draft', filter: true, list: { width: 90 } },
    requester: { type: 'user', onCreate: 'caller', form: false, list: { width: 100 } },
    reason: { type: 'textarea', max: 500, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
  transitions: {
    field: 'status',
    allowed: { draft: ['submitted', 'canceled'], submitted: ['purchased', 'canceled', 'draft'], purchased: [], canceled: ['draft'] },
  },
  listTotals: ['amount'],
});
