import { defineEntity } from '@/lib/entity/types';

/** A kind of project contract (合同分类): service, purchase, framework agreement, … */
export const contractCategoryEntity = defineEntity({
  name: 'contractCategory',
  table: 'okr_contract_category',
  key: 'category_key',
  apiBase: '/api/eis/restful/contract/category',
  scope: 'none',
  // Everyone with contracts reads the categories (the contract form chooses one); 合同分类 keeps them.
  rights: { read: 'project-contract', create: 'project-contract-category', update: 'project-contract-category', delete: 'project-contract-category' },
  titleField: 'category_name',
  defaultSort: { field: 'sort_no', order: 'asc' },
  fields: {
    category_name: { type: 'text', required: true, unique: true, max: 50, filter: 'like', list: { width: 200 } },
    sort_no: { type: 'number', integer: true, min: 0, max: 9999, defaultValue: 0, list: { width: 90, sortable: true } },
    description: { type: 'textarea', max: 500, list: { width: 300 }, form: { span: 2 } },
  },
});
