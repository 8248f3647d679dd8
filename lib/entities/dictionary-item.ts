import { defineEntity } from '@/lib/entity/types';

/** One value/text pair of a dictionary; tree dictionaries nest items through parent_key. */
export const dictionaryItemEntity = defineEntity({
  name: 'dictionaryItem',
  table: 'sys_dict_item',
  key: 'item_key',
  label: 'entity.dictionaryItem.title',
  apiBase: '/api/eis/restful/dictionaryItem',
  scope: 'none',
  rights: { read: 'system-dict' },
  titleField: 'item_text',
  defaultSort: { field: 'sort_no', order: 'asc' },
  fields: {
    dict_key: { type: 'ref', entity: 'dictionary', labelField: 'dict_name', label: 'entity.dictionaryItem.fields.dict_key', required: true, filter: true },
    item_value: { type: 'text', label: 'entity.dictionaryItem.fields.item_value', required: true, unique: true, uniqueWithin: 'dict_key', max: 64, filter: 'like' },
    item_text: { type: 'text', label: 'entity.dictionaryItem.fields.item_text', required: true, max: 100, filter: 'like' },
    // What English-speaking users read; empty shows item_text to them too.
    item_text_en: { type: 'text', label: 'entity.dictionaryItem.fields.item_text_en', max: 100 },
    parent_key: { type: 'ref', entity: 'dictionaryItem', labelField: 'item_text', within: { field: 'dict_key', targetField: 'dict_key' }, label: 'entity.dictionaryItem.fields.parent_key', list: false },
    sort_no: { type: 'number', label: 'entity.dictionaryItem.fields.sort_no', integer: true, min: 0, max: 9999, list: { sortable: true, width: 90 } },
    status: { type: 'dict', dictCode: 'enable_status', label: 'entity.dictionaryItem.fields.status', required: true, filter: true, list: { width: 90 } },
    description: { type: 'textarea', label: 'entity.dictionaryItem.fields.description', max: 500, list: false, form: { span: 2 } },
  },
});
