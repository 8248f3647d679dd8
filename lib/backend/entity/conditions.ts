import { and, eq, gt, gte, ilike, inArray, like, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays } from '@/lib/entity/date-presets';
import { parseDateTime } from '@/lib/entity/datetime';
import { dayStart } from '@/lib/entity/time-zone';
import { messageWith } from '@/lib/entity/messages';
import { messageKeysMatching } from '@/lib/i18n/message-search';
import { DATE_PATTERN } from '@/lib/entity/rules';
import type { FieldDef, FilterOperator } from '@/lib/entity/types';
import { badRequest } from '../http/errors';
import { likePattern } from '../http/inputs';

/** An operator that compares with values (ranges are two of them). */
export type ValueOperator = Exclude<FilterOperator, 'between'>;

/** 'YYYY-MM-DD' naming a day that exists (no 2024-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!DATE_PATTERN.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

/** One filter value as the column's type; a value of the wrong kind is refused with the field's label. */
export function typed(field: FieldDef | undefined, raw: string): unknown {
  if (!field) return raw;
  switch (field.type) {
    case 'number':
    case 'money': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n)) throw badRequest(messageWith('validation.number', { label: field.label }));
      return n;
    }
    case 'bool':
      if (!['true', 'false', '1', '0'].includes(raw)) throw badRequest(messageWith('validation.select', { label: field.label }));
      return raw === 'true' || raw === '1';
    case 'date':
      if (!isCalendarDate(raw)) throw badRequest(messageWith('validation.date', { label: field.label }));
      return raw;
    case 'datetime': {
      const d = parseDateTime(raw);
      if (!d) throw badRequest(messageWith('validation.datetime', { label: field.label }));
      return d;
    }
    default:
      return raw;
  }
}

/** A plain date given for a date-time field means that whole day in the business's time zone. */
function dayOf(raw: string): { start: Date; next: Date } | null {
  if (!isCalendarDate(raw)) return null;
  return { start: dayStart(raw), next: dayStart(addDays(raw, 1)) };
}

function momentCondition(column: PgColumn, field: FieldDef, operator: ValueOperator, value: string | readonly string[]): SQL {
  if (operator === 'in') return or(...many(value).map((v) => momentCondition(column, field, 'eq', v)))!;
  const raw = one(value);
  const day = dayOf(raw);
  if (!day) return valueCondition(column, field, operator, raw);
  switch (operator) {
    case 'ne':
      return or(lt(column, day.start), gte(column, day.next))!;
    case 'gt':
      return gte(column, day.next);
    case 'ge':
      return gte(column, day.start);
    case 'lt':
      return lt(column, day.start);
    case 'le':
      return lt(column, day.next);
    default:
      return and(gte(column, day.start), lt(column, day.next))!;
  }
}

const many = (value: string | readonly string[]): readonly string[] => (typeof value === 'string' ? [value] : value);
const one = (value: string | readonly string[]): string => (typeof value === 'string' ? value : (value[0] ?? ''));

/** A text comparison that also finds stored message keys by their translations (see messageKeyPrefix). */
function textCondition(column: PgColumn, field: FieldDef | undefined, condition: SQL, term: string, where: 'contains' | 'startsWith' | 'endsWith' | 'equals'): SQL {
  const prefix = field && 'messageKeyPrefix' in field ? field.messageKeyPrefix : undefined;
  if (!prefix) return condition;
  const keys = messageKeysMatching(term, prefix, where);
  return keys.length ? or(condition, inArray(column, keys))! : condition;
}

/** Han ideographs, digits, white space and punctuation: characters no case mapping changes or produces. */
const CASELESS = /^[\p{Script=Han}\p{Nd}\s\p{P}]*$/u;

/**
 * A case-insensitive pattern match, written as ILIKE on the bare column so a trigram index serves
 * it. ILIKE lowers every row's text before comparing; a term made only of caseless characters
 * matches exactly the same rows case-sensitively, and LIKE does that at a fraction of the cost
 * (measured 2-3x on 100,000 rows), so '风控' is matched with LIKE and 'Abc' with ILIKE.
 */
export function patternMatch(column: PgColumn, term: string, where: 'contains' | 'startsWith' | 'endsWith'): SQL {
  const pattern = likePattern(term, where);
  return CASELESS.test(term) ? like(column, pattern) : ilike(column, pattern);
}

function valueCondition(column: PgColumn, field: FieldDef | undefined, operator: ValueOperator, value: string | readonly string[]): SQL {
  switch (operator) {
    case 'like':
      return textCondition(column, field, patternMatch(column, one(value), 'contains'), one(value), 'contains');
    case 'startsWith':
      return textCondition(column, field, patternMatch(column, one(value), 'startsWith'), one(value), 'startsWith');
    case 'endsWith':
      return textCondition(column, field, patternMatch(column, one(value), 'endsWith'), one(value), 'endsWith');
    case 'in':
      return inArray(column, many(value).map((v) => typed(field, v)));
    case 'ne':
      return ne(column, typed(field, one(value)));
    case 'gt':
      return gt(column, typed(field, one(value)));
    case 'ge':
      return gte(column, typed(field, one(value)));
    case 'lt':
      return lt(column, typed(field, one(value)));
    case 'le':
      return lte(column, typed(field, one(value)));
    case 'eq':
      return textCondition(column, field, eq(column, typed(field, one(value))), one(value), 'equals');
  }
}

/**
 * One comparison of a column with a value (several for 'in'), typed by the field: the single place
 * where both the list's simple filters and the advanced query become SQL.
 */
export function operatorCondition(column: PgColumn, field: FieldDef | undefined, operator: ValueOperator, value: string | readonly string[]): SQL {
  if (field?.type === 'datetime') return momentCondition(column, field, operator, value);
  return valueCondition(column, field, operator, value);
}
