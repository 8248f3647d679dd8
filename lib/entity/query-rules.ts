import type { FilterOperator } from './types';

/** The advanced query's rules and how its conditions join (./advanced-query.ts), with no zod. */

export const MATCH_TYPES = ['and', 'or'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

/**
 * Wire names of the rules. right_like is "starts with" (the wildcard on the right), left_like
 * "ends with" (the wildcard on the left).
 */
export const QUERY_RULES = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
export type QueryRule = (typeof QUERY_RULES)[number];

/** The list filter each rule means on the server (one implementation for both). */
export const RULE_OPERATOR: Record<QueryRule, Exclude<FilterOperator, 'between'>> = {
  eq: 'eq', like: 'like', right_like: 'startsWith', left_like: 'endsWith', in: 'in', ne: 'ne', gt: 'gt', ge: 'ge', lt: 'lt', le: 'le',
};
