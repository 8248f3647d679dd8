import { defineEntity } from '@/lib/entity/types';

/**
 * A contract signed with the supplier (采购框架协议, 服务合同…) with its signed copy. A finance
 * record: a supplier with live contracts is not deleted. Further files of a contract (annexes,
 * amendments) are its attachments (supplierContractAttachment).
 */
export const supplierContractEntity = defineEntity({
  name: 'supplierContract',
  table: 'crm_supplier_contract',
  key: 'contract_key',
  apiBase: '/api/crm/supplier/contract',
  scope: 'department',
  rights: { read: 'supplier' },
  titleField: 'contract_name',
  parent: { entity: 'supplier', foreignKey: 'supplier_key', onDelete: 'refuse' },
  listTotals: ['amount'],
  fields: {
    supplier_key: { type: 'ref', entity: 'supplier', labelField: 'supplier_name', required: true, filter: true, list: { width: 200 } },
    contract_no: { type: 'text', required: true, unique: true, max: 50, filter: 'like', list: { width: 150 } },
    contract_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    signed_date: { type: 'date', filter: true, list: { width: 110, sortable: true } },
    start_date: { type: 'date', list: { width: 110 } },
    end_date: { type: 'date', notBefore: { field: 'start_date', message: 'entity.supplierContract.validation.endBeforeStart' }, list: { width: 110, sortable: true } },
    amount: { type: 'money', min: 0, max: 9_999_999_999, list: { width: 140, sortable: true } },
    status: { type: 'dict', dictCode: 'contract_status', required: true, defaultValue: 'draft', filter: true, list: { width: 90 } },
    attachment: { type: 'file', maxCount: 1, list: { width: 160 }, form: { span: 2 } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
