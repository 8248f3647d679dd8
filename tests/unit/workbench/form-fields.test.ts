import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  controlValue,
  dayjsPattern,
  displayValue,
  fieldSchema,
  formSchema,
  initialValues,
  isRequired,
  requestTitle,
  submitValues,
  type RuleText,
} from '@/components/workbench/form-fields';
import type { FormFieldDef } from '@/lib/contract/form-field';

/** The start and task forms built from a model's field list: rules, initial values, payload, display. */

const text: RuleText = (key, values) => `${key}:${Object.values(values).join(',')}`;

function field(id: string, type: string, extra: Partial<FormFieldDef> = {}): FormFieldDef {
  return { id, label: id.toUpperCase(), type, default_value: null, date_pattern: null, enum_values: [], constraints: [], properties: [], ...extra };
}
const required = { constraints: [{ name: 'required', config: 'true' }] };
const problem = (f: FormFieldDef, value: unknown) => {
  const result = fieldSchema(f, text).safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('rules from the field list', () => {
  it('reads the required constraint as Flowable and Camunda write it', () => {
    expect(isRequired(field('a', 'string', required))).toBe(true);
    expect(isRequired(field('a', 'string', { constraints: [{ name: 'required', config: null }] }))).toBe(true);
    expect(isRequired(field('a', 'string', { constraints: [{ name: 'required', config: 'false' }] }))).toBe(false);
    expect(isRequired(field('a', 'string'))).toBe(false);
  });

  it('requires a value only of required fields', () => {
    expect(problem(field('name', 'string', required), '  ')).toBe('required:NAME');
    expect(problem(field('name', 'string', required), undefined)).toBe('required:NAME');
    expect(problem(field('name', 'string'), '')).toBeNull();
    expect(problem(field('ok', 'boolean', required), undefined)).toBe('required:OK');
    expect(problem(field('ok', 'boolean', required), false)).toBeNull();
  });

  it('wants whole numbers in long fields, within min and max', () => {
    const amount = field('amount', 'long', { constraints: [{ name: 'min', config: '1' }, { name: 'max', config: '1000000' }] });
    expect(problem(amount, 800000)).toBeNull();
    expect(problem(amount, '800000')).toBeNull();
    expect(problem(amount, 12.5)).toBe('notInteger:AMOUNT');
    expect(problem(amount, 'abc')).toBe('notInteger:AMOUNT');
    expect(problem(amount, 0)).toBe('tooSmall:AMOUNT,1');
    expect(problem(amount, 1000001)).toBe('tooLarge:AMOUNT,1000000');
  });

  it('checks text length, enum choices and dates', () => {
    const note = field('note', 'string', { constraints: [{ name: 'minlength', config: '2' }, { name: 'maxlength', config: '5' }] });
    expect(problem(note, 'a')).toBe('tooShort:NOTE,2');
    expect(problem(note, 'abcdef')).toBe('tooLong:NOTE,5');
    expect(problem(note, 'abc')).toBeNull();
    const level = field('level', 'enum', { enum_values: [{ id: 'high', name: '高' }, { id: 'low', name: '低' }] });
    expect(problem(level, 'high')).toBeNull();
    expect(problem(level, 'middle')).toBe('notInList:LEVEL');
    const day = field('day', 'date');
    expect(problem(day, dayjs('2026-05-01'))).toBeNull();
    expect(problem(day, 'not a date')).toBe('notDate:DAY');
  });

  it('checks a whole form by field id', () => {
    const schema = formSchema([field('project_name', 'string', required), field('amount', 'long', required)], text);
    expect(schema.safeParse({ project_name: '理财项目', amount: 800000 }).success).toBe(true);
    const failed = schema.safeParse({ project_name: '', amount: 1.5 });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['project_name', 'required:PROJECT_NAME'], ['amount', 'notInteger:AMOUNT']]);
  });
});

describe('values in and out', () => {
  it('opens with what was submitted, else the model defaults', () => {
    const fields = [field('name', 'string', { default_value: '默认' }), field('amount', 'long'), field('ok', 'boolean', { default_value: 'true' }), field('day', 'date')];
    const values = initialValues(fields, { amount: '12', day: '2026-05-01' });
    expect(values.name).toBe('默认');
    expect(values.amount).toBe(12);
    expect(values.ok).toBe(true);
    expect(dayjs.isDayjs(values.day) && values.day.format('YYYY-MM-DD')).toBe('2026-05-01');
    expect(controlValue(field('x', 'long'), 'abc')).toBeUndefined();
  });

  it('sends numbers, booleans, dates in the pattern\'s precision and trimmed text; blanks stay out', () => {
    const fields = [field('name', 'string'), field('amount', 'long'), field('ok', 'boolean'), field('day', 'date'), field('at', 'date', { date_pattern: 'yyyy-MM-dd HH:mm' }), field('empty', 'string')];
    expect(submitValues(fields, { name: ' 项目 ', amount: 800000, ok: false, day: dayjs('2026-05-01T10:00:00'), at: dayjs('2026-05-01T10:30:00'), empty: '  ' })).toEqual({
      name: '项目',
      amount: 800000,
      ok: false,
      day: '2026-05-01',
      at: '2026-05-01 10:30:00',
    });
  });

  it('turns Java date patterns into dayjs ones', () => {
    expect(dayjsPattern(field('d', 'date', { date_pattern: 'dd/MM/yyyy' }))).toBe('DD/MM/YYYY');
    expect(dayjsPattern(field('d', 'date', { date_pattern: 'yyyy-MM-dd HH:mm' }))).toBe('YYYY-MM-DD HH:mm');
    expect(dayjsPattern(field('d', 'date'))).toBe('YYYY-MM-DD');
  });

  it('shows submitted values as people read them', () => {
    const words = { yes: '是', no: '否' };
    expect(displayValue(field('amount', 'long'), 800000, words)).toBe('800,000');
    expect(displayValue(field('ok', 'boolean'), false, words)).toBe('否');
    expect(displayValue(field('level', 'enum', { enum_values: [{ id: 'high', name: '高' }] }), 'high', words)).toBe('高');
    expect(displayValue(field('d', 'date', { date_pattern: 'dd/MM/yyyy' }), '2026-05-01', words)).toBe('01/05/2026');
    expect(displayValue(field('name', 'string'), null, words)).toBe('');
  });

  it('titles a request by the applicant\'s words, else the process and the first text entered', () => {
    const fields = [field('amount', 'long'), field('project_name', 'string')];
    expect(requestTitle('立项审批', fields, { amount: 1, project_name: '理财项目' })).toBe('立项审批：理财项目');
    expect(requestTitle('立项审批', fields, { amount: 1 })).toBe('立项审批');
    expect(requestTitle('立项审批', fields, { project_name: '理财项目' }, '  自定标题 ')).toBe('自定标题');
    expect(requestTitle('立项审批', fields, { project_name: 'x'.repeat(300) })).toHaveLength(200);
  });
});
