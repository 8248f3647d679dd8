import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Columns of a table made from a declaration, by name. Such tables are typed loosely (their
 * columns come from data), so code that queries one names the columns it needs here and gets
 * a clear error at start-up if the declaration no longer has them.
 */
export function columnsOf<K extends string>(table: PgTable, names: readonly K[]): Record<K | 'del_flag' | 'version' | 'create_time', PgColumn> {
  const all = table as unknown as Record<string, PgColumn | undefined>;
  for (const name of [...names, 'del_flag', 'version', 'create_time']) {
    if (!all[name]) throw new Error(`Table has no column ${name}`);
  }
  return all as Record<K | 'del_flag' | 'version' | 'create_time', PgColumn>;
}
