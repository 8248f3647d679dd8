import { defineEntity } from '@/lib/entity/types';

/**
 * A project's settlement statement (结算单): what was settled with the customer for a period,
 * numbered by its rule (JS-day-sequence), possibly under one of the project's contracts. A draft
 * goes through the 结算审批 (finance confirms it); the outcome confirms it (已确认) or returns it
 * to be fixed and submitted again. A confirmed settlement is never changed or deleted.
 */
export const settlementEntity = defineEntity({
  name: 'settlement',
  table: 'okr_settlement',
  key: 'settlement_key',
  apiBase: '/api/eis/restful/settlement',
  scope: { parent: 'members' },
  rights: { read: 'project-settlement' },
  titleField: 'settlement_name',
  parent: { entity: 'project', foreignKey: 'project_key', onDelete: 'refuse', copies: { customer_key: 'customer_key', customer_name: 'customer_name' } },
  numbering: { field: 'settlement_code', prefix: 'JS' },
  listTotals: ['amount'],
  fields: {
    settlement_code: { type: 'text', max: 32, unique: true, form: false, filter: 'like', list: { width: 170 } },
    settlement_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', required: true, filter: true, list: { width: 220 } },
    contract_key: { type: 'ref', entity: 'contract', labelField: 'contract_name', within: { field: 'project_key', targetField: 'project_key', message: 'entity.settlement.validation.contractOfAnotherProject' }, list: { width: 200, hiddenByDefault: true } },
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', form: false, list: false, detail: false },
    customer_name: { type: 'text', max: 100, form: false, filter: 'like', list: { width: 200, hiddenByDefault: true } },
    period_start: { type: 'date', required: true, filter: true, list: { width: 120 } },
    period_end: { type: 'date', required: true, list: { width: 120 }, notBefore: { field: 'period_start', message: 'entity.settlement.validation.periodEndBeforeStart' } },
    amount: { type: 'money', required: true, min: 0, max: 9_999_999_999, list: { width: 150, sortable: true } },
    status: { type: 'dict', dictCode: 'settlement_status', required: true, defaultValue: 'DRAFT', form: false, filter: true, list: { width: 90 } },
    remark: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
  },
  transitions: {
    field: 'status',
    allowed: { DRAFT: ['PROGRESS'], PROGRESS: ['CONFIRMED', 'RETURNED', 'DRAFT'], RETURNED: ['PROGRESS'], CONFIRMED: [] },
  },
  readOnlyWhile: [{ field: 'status', values: ['CONFIRMED'], message: 'entity.settlement.validation.confirmed' }],
  // 结算审批 (the demo model 'wf-model-settlement-approval'): finance confirms it; a return ends it as 已退回.
  approval: {
    bizType: 'settlement',
    modelKey: 'wf-model-settlement-approval',
    from: ['DRAFT', 'RETURNED'],
    statuses: { RUNNING: 'PROGRESS', APPROVED: 'CONFIRMED', REJECTED: 'RETURNED', CANCELED: 'DRAFT' },
    formData: { settlement_name: 'settlement_name', customer_name: 'customer_name', amount: 'amount' },
  },
});
