import { defineEntity } from '@/lib/entity/types';

/**
 * An invoice (发票) of a project's contract: issued to the customer or received from a supplier,
 * of a type (增值税专用发票, 普通发票, …), for an amount without tax at a tax rate. Its tax and its
 * total are worked out by the server to the cent (the total is always the amount plus the tax).
 * It is reached as its contract is, so as its project is; a contract in force or archived still
 * takes invoices. The scan is kept as an attachment.
 */
export const invoiceEntity = defineEntity({
  name: 'invoice',
  table: 'okr_invoice',
  key: 'invoice_key',
  apiBase: '/api/eis/restful/invoice',
  scope: { parent: 'members' },
  rights: { read: 'project-invoice' },
  titleField: 'invoice_no',
  defaultSort: { field: 'issue_date', order: 'desc' },
  parent: {
    entity: 'contract', foreignKey: 'contract_key', onDelete: 'refuse',
    copies: { project_key: 'project_key', customer_name: 'customer_name' },
  },
  listTotals: ['amount', 'tax_amount', 'total_amount'],
  fields: {
    invoice_no: { type: 'text', required: true, max: 32, filter: 'like', list: { width: 150 } },
    direction: { type: 'dict', dictCode: 'invoice_direction', required: true, defaultValue: 'OUT', filter: true, list: { width: 110 } },
    invoice_type: { type: 'dict', dictCode: 'invoice_type', required: true, filter: true, list: { width: 150 } },
    amount: { type: 'money', required: true, min: 0, max: 9_999_999_999, list: { width: 140, sortable: true } },
    tax_rate: { type: 'number', required: true, min: 0, max: 100, defaultValue: 6, list: { width: 90 } },
    tax_amount: { type: 'money', formula: { times: ['amount', { percent: 'tax_rate' }] }, list: { width: 130 } },
    total_amount: { type: 'money', formula: { times: ['amount', { percentOn: 'tax_rate' }] }, list: { width: 150, sortable: true } },
    issue_date: { type: 'date', required: true, startsNow: true, filter: true, list: { width: 120, sortable: true } },
    contract_key: { type: 'ref', entity: 'contract', labelField: 'contract_name', required: true, filter: true, list: { width: 200 } },
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', form: false, filter: true, list: { width: 200, hiddenByDefault: true } },
    customer_name: { type: 'text', max: 100, form: false, list: { width: 200, hiddenByDefault: true } },
    attachments: { type: 'file', maxCount: 3, list: false, form: { span: 2 } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
