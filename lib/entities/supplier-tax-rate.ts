import { defineEntity } from '@/lib/entity/types';

/**
 * A tax rate the supplier invoices at (增值税专用发票 6%, from a date to a date): what a purchase's
 * invoice is checked against. The end of a period does not come before its start.
 */
export const supplierTaxRateEntity = defineEntity({
  name: 'supplierTaxRate',
  table: 'crm_supplier_tax_rate',
  key: 'tax_rate_key',
  apiBase: '/api/crm/supplier/taxRate',
  scope: 'department',
  rights: { read: 'supplier' },
  titleField: 'tax_type',
  parent: { entity: 'supplier', foreignKey: 'supplier_key', onDelete: 'cascade' },
  fields: {
    supplier_key: { type: 'ref', entity: 'supplier', labelField: 'supplier_name', required: true, filter: true, list: { width: 200 } },
    tax_type: { type: 'dict', dictCode: 'supplier_tax_type', required: true, filter: true, list: { width: 150 } },
    rate: { type: 'number', required: true, min: 0, max: 100, list: { width: 100, sortable: true } },
    valid_from: { type: 'date', required: true, filter: true, list: { width: 120, sortable: true } },
    valid_to: { type: 'date', notBefore: { field: 'valid_from', message: 'entity.supplierTaxRate.validation.validToBeforeFrom' }, list: { width: 120, sortable: true } },
    remark: { type: 'textarea', max: 500, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
});
