import { defineEntity } from '@/lib/entity/types';

/**
 * A quote (报价) made out to a project's customer: its lines (lib/entities/quote-line.ts) add up to
 * its total on the server. A draft is committed for the 报价审批, whose outcome approves it or
 * returns it; a returned quote is fixed and committed again. Committed and approved quotes stay as
 * they were (their lines too); only drafts and returned ones are deleted. Whoever reads the project
 * reads its quotes, and every member keeps them.
 */
export const quoteEntity = defineEntity({
  name: 'quote',
  table: 'okr_quote',
  key: 'quote_key',
  apiBase: '/api/eis/restful/pricing',
  scope: { parent: 'members' },
  rights: { read: 'project-price' },
  titleField: 'quote_name',
  listTotals: ['total_amount'],
  parent: { entity: 'project', foreignKey: 'project_key', onDelete: 'refuse', copies: { customer_key: 'customer_key', customer_name: 'customer_name' } },
  numbering: { field: 'quote_code', prefix: 'BJ' },
  fields: {
    quote_code: { type: 'text', max: 32, unique: true, form: false, filter: 'like', list: { width: 170 } },
    quote_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 220 } },
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', required: true, filter: true, list: { width: 220 } },
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', form: false, list: false, detail: false },
    customer_name: { type: 'text', max: 100, form: false, filter: 'like', list: { width: 220 } },
    valid_until: { type: 'date', required: true, filter: true, list: { width: 120, sortable: true } },
    total_amount: { type: 'money', defaultValue: 0, form: false, list: { width: 150, sortable: true } },
    status: { type: 'dict', dictCode: 'quote_status', required: true, defaultValue: 'DRAFT', form: false, filter: true, list: { width: 90 } },
    remark: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
  },
  transitions: {
    field: 'status',
    allowed: { DRAFT: ['PROGRESS'], PROGRESS: ['APPROVED', 'RETURNED', 'DRAFT'], RETURNED: ['PROGRESS'], APPROVED: [] },
  },
  readOnlyWhile: [{ field: 'status', values: ['PROGRESS', 'APPROVED'], message: 'entity.quote.validation.readOnly' }],
  // 报价审批 (the demo model 'wf-model-quote-approval'): finance reviews it; a return ends it as 已退回.
  approval: {
    bizType: 'quote',
    modelKey: 'wf-model-quote-approval',
    from: ['DRAFT', 'RETURNED'],
    statuses: { RUNNING: 'PROGRESS', APPROVED: 'APPROVED', REJECTED: 'RETURNED', CANCELED: 'DRAFT' },
    formData: { quote_name: 'quote_name', customer_name: 'customer_name', amount: 'total_amount' },
    calls: { submit: 'commit', check: 'check' },
  },
});
