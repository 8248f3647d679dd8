import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Pool } from 'pg';

/** One kind of counted event: at most `points` per key within `windowSeconds`. */
export interface CounterSpec {
  keyPrefix: string;
  points: number;
  windowSeconds: number;
}

/**
 * Where counters are kept. With PostgreSQL several app processes may run, so they share a table;
 * the embedded PGlite mode is one process by construction, so memory is exact there.
 */
export type CounterStore = { kind: 'memory' } | { kind: 'postgres'; databaseUrl: string; tableName: string };

const pools = globalThis as unknown as { __fincrmCounterPools?: Map<string, Promise<Pool>> };

/** One small pool per database for every counter of the process. */
function poolFor(databaseUrl: string): Promise<Pool> {
  pools.__fincrmCounterPools ??= new Map();
  let pool = pools.__fincrmCounterPools.get(databaseUrl);
  if (!pool) {
    pool = import('pg').then(({ Pool }) => new Pool({ connectionString: databaseUrl, max: 2 }));
    pools.__fincrmCounterPools.set(databaseUrl, pool);
  }
  return pool;
}

function postgresCounter(pool: Pool, tableName: string, spec: CounterSpec): Promise<RateLimiterPostgres> {
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { storeClient: pool, tableName, keyPrefix: spec.keyPrefix, points: spec.points, duration: spec.windowSeconds },
      (err?: Error) => (err ? reject(err) : resolve(limiter)),
    );
  });
}

export function memoryCounter(spec: CounterSpec): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix: spec.keyPrefix, points: spec.points, duration: spec.windowSeconds });
}

/** The counters of one store, in the order of `specs`. */
export async function createCounters(store: CounterStore, specs: readonly CounterSpec[]): Promise<RateLimiterAbstract[]> {
  if (store.kind === 'memory') return specs.map(memoryCounter);
  const pool = await poolFor(store.databaseUrl);
  const counters: RateLimiterAbstract[] = [];
  // One after the other: each creates the same table, and parallel CREATE TABLE IF NOT EXISTS can collide.
  for (const spec of specs) counters.push(await postgresCounter(pool, store.tableName, spec));
  return counters;
}

/** The store a process uses: its PostgreSQL database when it has one, memory otherwise. */
export function counterStoreFor(databaseUrl: string | undefined, tableName: string): CounterStore {
  return databaseUrl ? { kind: 'postgres', databaseUrl, tableName } : { kind: 'memory' };
}

/** Seconds until a refused key may try again (never zero, so a caller always has a figure to show). */
export function secondsUntilReset(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}
