import { defineEntity } from '@/lib/entity/types';

/**
 * A purchase (采购) from the supplier: what is bought, for how much, when. Numbered CG-day-sequence
 * when first saved. A draft is submitted for the 采购审批 (the applicant's department leader, then
 * finance; large amounts go on to the general manager); its status follows only the outcome. A
 * purchase in approval or approved is read-only; a returned one is fixed and submitted again.
 */
export const supplierPurchaseEntity = defineEntity({
  name: 'supplierPurchase',
  table: 'crm_supplier_purchase',
  key: 'purchase_key',
  apiBase: '/api/crm/supplier/purchase',
  scope: 'department',
  rights: { read: 'supplier' },
  titleField: 'purchase_name',
  parent: { entity: 'supplier', foreignKey: 'supplier_key', onDelete: 'refuse', copies: { supplier_name: 'supplier_name' } },
  numbering: { field: 'purchase_code', prefix: 'CG' },
  listTotals: ['amount'],
  fields: {
    purchase_code: { type: 'text', max: 32, unique: true, form: false, filter: 'like', list: { width: 170 } },
    purchase_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    supplier_key: { type: 'ref', entity: 'supplier', labelField: 'supplier_name', required: true, filter: true, list: { width: 200 } },
    status: { type: 'dict', dictCode: 'purchase_status', required: true, defaultValue: 'DRAFT', form: false, filter: true, list: { width: 90 } },
    supplier_name: { type: 'text', max: 100, form: false, list: false, detail: false },
    items: { type: 'textarea', required: true, max: 1000, list: { width: 200 }, form: { span: 2 } },
    amount: { type: 'money', required: true, min: 0.01, max: 9_999_999_999, list: { width: 140, sortable: true } },
    purchase_date: { type: 'date', required: true, startsNow: true, filter: true, list: { width: 120, sortable: true } },
    delivery_date: { type: 'date', notBefore: { field: 'purchase_date', message: 'entity.supplierPurchase.validation.deliveryBeforePurchase' }, list: { width: 120, hiddenByDefault: true } },
    purchaser: { type: 'user', filter: true, list: { width: 100 } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
  transitions: {
    field: 'status',
    allowed: { DRAFT: ['PROGRESS'], PROGRESS: ['APPROVED', 'RETURNED', 'DRAFT'], RETURNED: ['PROGRESS'], APPROVED: [] },
  },
  readOnlyWhile: [{ field: 'status', values: ['PROGRESS', 'APPROVED'], message: 'entity.supplierPurchase.validation.readOnly' }],
  // 采购审批 (the demo model 'wf-model-purchase-approval'): a return ends it as 已退回.
  approval: {
    bizType: 'supplierPurchase',
    modelKey: 'wf-model-purchase-approval',
    from: ['DRAFT', 'RETURNED'],
    statuses: { RUNNING: 'PROGRESS', APPROVED: 'APPROVED', REJECTED: 'RETURNED', CANCELED: 'DRAFT' },
    formData: { purchase_name: 'purchase_name', supplier_name: 'supplier_name', amount: 'amount' },
  },
});
