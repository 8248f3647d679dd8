import dayjs, { type Dayjs } from 'dayjs';
import { z } from 'zod';
import { toBusinessDayjs } from '@/lib/client/business-time';
import type { FormFieldDef } from '@/lib/contract/form-field';
import { fieldLabelIn } from '@/lib/workflow/field-english-label';

/**
 * A process form as the model declares it turned into what the screens
 * need: one zod rule per field (type, required, length and range constraints), the values a form
 * starts with, the payload sent to the engine, and the text a submitted value is shown as.
 * The engine checks the same things again when it receives the data.
 */

/** Translated texts of the rules' messages; values fill the placeholders. */
export type RuleText = (key: FormRuleMessage, values: Record<string, string | number>) => string;
export type FormRuleMessage = 'required' | 'notInteger' | 'tooSmall' | 'tooLarge' | 'tooShort' | 'tooLong' | 'notInList' | 'notDate';

/** The field's label as a reader of this language reads it: its English label in English where the model gives one (lib/workflow/field-english-label.ts). */
export const labelOf = (field: FormFieldDef, locale = 'zh-CN') => fieldLabelIn(locale, field);

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function constraint(field: FormFieldDef, name: string): string | null | undefined {
  return field.constraints.find((c) => c.name.toLowerCase() === name.toLowerCase())?.config;
}

function numericConstraint(field: FormFieldDef, name: string): number | undefined {
  const config = constraint(field, name);
  if (config === undefined || config === null || config.trim() === '') return undefined;
  const n = Number(config);
  return Number.isFinite(n) ? n : undefined;
}

/** Flowable and Camunda mark a required field with a 'required' constraint whose config is not 'false'. */
export function isRequired(field: FormFieldDef): boolean {
  const config = constraint(field, 'required');
  return config !== undefined && config !== 'false';
}

export function isReadonly(field: FormFieldDef): boolean {
  const config = constraint(field, 'readonly');
  return config !== undefined && config !== 'false';
}

/** A multi-line text box for string fields whose model asks for one (property multiline / textarea). */
export function isMultiline(field: FormFieldDef): boolean {
  return field.properties.some((p) => ['multiline', 'textarea'].includes(p.id.toLowerCase()) && p.value !== 'false');
}

/** Java date patterns (dd/MM/yyyy HH:mm) as dayjs formats; YYYY-MM-DD when the model names none. */
export function dayjsPattern(field: FormFieldDef): string {
  const java = field.date_pattern?.trim();
  if (!java) return 'YYYY-MM-DD';
  return java.replace(/y+/g, (m) => (m.length === 2 ? 'YY' : 'YYYY')).replace(/d+/g, (m) => (m.length === 1 ? 'D' : 'DD'));
}

export function hasTime(field: FormFieldDef): boolean {
  return /[Hhms]/.test(dayjsPattern(field));
}

/** The zod rule of one field; blank values pass unless the field is required. Its messages name the field as the reader reads it. */
export function fieldSchema(field: FormFieldDef, text: RuleText, locale = 'zh-CN'): z.ZodType {
  const label = labelOf(field, locale);
  const required = isRequired(field);
  const blank = (value: unknown) => isBlank(value) || (Array.isArray(value) && value.length === 0);
  let check: z.ZodType;
  switch (field.type) {
    case 'long': {
      const min = numericConstraint(field, 'min');
      const max = numericConstraint(field, 'max');
      let n = z.number({ error: text('notInteger', { field: label }) }).int(text('notInteger', { field: label }));
      if (min !== undefined) n = n.min(min, text('tooSmall', { field: label, min }));
      if (max !== undefined) n = n.max(max, text('tooLarge', { field: label, max }));
      check = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v), n);
      break;
    }
    case 'boolean':
      check = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: text('required', { field: label }) }));
      break;
    case 'enum': {
      const ids = field.enum_values.map((e) => e.id);
      check = z.string().refine((v) => ids.length === 0 || ids.includes(v), text('notInList', { field: label }));
      break;
    }
    case 'date':
      check = z.custom((v) => (dayjs.isDayjs(v) ? v.isValid() : typeof v === 'string' && dayjs(v).isValid()), text('notDate', { field: label }));
      break;
    default: {
      const min = numericConstraint(field, 'minlength');
      const max = numericConstraint(field, 'maxlength');
      let s = z.string().trim();
      if (min !== undefined) s = s.min(min, text('tooShort', { field: label, min }));
      if (max !== undefined) s = s.max(max, text('tooLong', { field: label, max }));
      check = s;
    }
  }
  return z.unknown().superRefine((value, ctx) => {
    if (blank(value)) {
      if (required) ctx.addIssue({ code: 'custom', message: text('required', { field: label }) });
      return;
    }
    const result = check.safeParse(value);
    if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? text('required', { field: label }) });
  });
}

