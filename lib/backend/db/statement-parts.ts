import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Several writes sent as one statement: each part a WITH query ahead of the last statement.
 * PostgreSQL runs every data-modifying WITH query to completion whether or not anything reads
 * it, so the writes all happen, in one round trip instead of one each.
 */
export function withParts(parts: readonly SQLWrapper[], last: SQLWrapper): SQL {
  if (parts.length === 0) return last.getSQL();
  const named = parts.map((part, at) => sql`${sql.raw(`part_${at}`)} as (${part.getSQL()})`);
  return sql`with ${sql.join(named, sql`, `)} ${last.getSQL()}`;
}
