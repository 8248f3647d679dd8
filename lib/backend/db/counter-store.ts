import type { CounterQuery, CounterStore } from '@/lib/rate-limit/counters';
import type { Database, SqlResult } from './client';

/** The rows a statement answered or touched: node-postgres says rowCount; PGlite says affectedRows for writes only. */
function rowCountOf(result: SqlResult): number {
  const counted = result as SqlResult & { rowCount?: number | null; affectedRows?: number };
  if (typeof counted.rowCount === 'number') return counted.rowCount;
  return result.rows.length > 0 ? result.rows.length : (counted.affectedRows ?? 0);
}

/**
 * Counters in a table of a database the process has open (PGlite or PostgreSQL), on its own
 * connections: they outlive a restart, and every process on the database shares them.
 * `database` is asked on each call, so a store can be made before the database is open.
 */
export function databaseCounterStore(database: () => Promise<Pick<Database, 'executeSql'>>, tableName: string): CounterStore {
  const query: CounterQuery = async (text, values) => {
    const answered = await (await database()).executeSql(text, values);
    const last = Array.isArray(answered) ? answered[answered.length - 1] : answered;
    return last ? { rows: last.rows, rowCount: rowCountOf(last) } : { rows: [], rowCount: 0 };
  };
  return { kind: 'sql', query, tableName };
}
