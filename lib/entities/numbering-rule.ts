import { defineEntity } from '@/lib/entity/types';

/**
 * A numbering rule as an administrator set it (编号规则): for one numbered kind of record (quote,
 * contract, settlement, accounting voucher, …) its prefix, how much of the date it carries and the
 * digits of its sequence. A kind without a stored rule numbers by its declaration
 * (lib/entity/features/numbering/numbering.ts); every database starts with a rule per numbered kind.
 */
export const numberingRuleEntity = defineEntity({
  name: 'numberingRule',
  table: 'sys_numbering_rule',
  key: 'rule_key',
  apiBase: '/api/eis/restful/code',
  scope: 'none',
  rights: { read: 'system-code' },
  titleField: 'kind',
  defaultSort: { field: 'kind', order: 'asc' },
  fields: {
    kind: { type: 'dict', dictCode: 'numbering_kind', required: true, unique: true, filter: true, list: { width: 160 } },
    prefix: {
      type: 'text', required: true, max: 10, filter: 'like', list: { width: 120 },
      pattern: { regex: '^[A-Z][A-Z0-9]{0,9}$', message: 'entity.numberingRule.validation.prefix' },
    },
    date_pattern: { type: 'dict', dictCode: 'numbering_date_pattern', required: true, defaultValue: 'yyyyMMdd', list: { width: 160 } },
    digits: { type: 'number', integer: true, required: true, min: 2, max: 8, defaultValue: 3, list: { width: 100 } },
    // What the next record of the kind gets now, by the stored rule (answered, never stored).
    next_code: { type: 'text', stored: false, form: false, list: { width: 200 } },
    remark: { type: 'text', max: 200, list: { width: 260 } },
  },
});
