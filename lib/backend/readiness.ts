import { sql } from 'drizzle-orm';
import { runningBackend } from './running-backend';
import { isStopping } from './shutdown';

export interface Readiness {
  ready: boolean;
  /** 'ok', 'stopping' (after SIGTERM) or 'database unavailable'. */
  status: string;
  database?: 'pglite' | 'postgres';
  /** How long the database took to answer. */
  ms?: number;
}

/** The longest a readiness check waits for the database. */
const CHECK_LIMIT_MS = 3_000;

/** Whether this process can serve: not stopping, and its database answers a query in time. */
export async function embeddedReadiness(): Promise<Readiness> {
  if (isStopping()) return { ready: false, status: 'stopping' };
  const started = Date.now();
  try {
    const backend = await runningBackend();
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), CHECK_LIMIT_MS).unref());
    await Promise.race([backend.services.db.execute(sql`select 1`), timeout]);
    return { ready: true, status: 'ok', database: backend.database.kind, ms: Date.now() - started };
  } catch {
    return { ready: false, status: 'database unavailable' };
  }
}
