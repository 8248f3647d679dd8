import { defineEntity } from '@/lib/entity/types';

/** A bank account of the supplier we pay into (its number follows the account rule: docs/entities.md, "Labels"); one may be the default. */
export const supplierAccountEntity = defineEntity({
  name: 'supplierAccount',
  table: 'crm_supplier_account',
  key: 'account_key',
  apiBase: '/api/crm/supplier/account',
  scope: 'department',
  rights: { read: 'supplier' },
  titleField: 'account_name',
  parent: { entity: 'supplier', foreignKey: 'supplier_key', onDelete: 'cascade' },
  fields: {
    supplier_key: { type: 'ref', entity: 'supplier', labelField: 'supplier_name', required: true, filter: true, list: { width: 200 } },
    account_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    bank_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    account_no: { type: 'text', sensitive: 'bankAccount', required: true, max: 19, check: 'account', unique: true, uniqueWithin: 'supplier_key', filter: 'like', list: { width: 180 } },
    account_type: { type: 'dict', dictCode: 'bank_account_type', required: true, defaultValue: 'basic', filter: true, list: { width: 120 } },
    is_default: { type: 'bool', defaultValue: false, list: { width: 90 } },
  },
});
