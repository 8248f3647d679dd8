import { z } from 'zod';
import { messageWith } from './messages';
import { ownField } from './own-field';
import type { EntityDef, FieldDef, FieldType } from './types';

/**
 * The advanced query (docs/entities.md, "What you get without writing more"): a list of conditions on an entity's fields joined by
 * AND or OR. The dialog, the saved queries and the server all read this one definition.
 */

// The rules and how they join live apart, without zod: a list page names them without loading it.
export { MATCH_TYPES, QUERY_RULES, RULE_OPERATOR, type MatchType, type QueryRule } from './query-rules';
import { MATCH_TYPES, QUERY_RULES, type MatchType, type QueryRule } from './query-rules';

export const MAX_CONDITIONS = 20;
export const MAX_VALUE_LENGTH = 200;
export const MAX_IN_VALUES = 50;
export const MAX_QUERY_NAME_LENGTH = 50;

const TEXT_RULES: readonly QueryRule[] = ['like', 'eq', 'right_like', 'left_like', 'ne', 'in'];
const ORDERED_RULES: readonly QueryRule[] = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'in'];
const CHOICE_RULES: readonly QueryRule[] = ['eq', 'ne', 'in'];
const FLAG_RULES: readonly QueryRule[] = ['eq'];

/** Rules per field type, the first being the default. Types left out are never queried (files, rich text, areas, multi-values). */
const RULES_BY_TYPE: Partial<Record<FieldType, readonly QueryRule[]>> = {
  text: TEXT_RULES,
  textarea: TEXT_RULES,
  phone: TEXT_RULES,
  email: TEXT_RULES,
  number: ORDERED_RULES,
  money: ORDERED_RULES,
  date: ORDERED_RULES,
  datetime: ORDERED_RULES,
  dict: CHOICE_RULES,
  ref: CHOICE_RULES,
  user: CHOICE_RULES,
  department: CHOICE_RULES,
  bool: FLAG_RULES,
};

/** The bookkeeping times every entity has, queryable like declared date-time fields. */
export const SYSTEM_QUERY_FIELDS: Readonly<Record<string, FieldDef>> = {
  create_time: { type: 'datetime', label: 'entityUi.list.createTime' },
  update_time: { type: 'datetime', label: 'entityUi.list.updateTime' },
};

export function rulesFor(field: FieldDef): readonly QueryRule[] {
  // A field holding several keys stores them comma-joined: equality on the whole text means nothing useful.
  if ('multiple' in field && field.multiple) return [];
  return RULES_BY_TYPE[field.type] ?? [];
}

/** A field the advanced query may name: declared, stored, not hidden, not withheld from the caller, of a queryable type; or a bookkeeping time. */
export function queryableField(entity: EntityDef, name: string): FieldDef | undefined {
  const field = ownField(entity, name);
  if (field) return !field.hidden && field.stored !== false && field.queryable !== false && rulesFor(field).length > 0 ? field : undefined;
  return Object.hasOwn(SYSTEM_QUERY_FIELDS, name) ? SYSTEM_QUERY_FIELDS[name] : undefined;
}

/** Every queryable field in declaration order, then the bookkeeping times. */
export function queryableFields(entity: EntityDef, omit: readonly string[] = []): { name: string; field: FieldDef }[] {
  return [...Object.keys(entity.fields), ...Object.keys(SYSTEM_QUERY_FIELDS)]
    .filter((name) => !omit.includes(name))
    .flatMap((name) => {
      const field = queryableField(entity, name);
      return field ? [{ name, field }] : [];
    });
}

export interface QueryCondition {
  field: string;
  rule: QueryRule;
  /** Several values for 'in', one otherwise. */
  value: string | string[];
}

export interface AdvancedQuery {
  matchType: MatchType;
  conditions: QueryCondition[];
}

const V = 'advancedQuery.validation';

/** Numbers from other clients are taken as their text. */
const asText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);

const oneValue = z.preprocess(
  asText,
  z.string({ error: `${V}.valueRequired` }).trim().min(1, `${V}.valueRequired`).max(MAX_VALUE_LENGTH, messageWith(`${V}.valueTooLong`, { n: MAX_VALUE_LENGTH })),
);

const severalValues = z.preprocess(
  // 'a,b' as the older list convention sends it.
  (v) => (typeof v === 'string' ? v.split(',') : v),
  z.array(oneValue, { error: `${V}.valueRequired` }).min(1, `${V}.valueRequired`).max(MAX_IN_VALUES, messageWith(`${V}.tooManyValues`, { n: MAX_IN_VALUES })),
);

export const matchTypeSchema = z.enum(MATCH_TYPES, { error: `${V}.matchType` });

/** One condition; the value is checked against the rule ('in' takes several). Field names are checked against the entity by the server. */
export const queryConditionSchema = z
  .object({
    field: z.string({ error: `${V}.fieldRequired` }).regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, `${V}.fieldRequired`),
    rule: z.enum(QUERY_RULES, { error: `${V}.rule` }),
    value: z.unknown(),
  })
  .transform((condition, ctx): QueryCondition => {
    const parsed = (condition.rule === 'in' ? severalValues : oneValue).safeParse(condition.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['value', ...issue.path] });
      return z.NEVER;
    }
    return { field: condition.field, rule: condition.rule, value: parsed.data };
  });

export const queryConditionsSchema = z
  .array(queryConditionSchema, { error: `${V}.malformed` })
  .max(MAX_CONDITIONS, messageWith(`${V}.tooManyConditions`, { n: MAX_CONDITIONS }));

/** What a saved query holds; the dialog checks a save with it before asking the server, which checks it again. */
export const savedQueryInputSchema = z.object({
  saveCode: z.string().trim().min(1, `${V}.saveCode`).max(128, `${V}.saveCode`),
  name: z
    .string({ error: 'advancedQuery.nameRequired' })
    .trim()
    .min(1, 'advancedQuery.nameRequired')
    .max(MAX_QUERY_NAME_LENGTH, messageWith(`${V}.nameTooLong`, { n: MAX_QUERY_NAME_LENGTH })),
  matchType: matchTypeSchema,
  rules: queryConditionsSchema.min(1, 'advancedQuery.emptySave'),
});
export type SavedQueryInput = z.infer<typeof savedQueryInputSchema>;
