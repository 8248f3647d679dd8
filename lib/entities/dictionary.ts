import { defineEntity } from '@/lib/entity/types';

/** A dictionary (数据字典): a code naming a list (or tree) of value/text items. */
export const dictionaryEntity = defineEntity({
  name: 'dictionary',
  table: 'sys_dict',
  key: 'dict_key',
  label: 'entity.dictionary.title',
  apiBase: '/api/eis/restful/dictionary',
  scope: 'none',
  rights: { read: 'system-dict' },
  titleField: 'dict_name',
  fields: {
    dict_code: { type: 'text', label: 'entity.dictionary.fields.dict_code', required: true, unique: true, max: 64, filter: 'like', pattern: { regex: '^[A-Za-z][A-Za-z0-9_]*$', message: 'entity.dictionary.codePattern' } },
    dict_name: { type: 'text', label: 'entity.dictionary.fields.dict_name', required: true, max: 64, filter: 'like' },
    tree: { type: 'bool', label: 'entity.dictionary.fields.tree', list: { width: 90 } },
    description: { type: 'textarea', label: 'entity.dictionary.fields.description', max: 500, list: false, form: { span: 2 } },
  },
  children: [{ entity: 'dictionaryItem', foreignKey: 'dict_key', label: 'entity.dictionaryItem.title' }],
});
