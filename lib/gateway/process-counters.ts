import { counterStoreOn } from '@/lib/backend/process-counters';
import { runningBackend } from '@/lib/backend/running-backend';
import type { CounterStore } from '@/lib/rate-limit/counters';

/** The gateway's counters, in the running embedded backend's database when there is no other (see counterStoreOn). */
export function processCounterStore(tableName: string): CounterStore {
  return counterStoreOn(async () => (await runningBackend()).database, tableName);
}
