import { defineEntity } from '@/lib/entity/types';

/**
 * A word on the supplier (评价 with a score after a delivery, or a plain 备注): who wrote it and when
 * is set by the server; it shows on the supplier's timeline.
 */
export const supplierCommentEntity = defineEntity({
  name: 'supplierComment',
  table: 'crm_supplier_comment',
  key: 'comment_key',
  apiBase: '/api/crm/supplier/comment',
  scope: 'department',
  rights: { read: 'supplier' },
  titleField: 'content',
  defaultSort: { field: 'comment_time', order: 'desc' },
  parent: { entity: 'supplier', foreignKey: 'supplier_key', onDelete: 'cascade' },
  timeline: { time: 'comment_time', who: 'author', tag: 'comment_type', text: 'content' },
  fields: {
    supplier_key: { type: 'ref', entity: 'supplier', labelField: 'supplier_name', required: true, filter: true, list: { width: 200 } },
    comment_type: { type: 'dict', dictCode: 'supplier_comment_type', required: true, defaultValue: 'evaluation', filter: true, list: { width: 90 } },
    score: { type: 'number', integer: true, min: 1, max: 5, list: { width: 80, sortable: true } },
    content: { type: 'textarea', required: true, max: 1000, form: { span: 2 }, list: { width: 360 } },
    author: { type: 'user', form: false, onCreate: 'caller', filter: true, list: { width: 100 } },
    comment_time: { type: 'datetime', form: false, onCreate: 'now', list: { width: 160, sortable: true } },
  },
});
