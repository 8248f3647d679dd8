import { defineEntity } from '@/lib/entity/types';
import { MESSAGE_CATEGORY_RIGHT } from './message-category';

/** News categories: one tab each in the message drawer's news panel, in sort order. */
export const newsCategoryEntity = defineEntity({
  name: 'newsCategory',
  table: 'biz_news_category',
  key: 'news_category_key',
  label: 'entity.newsCategory.title',
  apiBase: '/api/eis/restful/news/category',
  scope: 'none',
  rights: { read: MESSAGE_CATEGORY_RIGHT },
  titleField: 'category_name',
  defaultSort: { field: 'sort_no', order: 'asc' },
  // The public news page shows the categories as tabs and names each article's category.
  publicContent: 'news',
  fields: {
    category_name: { type: 'text', label: 'entity.newsCategory.fields.category_name', required: true, unique: true, max: 64, filter: 'like' },
    sort_no: { type: 'number', label: 'entity.newsCategory.fields.sort_no', integer: true, min: 0, max: 9999, defaultValue: 0, list: { sortable: true, width: 100 } },
  },
});
