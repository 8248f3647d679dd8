import { defineEntity } from '@/lib/entity/types';

/**
 * A contract signed with the customer, with its scanned copy. A finance record: a customer with
 * live contracts cannot be deleted (the contracts are ended or deleted first).
 */
export const customerContractEntity = defineEntity({
  name: 'customerContract',
  table: 'crm_customer_contract',
  key: 'contract_key',
  apiBase: '/api/crm/customer/contract',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'contract_name',
  listTotals: ['amount'],
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'refuse' },
  fields: {
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 180 } },
    contract_no: { type: 'text', required: true, unique: true, max: 50, filter: 'like', list: { width: 150 } },
    contract_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    signed_date: { type: 'date', filter: true, list: { width: 110, sortable: true } },
    start_date: { type: 'date', list: { width: 110 } },
    end_date: { type: 'date', list: { width: 110, sortable: true } },
    amount: { type: 'money', min: 0, list: { width: 130, sortable: true } },
    status: { type: 'dict', dictCode: 'contract_status', required: true, defaultValue: 'draft', filter: true, list: { width: 90 } },
    attachment: { type: 'file', maxCount: 1, list: { width: 160 }, form: { span: 2 } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
