import type { Db } from './db/client';
import type { AddressLimiter } from '@/lib/rate-limit/address-limiter';
import type { CounterStore } from '@/lib/rate-limit/counters';
import type { FileStorage } from './storage/file-storage';
import type { Enqueue } from './jobs/define-job';
import type { PublicContentVersions } from './public-content/versions';
import type { SessionCache } from './auth/session-cache';

/** Everything a route handler may use besides the request; tests build their own. */
export interface BackendServices {
  db: Db;
  storage: FileStorage;
  /** The background-job queue shared by every app process on the database. */
  jobs: { enqueue: Enqueue };
  /** Versions of what the public site shows: moved after each committed change (see RouteDef.publicContent). */
  publicContent: PublicContentVersions;
  /** The callers this process keeps between calls; absent: read on every call (session-cache.ts). */
  sessions?: SessionCache | null;
  uploadMaxBytes: number;
  defaultAppKey: string;
  /** Where rate-limit counters of this backend live (its database; see process-counters.ts). */
  counterStore: (tableName: string) => CounterStore;
  /** Enquiries per client address; absent: the process's own, as the environment configures it. */
  leadLimiter?: AddressLimiter;
  /**
   * List totals count at most this many rows and then answer a lower bound (totalCapped);
   * null counts every row; absent: 10,000 (lib/backend/entity/list-total.ts).
   */
  listCountLimit?: number | null;
}
