import { defineEntity } from '@/lib/entity/types';

/**
 * A category of the knowledge base (知识分类). Categories form a tree through their parent; the
 * tree call (`GET /api/crm/knowledge/category/tree`) answers it nested. A category with live
 * articles or sub-categories is not deleted.
 */
export const knowledgeCategoryEntity = defineEntity({
  name: 'knowledgeCategory',
  table: 'crm_knowledge_category',
  key: 'category_key',
  apiBase: '/api/crm/knowledge/category',
  scope: 'department',
  rights: { read: 'crm-knowledge' },
  titleField: 'category_name',
  defaultSort: { field: 'sort_no', order: 'asc' },
  fields: {
    category_name: { type: 'text', required: true, max: 64, filter: 'like', list: { width: 200 } },
    parent_key: { type: 'ref', entity: 'knowledgeCategory', labelField: 'category_name', filter: true, list: { width: 200 } },
    sort_no: { type: 'number', integer: true, min: 0, max: 9999, defaultValue: 0, list: { width: 80, sortable: true } },
    description: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
