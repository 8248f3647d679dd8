import { defineEntity } from '@/lib/entity/types';

/**
 * A document kept for the supplier (营业执照, 资质证书, 审计报告…) with its file and the date it
 * runs out, so an expired qualification can be found by the list's filter.
 */
export const supplierAttachmentEntity = defineEntity({
  name: 'supplierAttachment',
  table: 'crm_supplier_attachment',
  key: 'attachment_key',
  apiBase: '/api/crm/supplier/attachment',
  scope: 'department',
  rights: { read: 'supplier' },
  titleField: 'file_title',
  parent: { entity: 'supplier', foreignKey: 'supplier_key', onDelete: 'cascade' },
  fields: {
    supplier_key: { type: 'ref', entity: 'supplier', labelField: 'supplier_name', required: true, filter: true, list: { width: 200 } },
    file_title: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    attachment_type: { type: 'dict', dictCode: 'supplier_attachment_type', required: true, filter: true, list: { width: 110 } },
    file: { type: 'file', required: true, maxCount: 1, list: { width: 200 }, form: { span: 2 } },
    valid_until: { type: 'date', filter: true, list: { width: 120, sortable: true } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
