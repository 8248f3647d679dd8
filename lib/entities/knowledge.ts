import { defineEntity } from '@/lib/entity/types';

/**
 * An article of the knowledge base (知识库): a title in a category, rich text (sanitised like news)
 * and attachments. The list's 关键词 searches title and body with PostgreSQL text search (`search`,
 * lib/entity/features/full-text/full-text.ts), Chinese included. Opening an article (its detail) counts a read; the
 * list does not.
 */
export const knowledgeEntity = defineEntity({
  name: 'knowledge',
  table: 'crm_knowledge',
  key: 'knowledge_key',
  apiBase: '/api/crm/knowledge',
  scope: 'department',
  rights: { read: 'crm-knowledge' },
  titleField: 'title',
  search: { fields: ['title', 'content'] },
  fields: {
    title: { type: 'text', search: true, required: true, max: 100, filter: 'like', list: { width: 280 } },
    category_key: { type: 'ref', entity: 'knowledgeCategory', labelField: 'category_name', required: true, filter: true, list: { width: 160 } },
    content: { type: 'richText', required: true, list: false, form: { span: 2 } },
    attachments: { type: 'file', maxCount: 5, list: false, form: { span: 2 } },
    read_count: { type: 'number', integer: true, defaultValue: 0, form: false, list: { width: 100, sortable: true } },
  },
});
