import { describe, expect, it } from 'vitest';
import { checkExpression, evaluateExpression, isProblem } from '@/lib/backend/entity/features/computed/expression';
import { expressionFields, withExpressions } from '@/lib/backend/entity/features/computed/computed-fields';
import type { CustomFieldDefinition } from '@/lib/contract/custom-fields';
import { customerEntity } from '@/lib/entities/customer';
import { customFieldDef, definitionsForCaller, shapeSignature, withCustomFields } from '@/lib/entity/custom-fields';
import { expressionInputs, expressionText } from '@/lib/entity/features/computed/declaration';
import { countingFields } from '@/lib/entity/features/computed/withheld';
import type { FieldDef } from '@/lib/entity/types';

const OPTIONS = { required: false, integer: false, multiple: false, filter: false, search: false, listShown: true, sortable: false, wide: false, readRoles: [], editRoles: [] };
const definition = (column: string, type: CustomFieldDefinition['type'], options: Partial<CustomFieldDefinition['options']> = {}, state: CustomFieldDefinition['state'] = 'active'): CustomFieldDefinition =>
  ({ key: `k-${column}`, entity: 'customer', column, label: column, labelEn: null, type, options: { ...OPTIONS, ...options }, sort: 1, state, version: 1 });
const titleOf = () => 'customer_name';

describe('an added field as a declared one', () => {
  it('keeps its rules, its label key and its list and form placement', () => {
    expect(customFieldDef(definition('cf_limit', 'money', { minValue: 0, maxValue: 100, filter: true, sortable: true, required: true }), titleOf))
      .toEqual({ type: 'money', label: 'entity.customer.fields.cf_limit', required: true, filter: true, min: 0, max: 100, list: { width: 140, sortable: true } });
    expect(customFieldDef(definition('cf_link', 'ref', { refEntity: 'customer', multiple: true }), titleOf)).toMatchObject({ type: 'ref', entity: 'customer', labelField: 'customer_name', multiple: true });
  });

  it('is kept out of forms, lists and details when hidden, and out of the kind when retired', () => {
    expect(customFieldDef(definition('cf_h', 'text', {}, 'hidden'), titleOf)).toMatchObject({ list: false, form: false, detail: false });
    const shaped = withCustomFields(customerEntity, [definition('cf_a', 'text'), definition('cf_r', 'text', {}, 'retired')], titleOf);
    expect(Object.keys(shaped.fields)).toContain('cf_a');
    expect(Object.keys(shaped.fields)).not.toContain('cf_r');
    expect(withCustomFields(customerEntity, [], titleOf)).toBe(customerEntity);
  });

  it('is worked out, never typed, when it is a formula or a roll-up', () => {
    expect(customFieldDef(definition('cf_f', 'formula', { expression: '{star} * 2', resultType: 'number' }), titleOf)).toMatchObject({ type: 'number', form: false, computed: { expression: '{star} * 2' } });
    expect(customFieldDef(definition('cf_r', 'rollup', { childEntity: 'income', aggregate: 'sum', childField: 'amount', whereField: 'source', whereValue: 'contract' }), titleOf))
      .toMatchObject({ type: 'money', form: false, computed: { rollup: { child: 'income', aggregate: 'sum', field: 'amount', where: { field: 'source', value: 'contract' } } } });
  });

  it('is only read, or not seen, by a caller without its roles', () => {
    const limited = [definition('cf_read', 'text', { readRoles: ['leader'] }), definition('cf_edit', 'text', { editRoles: ['leader'] }), definition('cf_all', 'text')];
    const staff = definitionsForCaller(limited, { roleCodes: ['staff'], isAdmin: false });
    expect(staff.map((d) => d.access)).toEqual(['none', 'read', undefined]);
    expect(definitionsForCaller(limited, { roleCodes: ['leader'], isAdmin: false }).map((d) => d.access)).toEqual([undefined, undefined, undefined]);
    expect(definitionsForCaller(limited, { roleCodes: [], isAdmin: true }).map((d) => d.access)).toEqual([undefined, undefined, undefined]);
    expect(customFieldDef(staff[0]!, titleOf)).toMatchObject({ hidden: true, list: false, form: false });
    expect(customFieldDef(staff[1]!, titleOf)).toMatchObject({ form: { readOnly: true } });
    expect(shapeSignature('customer', staff)).not.toBe(shapeSignature('customer', limited));
  });

  it('changes the kind’s signature when it changes', () => {
    const one = definition('cf_a', 'text');
    expect(shapeSignature('customer', [one])).not.toBe(shapeSignature('customer', [{ ...one, version: 2 }]));
    expect(shapeSignature('project', [one])).toBe('');
  });
});

const FIELDS: Record<string, FieldDef> = {
  total: { type: 'money', label: '合同总额' },
  paid: { type: 'money', label: '回款合计' },
  name: { type: 'text', label: '客户名称' },
  signed: { type: 'date', label: '签约日期' },
  ended: { type: 'date', label: '结束日期' },
};
const label = (f: FieldDef) => f.label;

