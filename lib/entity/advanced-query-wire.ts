import type { ZodError } from 'zod';
import { type AdvancedQuery, matchTypeSchema, queryConditionsSchema } from './advanced-query';

export { encodeAdvancedQuery, SUPER_QUERY_MATCH_TYPE, SUPER_QUERY_PARAMS } from './advanced-query-params';

/** Encoded conditions longer than this are refused before parsing (20 conditions of 50 values fit easily). */
const MAX_ENCODED_LENGTH = 200_000;

export type DecodedAdvancedQuery = { ok: true; query: AdvancedQuery | null } | { ok: false; message: string };

const firstMessage = (error: ZodError) => error.issues[0]?.message ?? 'advancedQuery.validation.malformed';

/**
 * Reads the two parameters back. The conditions may come URI-encoded (the contract), as plain JSON
 * text, or already parsed (a JSON body). No conditions means no advanced query.
 */
export function decodeAdvancedQuery(rawConditions: unknown, rawMatchType: unknown): DecodedAdvancedQuery {
  if (rawConditions === undefined || rawConditions === null || rawConditions === '') return { ok: true, query: null };
  let conditions: unknown = rawConditions;
  if (typeof rawConditions === 'string') {
    if (rawConditions.length > MAX_ENCODED_LENGTH) return { ok: false, message: 'advancedQuery.validation.malformed' };
    try {
      conditions = JSON.parse(rawConditions.trimStart().startsWith('[') ? rawConditions : decodeURIComponent(rawConditions));
    } catch {
      return { ok: false, message: 'advancedQuery.validation.malformed' };
    }
  }
  const parsed = queryConditionsSchema.safeParse(conditions);
  if (!parsed.success) return { ok: false, message: firstMessage(parsed.error) };
  const matchType = matchTypeSchema.safeParse(rawMatchType === undefined || rawMatchType === null || rawMatchType === '' ? 'and' : String(rawMatchType).toLowerCase());
  if (!matchType.success) return { ok: false, message: firstMessage(matchType.error) };
  return { ok: true, query: parsed.data.length ? { matchType: matchType.data, conditions: parsed.data } : null };
}
