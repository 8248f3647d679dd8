import { z } from 'zod';
import { areaCodes, isWellFormedAreaPath } from '@/lib/area/area-paths';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import { cleanText } from './clean-text';
import { fitsColumn } from './column-capacity';
import { messageWith } from './messages';
import { parseDateTime } from './datetime';
import { dateOrderIssues } from './features/date-order/date-order';
import { fieldRules } from './field-rules';
import { DATE_PATTERN, EMAIL_PATTERN, KEY_PATTERN } from './rules';
import type { ActionDef } from './actions';
import { TEXT_CHECKS, type TextCheck } from './text-checks';
import type { EntityDef, FieldDef } from './types';
import { allowingMask } from './features/sensitive/masked-input';

const TEXT_LIMITS: Record<string, number> = { text: 255, textarea: 2000, phone: 32, email: 128, richText: 200_000 };

/** '' and null both mean "no value" for optional fields. */
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

function listValue(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(String).join(',');
  return v;
}

/** A text rule followed by a declared check; an empty optional value is left to the required rule. */
function checkedText(rule: z.ZodString, check: (typeof TEXT_CHECKS)[TextCheck]): z.ZodType {
  const normalize = 'normalize' in check ? check.normalize : (text: string) => text;
  return rule.transform(normalize).refine((text) => text === '' || check.test(text), check.message);
}

function baseRule(field: FieldDef): z.ZodType {
  const label = field.label;
  const msg = (key: string, values: Record<string, string | number> = {}) => messageWith(key, { label, ...values });
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'richText': {
      let rule = cleanText(label, msg('validation.required')).trim();
      if (field.required) rule = rule.min(1, msg('validation.required'));
      if (field.min) rule = rule.min(field.min, msg('validation.minLength', { n: field.min }));
      const max = field.max ?? TEXT_LIMITS[field.type]!;
      rule = rule.max(max, msg('validation.maxLength', { n: max }));
      if (field.pattern) rule = rule.regex(new RegExp(field.pattern.regex), field.pattern.message);
      // Rich text is stored only as the allow-list lets it through (lib/rich-text/sanitize.ts).
      if (field.type === 'richText') return rule.transform((html) => sanitizeRichText(html));
      return field.check ? checkedText(rule, TEXT_CHECKS[field.check]) : rule;
    }
    case 'phone':
      return fieldRules.mobile();
    case 'email':
      return cleanText(label, msg('validation.required')).trim().max(128, msg('validation.maxLength', { n: 128 })).regex(EMAIL_PATTERN, 'validation.emailInvalid');
    case 'number':
    case 'money': {
      let rule = z.coerce.number({ error: msg('validation.number') });
      if (field.type === 'number' && field.integer) rule = rule.int(msg('validation.integer'));
      if (field.min !== undefined) rule = rule.min(field.min, msg('validation.min', { n: field.min }));
      if (field.max !== undefined) rule = rule.max(field.max, msg('validation.max', { n: field.max }));
      const finite = rule.refine(Number.isFinite, msg('validation.number'))
        .refine((v) => !Number.isFinite(v) || fitsColumn(field, v), msg('validation.beyondColumn'));
      // Money keeps at most two decimals: 12.345 is refused rather than silently rounded.
      return field.type === 'money' ? finite.refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, msg('validation.moneyPrecision')) : finite;
    }
    case 'date':
      return z.string({ error: msg('validation.required') }).regex(DATE_PATTERN, msg('validation.date'));
    case 'datetime':
      return z.preprocess((v) => (v instanceof Date ? v.toISOString() : v), z.string({ error: msg('validation.required') })
        .refine((v) => parseDateTime(v) !== null, msg('validation.datetime'))
        .transform((v) => parseDateTime(v)!));
    case 'dict':
      return cleanText(label, msg('validation.select')).min(1, msg('validation.select')).max(64);
    case 'multiDict':
      return z.preprocess(listValue, cleanText(label, msg('validation.select')).min(1, msg('validation.select')).max(1000));
    case 'ref':
    case 'user':
    case 'department': {
      const one = z.string({ error: msg('validation.select') }).regex(KEY_PATTERN, msg('validation.select'));
      const multiple = field.multiple;
      return multiple
        ? z.preprocess(listValue, z.string().max(4000).refine((s) => s.split(',').every((k) => KEY_PATTERN.test(k)), msg('validation.select')))
        : one;
    }
    case 'bool':
      return z.preprocess((v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v), z.boolean({ error: msg('validation.select') }));
    case 'file':
    case 'image':
      return z.preprocess((v) => (typeof v === 'string' ? v : JSON.stringify(v)), cleanText(label).max(8000));
    case 'area':
      return z.preprocess(listValue, z.string().max(64).refine((v) => isWellFormedAreaPath(areaCodes(v), field.levels ?? 3), msg('validation.select')));
  }
}

/**
 * One field's rule. A create-only field (a first password) is required only when the form knows it
 * is creating; the server's schema takes it as optional and the entity's behaviour insists on create.
 */
export function fieldRule(field: FieldDef, mode: 'create' | 'any' = 'any'): z.ZodType {
  const rule = allowingMask(field, baseRule(field));
  // A required field with a default may be left out: the default fills it.
  const required = field.required && field.defaultValue === undefined && (!field.createOnly || mode === 'create');
  if (required && field.requiredMessage) {
    // The field's own words for a missing value, whatever the type would say about it.
    const present = z.custom<unknown>((v) => v !== undefined && !(Array.isArray(v) && v.length === 0) && !(typeof v === 'string' && v.trim() === ''), field.requiredMessage);
    return z.preprocess((v) => (v === null || v === '' ? undefined : v), present.pipe(rule));
  }
  if (required) return z.preprocess((v) => (v === null || v === '' ? undefined : v), rule);
  return z.preprocess(blankToNull, rule.nullable());
}

/** Fields the form edits: declared fields minus those the form leaves out and those a formula works out. */
export function editableFields(entity: EntityDef): [string, FieldDef][] {
  return Object.entries(entity.fields).filter(([, f]) => !f.hidden && f.form !== false && !(f.form && f.form.readOnly) && !('formula' in f && f.formula));
}

/**
 * The addOrUpdate payload: the editable fields, plus the key and the version the edit was based
 * on when updating. Unknown fields are dropped, never stored.
 */
export function recordInputSchema(entity: EntityDef, mode: 'create' | 'any' = 'any') {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of editableFields(entity)) shape[name] = fieldRule(field, mode);
  const schema = z.object({
    ...shape,
    [entity.key]: z.preprocess(blankToNull, z.string().regex(KEY_PATTERN).nullable()).optional(),
    version: z.coerce.number().int().positive().optional(),
  });
  if (!Object.values(entity.fields).some((f) => 'notBefore' in f && f.notBefore)) return schema;
  // A period's end before its start is said on the end, in the form and by the server alike.
  return schema.superRefine((values, ctx) => {
    for (const issue of dateOrderIssues(entity, values)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
}

/** What a declared action asks for in its dialog, the same rule in the browser and on the server. */
export function actionInputSchema(action: ActionDef) {
  return z.object(Object.fromEntries(Object.entries(action.inputs).map(([name, field]) => [name, fieldRule(field)])));
}