/** The whole form's rule: every declared field by its id. */
export function formSchema(fields: readonly FormFieldDef[], text: RuleText, locale = 'zh-CN') {
  return z.object(Object.fromEntries(fields.map((f) => [f.id, fieldSchema(f, text, locale)])));
}

export type FormValue = string | number | boolean | Dayjs | null | undefined;

/** A stored value (submitted data or the model's default) as the form control holds it. */
export function controlValue(field: FormFieldDef, stored: unknown): FormValue {
  const value = isBlank(stored) ? field.default_value : stored;
  if (isBlank(value)) return undefined;
  switch (field.type) {
    case 'long': {
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;
    case 'date': {
      const day = dayjs(String(value), [dayjsPattern(field), 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD'], true);
      // Anything else (an instant with its offset) is shown in business time.
      return day.isValid() ? day : (toBusinessDayjs(value) ?? undefined);
    }
    default:
      return String(value);
  }
}

/** The values a form opens with: what was submitted before, else the model's defaults. */
export function initialValues(fields: readonly FormFieldDef[], data: Record<string, unknown> = {}): Record<string, FormValue> {
  return Object.fromEntries(fields.map((f) => [f.id, controlValue(f, data[f.id])]));
}

/**
 * The form's values as the engine takes them: numbers and booleans as such, dates as text in the
 * model's pattern's precision, text trimmed, blanks left out (the engine fills its defaults).
 */
export function submitValues(fields: readonly FormFieldDef[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (isBlank(value)) continue;
    switch (field.type) {
      case 'long':
        out[field.id] = typeof value === 'number' ? value : Number(String(value).trim());
        break;
      case 'boolean':
        out[field.id] = value === true || value === 'true';
        break;
      case 'date': {
        const day = dayjs.isDayjs(value) ? value : dayjs(String(value));
        out[field.id] = day.format(hasTime(field) ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD');
        break;
      }
      default:
        out[field.id] = String(value).trim();
    }
  }
  return out;
}

/** A submitted value as text: enum names, yes/no, numbers with separators, dates in the model's pattern. */
export function displayValue(field: FormFieldDef, value: unknown, words: { yes: string; no: string }, locale = 'zh-CN'): string {
  if (isBlank(value)) return '';
  switch (field.type) {
    case 'long': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n.toLocaleString(locale) : String(value);
    }
    case 'boolean':
      return value === true || value === 'true' ? words.yes : words.no;
    case 'enum':
      return field.enum_values.find((e) => e.id === String(value))?.name ?? String(value);
    case 'date': {
      const day = controlValue(field, value);
      return dayjs.isDayjs(day) ? day.format(dayjsPattern(field)) : String(value);
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/**
 * The title a request is listed under when the applicant gives none: the process name and the
 * first text the applicant filled in ("立项审批：华东区域理财项目").
 */
export function requestTitle(processName: string, fields: readonly FormFieldDef[], data: Record<string, unknown>, typed?: string): string {
  const own = typed?.trim();
  if (own) return own.slice(0, 200);
  const first = fields.find((f) => (f.type === 'string' || f.type === 'custom' || f.type === 'enum') && !isBlank(data[f.id]));
  if (!first) return processName.slice(0, 200);
  const value = first.type === 'enum' ? displayValue(first, data[first.id], { yes: '', no: '' }) : String(data[first.id]).trim();
  return `${processName}：${value}`.slice(0, 200);
}
