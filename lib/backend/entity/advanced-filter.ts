import { and, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type AdvancedQuery, queryableField, RULE_OPERATOR, rulesFor, type QueryCondition } from '@/lib/entity/advanced-query';
import { decodeAdvancedQuery, SUPER_QUERY_MATCH_TYPE, SUPER_QUERY_PARAMS } from '@/lib/entity/advanced-query-wire';
import { isCleanText, uncleanTextMessage } from '@/lib/entity/clean-text';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import { badRequest } from '../http/errors';
import { operatorCondition } from './conditions';
import type { FieldUseCheck } from './field-use';
import { ownColumn } from './own-column';
import { refusedFieldName } from './refused-field-name';

/**
 * Fields whose value a caller is shown on some rows only, each with the condition on the row under
 * which it is (a roll-up counting records the caller may not read): elsewhere the value is empty for
 * the filters and the sort as it is in the answer.
 */
export type ShownValues = ReadonlyMap<string, SQL>;

function conditionOf(entity: EntityDef, columns: Record<string, PgColumn>, condition: QueryCondition, check: FieldUseCheck, shown: ShownValues | undefined): SQL {
  const field = queryableField(entity, condition.field);
  const column = ownColumn(columns, condition.field);
  // Hidden, unstored and unknown fields read the same: nothing to query by that name.
  if (!field || !column) throw badRequest(messageWith('validation.unknownField', { field: refusedFieldName(condition.field) }));
  check(condition.field, 'filter');
  if (!rulesFor(field).includes(condition.rule)) throw badRequest(messageWith('advancedQuery.validation.ruleNotAllowed', { label: field.label }));
  // The conditions arrive as encoded JSON, past the dispatcher's look at the raw parameters.
  const values = typeof condition.value === 'string' ? [condition.value] : condition.value;
  if (!values.every(isCleanText)) throw badRequest(uncleanTextMessage(field.label));
  const matched = operatorCondition(column, field, RULE_OPERATOR[condition.rule], condition.value);
  // A value the caller is not shown on a row is empty there: no rule matches it.
  const when = shown?.get(condition.field);
  return when ? and(when, matched)! : matched;
}

/**
 * The conditions of a query over an entity's columns, joined by its match type; every field and
 * value is checked, and every field against what the caller may filter by (`check`).
 */
export function advancedQueryCondition(entity: EntityDef, columns: Record<string, PgColumn>, query: AdvancedQuery, check: FieldUseCheck, shown?: ShownValues): SQL | undefined {
  const parts = query.conditions.map((c) => conditionOf(entity, columns, c, check, shown));
  if (parts.length === 0) return undefined;
  return query.matchType === 'or' ? or(...parts) : and(...parts);
}

/** The advanced query carried by a list call's parameters (superQueryParams, superQueryMatchType), if any. */
export function advancedCondition(entity: EntityDef, columns: Record<string, PgColumn>, params: Record<string, unknown>, check: FieldUseCheck, shown?: ShownValues): SQL | undefined {
  const decoded = decodeAdvancedQuery(params[SUPER_QUERY_PARAMS], params[SUPER_QUERY_MATCH_TYPE]);
  if (!decoded.ok) throw badRequest(decoded.message);
  return decoded.query ? advancedQueryCondition(entity, columns, decoded.query, check, shown) : undefined;
}
