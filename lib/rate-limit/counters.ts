import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Pool } from 'pg';

/** One kind of counted event: at most `points` per key within `windowSeconds`. */
export interface CounterSpec {
  keyPrefix: string;
  points: number;
  windowSeconds: number;
}

/** Runs one statement on a database the caller already has open; answers its rows and how many it touched. */
export type CounterQuery = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;

/**
 * Where counters are kept: a table, so that every process on the database sees the same counts and
 * a restart keeps them: reached through its own pool (`postgres`), or through a database the
 * process already has open (`sql`: the embedded backend's, PGlite included). Memory: tests, and a
 * gateway in front of an external backend without a database of its own.
 */
export type CounterStore =
  | { kind: 'memory' }
  | { kind: 'postgres'; databaseUrl: string; tableName: string }
  | { kind: 'sql'; query: CounterQuery; tableName: string };

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

/**
 * What the limiter's PostgreSQL store calls: a node-postgres pool, or any client whose
 * query({ text, values }) answers rows and rowCount.
 */
type StoreClient =
  | { storeType: 'pool'; client: Pool }
  | { storeType: 'client'; client: { query(q: { text: string; values?: unknown[] }): ReturnType<CounterQuery> } };

function postgresCounter({ storeType, client }: StoreClient, tableName: string, spec: CounterSpec): Promise<RateLimiterPostgres> {
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      { storeClient: client, storeType, tableName, keyPrefix: spec.keyPrefix, points: spec.points, duration: spec.windowSeconds },
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
  const client: StoreClient = store.kind === 'postgres'
    ? { storeType: 'pool', client: await poolFor(store.databaseUrl) }
    : { storeType: 'client', client: { query: ({ text, values }) => store.query(text, values) } };
  const counters: RateLimiterAbstract[] = [];
  // One after the other: each creates the same table, and parallel CREATE TABLE IF NOT EXISTS can collide.
  for (const spec of specs) counters.push(await postgresCounter(client, store.tableName, spec));
  return counters;
}

/** Seconds until a refused key may try again (never zero, so a caller always has a figure to show). */
export function secondsUntilReset(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}
