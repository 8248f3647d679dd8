import { defineEntity } from '@/lib/entity/types';

/**
 * A project's contract (合同) with the project's customer, numbered by its rule (HT-day-sequence),
 * of a category, possibly after one of the project's quotes, with its signed copies. It goes
 * through the 合同审批 (a countersign); once in force it is archived, and an archived contract is
 * never changed or deleted. Whoever reads the project reads its contracts; every member keeps them.
 */
export const contractEntity = defineEntity({
  name: 'contract',
  table: 'okr_contract',
  key: 'contract_key',
  apiBase: '/api/eis/restful/contract',
  scope: { parent: 'members' },
  rights: { read: 'project-contract' },
  titleField: 'contract_name',
  listTotals: ['amount'],
  parent: { entity: 'project', foreignKey: 'project_key', onDelete: 'refuse', copies: { customer_key: 'customer_key', customer_name: 'customer_name' } },
  numbering: { field: 'contract_code', prefix: 'HT' },
  fields: {
    contract_code: { type: 'text', search: true, max: 32, unique: true, form: false, filter: 'like', list: { width: 170 } },
    contract_name: { type: 'text', search: true, required: true, max: 100, filter: 'like', list: { width: 220 } },
    category_key: { type: 'ref', entity: 'contractCategory', labelField: 'category_name', required: true, filter: true, list: { width: 120 } },
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', required: true, filter: true, list: { width: 220 } },
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', form: false, list: false, detail: false },
    customer_name: { type: 'text', search: true, max: 100, form: false, filter: 'like', list: { width: 220 } },
    quote_key: { type: 'ref', entity: 'quote', labelField: 'quote_name', within: { field: 'project_key', targetField: 'project_key', message: 'entity.contract.validation.quoteOfAnotherProject' }, list: { width: 180, hiddenByDefault: true } },
    amount: { type: 'money', required: true, min: 0, max: 9_999_999_999, list: { width: 150, sortable: true } },
    sign_date: { type: 'date', filter: true, list: { width: 120, sortable: true } },
    status: { type: 'dict', dictCode: 'project_contract_status', required: true, defaultValue: 'DRAFT', form: false, filter: true, list: { width: 90 } },
    archive_time: { type: 'datetime', form: false, list: { width: 160, hiddenByDefault: true } },
    attachments: { type: 'file', maxCount: 5, list: false, form: { span: 2 } },
    remark: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
  },
  transitions: {
    field: 'status',
    allowed: { DRAFT: ['PROGRESS'], PROGRESS: ['APPROVED', 'RETURNED', 'DRAFT'], RETURNED: ['PROGRESS'], APPROVED: ['ARCHIVED'], ARCHIVED: [] },
    stamps: { ARCHIVED: 'archive_time' },
  },
  readOnlyWhile: [
    // A contract in force or archived still takes its invoices.
    { field: 'status', values: ['APPROVED'], message: 'entity.contract.validation.approved', openTo: ['invoice'] },
    { field: 'status', values: ['ARCHIVED'], message: 'entity.contract.validation.archived', openTo: ['invoice'] },
  ],
  actions: {
    archive: { where: ['row'], from: { field: 'status', values: ['APPROVED'] }, set: { status: { value: 'ARCHIVED' } } },
  },
  // 合同审批 (the demo model 'wf-model-contract-approval'): the leader and finance countersign it.
  approval: {
    bizType: 'contract',
    modelKey: 'wf-model-contract-approval',
    from: ['DRAFT', 'RETURNED'],
    statuses: { RUNNING: 'PROGRESS', APPROVED: 'APPROVED', REJECTED: 'RETURNED', CANCELED: 'DRAFT' },
    formData: { contract_name: 'contract_name', customer_name: 'customer_name', amount: 'amount' },
  },
});
