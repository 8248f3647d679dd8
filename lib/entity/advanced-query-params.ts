import type { AdvancedQuery } from './advanced-query';

/**
 * How an advanced query travels on a list call, next to the ordinary filters (which still AND with
 * the whole group): superQueryParams is the URI-encoded JSON of the conditions, superQueryMatchType
 * is 'and' or 'or'. Reading them back is advanced-query-wire.ts; this half has no zod, so the
 * list page sends a query without loading the schemas.
 */
export const SUPER_QUERY_PARAMS = 'superQueryParams';
export const SUPER_QUERY_MATCH_TYPE = 'superQueryMatchType';

/** The list call's parameters for a query; none at all for no query (or one without conditions). */
export function encodeAdvancedQuery(query: AdvancedQuery | null): Record<string, string> {
  if (!query || query.conditions.length === 0) return {};
  return {
    [SUPER_QUERY_PARAMS]: encodeURIComponent(JSON.stringify(query.conditions)),
    [SUPER_QUERY_MATCH_TYPE]: query.matchType,
  };
}
