import path from 'node:path';
import { serverEnv } from '@/lib/config/env';
import { sessionCacheFor } from './auth/session-cache';
import { openDatabase, type Database } from './db/client';
import { CallGate } from './http/call-gate';
import { createDispatcher } from './http/dispatch';
import { stoppableDispatch } from './http/stoppable-dispatch';
import { jobCatalogue } from './jobs/catalogue';
import { JobQueue } from './jobs/job-queue';
import { counterStoreOn } from './process-counters';
import { publicContentVersions } from './public-content/versions';
import { allRoutes } from './routes';
import { backendHolder } from './backend-holder';
import { seedDemo } from './seed/demo';
import { CALLS_UNDER_WAY_LIMIT_MS } from './stop-limits';
import { seedDictionaries } from './seed/demo-dictionaries';
import { seedNumberingRules } from './seed/numbering-rules';
import { syncSearchIndex } from './search/search-index';
import type { BackendServices } from './services';
import { openFileStorage } from './storage/configured-storage';

export interface Backend {
  /** Its close() stops the job queue's workers first. */
  database: Database;
  services: BackendServices;
  /** Started at server start-up; elsewhere (tests) on the first enqueue. */
  jobs: JobQueue;
  handle(req: Request): Promise<Response>;
  /**
   * The process is stopping (a deploy, an upgrade, a restart): calls arriving from now on are
   * answered 503; those under way are answered (for at most `callsWithinMs`) while background work
   * is handed back; then the database is closed.
   */
  stop(limits?: { callsWithinMs?: number }): Promise<void>;
}

export function backendFrom(database: Database, services: Omit<BackendServices, 'db' | 'jobs' | 'publicContent' | 'counterStore' | 'sessions'>): Backend {
  const publicContent = publicContentVersions(database);
  const jobs = new JobQueue(database, jobCatalogue, publicContent, services.storage);
  const counterStore = (tableName: string) => counterStoreOn(async () => database, tableName);
  const full: BackendServices = { ...services, db: database.db, jobs, publicContent, counterStore, sessions: sessionCacheFor(database) };
  const closing: Database = {
    ...database,
    close: async () => {
      await jobs.stop();
      await database.close();
    },
  };
  const gate = new CallGate();
  const stop = async ({ callsWithinMs = CALLS_UNDER_WAY_LIMIT_MS } = {}) => {
    gate.close();
    const [answered] = await Promise.all([gate.drained(callsWithinMs), jobs.stop()]);
    if (!answered) console.warn(`[backend] ${gate.underWay} calls still under way after ${callsWithinMs} ms: closing the database under them`);
    await closing.close();
  };
  return { database: closing, services: full, jobs, handle: stoppableDispatch(createDispatcher(allRoutes, full), gate), stop };
}

async function start(): Promise<Backend> {
  const env = serverEnv();
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteFolder: path.join(env.dataDir, 'db'), pgliteThread: env.PGLITE_THREAD });
  const storage = await openFileStorage(env.fileStorage, database.db, env.dataDir);
  // Processes started together on one fresh database seed one after the other: the second finds
  // the demo in place instead of deploying its models and starting its requests again.
  await database.alone(async () => {
    await seedDictionaries(database.db);
    await seedNumberingRules(database.db);
    if (env.SEED_DEMO) await seedDemo(database.db, { appKey: env.DEFAULT_APP_KEY, storage });
    // A data folder from before the global search, or rows written around the engine, are indexed once.
    await syncSearchIndex(database.db);
  });
  console.log(`[backend] ${database.kind} ready in ${Date.now() - started} ms (files in the ${env.fileStorage})`);
  return backendFrom(database, {
    storage,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    defaultAppKey: env.DEFAULT_APP_KEY,
    listCountLimit: env.LIST_COUNT_LIMIT === 0 ? null : env.LIST_COUNT_LIMIT,
  });
}

/** One instance per process (see running-backend.ts and backend-holder.ts). */
export function embeddedBackend(): Promise<Backend> {
  backendHolder.__fincrmBackend ??= start().catch((error: unknown) => {
    backendHolder.__fincrmBackend = undefined;
    throw error;
  });
  return backendHolder.__fincrmBackend;
}
