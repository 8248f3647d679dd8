import { defineEntity } from '@/lib/entity/types';

/**
 * A further file of a supplier contract besides its signed copy (the "contract
 * attachment" calls): an annex, an amendment, a quotation sheet. Lives and dies with its contract; shown
 * as a tab of the contract's detail.
 */
export const supplierContractAttachmentEntity = defineEntity({
  name: 'supplierContractAttachment',
  table: 'crm_supplier_contract_attachment',
  key: 'contract_attachment_key',
  apiBase: '/api/crm/supplier/contract/attachment',
  scope: 'department',
  rights: { read: 'supplier' },
  titleField: 'file_title',
  parent: { entity: 'supplierContract', foreignKey: 'contract_key', onDelete: 'cascade' },
  fields: {
    contract_key: { type: 'ref', entity: 'supplierContract', labelField: 'contract_name', required: true, filter: true, list: { width: 200 } },
    file_title: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    attachment_type: { type: 'dict', dictCode: 'contract_attachment_type', required: true, defaultValue: 'annex', filter: true, list: { width: 110 } },
    file: { type: 'file', required: true, maxCount: 1, list: { width: 200 }, form: { span: 2 } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