describe('formulas', () => {
  it('are stored naming fields, whether typed by label or name', () => {
    const checked = checkExpression('{合同总额} - {paid}', FIELDS, label, 'money');
    expect(checked).toEqual({ stored: '{total} - {paid}', inputs: ['total', 'paid'] });
    expect(expressionInputs('{total} - {paid} + {total}')).toEqual(['total', 'paid']);
    expect(expressionText('{total} - {paid}', (n) => FIELDS[n]!.label)).toBe('{合同总额} - {回款合计}');
  });

  it.each([
    ['{合同总额} - {没有}', 'customFields.formula.unknownField', { name: '没有', at: 10 }],
    ['{total} + * 2', 'customFields.formula.syntax', { at: 11 }],
    ['{name} * 2', 'customFields.formula.textArithmetic', { operator: '*' }],
    ['EVAL({total})', 'customFields.formula.unknownFunction', { name: 'EVAL' }],
    ['{signed} + 1', 'customFields.formula.dateOutsideDays', { name: '签约日期' }],
    ['{name}', 'customFields.formula.resultNotNumber', {}],
    ['total.x', 'customFields.formula.unknownName', { name: 'x' }],
    ['   ', 'customFields.formula.empty', {}],
  ])('refuse %s saying where', (typed, message, values) => {
    const checked = checkExpression(typed, FIELDS, label, 'money');
    expect(isProblem(checked)).toBe(true);
    expect(checked).toEqual({ message, values });
  });

  it('work out exact amounts, days, tests and joined texts', () => {
    const money: FieldDef = { type: 'money', label: 'x' };
    expect(evaluateExpression('{total} - {paid}', money, { total: 300000, paid: 70000.5 }, FIELDS)).toBe(229999.5);
    expect(evaluateExpression('{total} / 3', money, { total: 100 }, FIELDS)).toBe(33.33);
    // A missing figure counts as 0; a division by 0 is no number.
    expect(evaluateExpression('{total} - {paid}', money, { total: 10 }, FIELDS)).toBe(10);
    expect(evaluateExpression('{total} / {paid}', money, { total: 10, paid: 0 }, FIELDS)).toBeNull();
    expect(evaluateExpression('DAYS({ended}, {signed})', { type: 'number', label: 'd', integer: true }, { signed: '2026-11-01', ended: '2026-12-01' }, FIELDS)).toBe(30);
    expect(evaluateExpression('DAYS({ended}, {signed})', { type: 'number', label: 'd' }, { signed: '2026-11-01', ended: null }, FIELDS)).toBeNull();
    // Moments count by the business's calendar (Asia/Shanghai): 01:30 there on the 2nd is still the 1st in UTC.
    expect(evaluateExpression('DAYS({ended}, {signed})', { type: 'number', label: 'd', integer: true }, { signed: '2026-11-01', ended: new Date('2026-11-01T17:30:00Z') }, FIELDS)).toBe(1);
    expect(evaluateExpression('CONCAT({name}, "·", IF({paid} >= {total}, "已结清", "有应收"))', { type: 'text', label: 't' }, { name: '浦江', total: 5, paid: 1 }, FIELDS)).toBe('浦江·有应收');
  });

  it('are worked out after the formulas they read', () => {
    const shaped = withCustomFields(customerEntity, [
      definition('cf_b', 'formula', { expression: '{cf_a} * 2', resultType: 'number' }),
      definition('cf_a', 'formula', { expression: '{star} + 1', resultType: 'number' }),
    ], titleOf);
    expect(expressionFields(shaped).map(([name]) => name)).toEqual(['cf_a', 'cf_b']);
    expect(withExpressions(shaped, { star: 4 })).toMatchObject({ cf_a: 5, cf_b: 10 });
  });
});

describe('fields that count other records', () => {
  it('are the roll-ups and the formulas reading one, directly or through another formula', () => {
    const shaped = withCustomFields(customerEntity, [
      definition('cf_paid', 'rollup', { childEntity: 'income', aggregate: 'sum', childField: 'amount' }),
      definition('cf_signed', 'rollup', { childEntity: 'customerContract', aggregate: 'sum', childField: 'amount' }),
      definition('cf_rate', 'formula', { expression: '{cf_paid} / {cf_signed}', resultType: 'number' }),
      definition('cf_pct', 'formula', { expression: '{cf_rate} * 100', resultType: 'number' }),
      definition('cf_stars', 'formula', { expression: '{star} + 1', resultType: 'number' }),
    ], titleOf);
    expect(Object.fromEntries(countingFields(shaped))).toEqual({
      cf_paid: ['cf_paid'], cf_signed: ['cf_signed'], cf_rate: ['cf_paid', 'cf_signed'], cf_pct: ['cf_paid', 'cf_signed'],
    });
    expect(countingFields(customerEntity).size).toBe(0);
  });
});
