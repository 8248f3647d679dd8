import { defineEntity } from '@/lib/entity/types';

/** A bank account of the customer (for settlement and invoices); one may be the default. */
export const customerAccountEntity = defineEntity({
  name: 'customerAccount',
  table: 'crm_customer_account',
  key: 'account_key',
  apiBase: '/api/crm/customer/account',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'account_name',
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'cascade' },
  fields: {
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 180 } },
    account_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    bank_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    account_no: { type: 'text', sensitive: 'bankAccount', required: true, max: 19, check: 'account', unique: true, uniqueWithin: 'customer_key', filter: 'like', list: { width: 180 } },
    account_type: { type: 'dict', dictCode: 'bank_account_type', required: true, defaultValue: 'basic', filter: true, list: { width: 120 } },
    is_default: { type: 'bool', defaultValue: false, list: { width: 90 } },
  },
});
