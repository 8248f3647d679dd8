import { serverEnv } from '@/lib/config/env';
import type { CounterStore } from '@/lib/rate-limit/counters';
import { databaseCounterStore } from './db/counter-store';
import type { Database } from './db/client';

/**
 * Where a process keeps the counters of its rate limits (sign-in lockouts, per-address limits):
 * always in a table when it has a database, so a restart does not clear a lockout and every process
 * on PostgreSQL sees the same counts. With DATABASE_URL the table is reached through a small pool
 * of its own (a gateway in front of an external backend may have the database but no backend);
 * otherwise through the database `database` answers (the embedded backend's PGlite). Only a
 * gateway in front of an external backend without a database of its own counts in memory.
 */
export function counterStoreOn(database: () => Promise<Pick<Database, 'executeSql'>>, tableName: string): CounterStore {
  const env = serverEnv();
  if (env.DATABASE_URL) return { kind: 'postgres', databaseUrl: env.DATABASE_URL, tableName };
  if (env.UPSTREAM_URL) return { kind: 'memory' };
  return databaseCounterStore(database, tableName);
}
