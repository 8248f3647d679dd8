import { defineEntity } from '@/lib/entity/types';

/** A project's other fee (其他费用): travel, entertainment, outsourcing and the like, as spent. */
export const otherFeeEntity = defineEntity({
  name: 'otherFee',
  table: 'okr_other_fee',
  key: 'other_fee_key',
  apiBase: '/api/eis/restful/otherFee',
  scope: { parent: 'members' },
  rights: { read: 'okr-budget-other' },
  titleField: 'fee_name',
  parent: { entity: 'project', foreignKey: 'project_key', onDelete: 'refuse' },
  defaultSort: { field: 'fee_date', order: 'desc' },
  fields: {
    fee_name: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    category: { type: 'dict', dictCode: 'other_fee_category', required: true, filter: true, list: { width: 110 } },
    project_key: { type: 'ref', entity: 'project', labelField: 'project_name', required: true, filter: true, list: { width: 220 } },
    amount: { type: 'money', required: true, min: 0.01, max: 9_999_999_999, list: { width: 140, sortable: true } },
    fee_date: { type: 'date', required: true, startsNow: true, filter: true, list: { width: 120, sortable: true } },
    payer: { type: 'user', required: true, filter: true, list: { width: 110 } },
    note: { type: 'textarea', max: 500, list: { width: 200 }, form: { span: 2 } },
    attachments: { type: 'file', maxCount: 5, list: false, form: { span: 2 } },
  },
  listTotals: ['amount'],
});
