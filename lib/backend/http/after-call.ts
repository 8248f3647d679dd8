import { AsyncLocalStorage } from 'node:async_hooks';
import type { BackendServices } from '../services';
import { logFailure } from './failure-log';

/** Work a call leaves for after its answer is known to be a success (its transaction committed). */
type AfterCall = (services: Pick<BackendServices, 'jobs'>) => Promise<void>;

const scope = new AsyncLocalStorage<Map<string, AfterCall>>();

/**
 * Asks for `task` to run once the current call succeeded, outside its transaction: waking a job
 * for what the call queued, say, rather than waiting for the job's next poll. One task per key
 * however often it is asked for; outside a call (a job, the seed) nothing is kept, since the job's
 * own schedule will find the work.
 */
export function afterCall(key: string, task: AfterCall): void {
  scope.getStore()?.set(key, task);
}

/** Runs a call's handler collecting what it leaves for afterwards. */
export function collectingAfterCall<T>(handler: () => Promise<T>): Promise<{ result: T; tasks: Map<string, AfterCall> }> {
  const tasks = new Map<string, AfterCall>();
  return scope.run(tasks, async () => ({ result: await handler(), tasks }));
}

/** Runs what a successful call left for afterwards; a failure there is logged, the call's answer stands. */
export async function runAfterCall(where: string, tasks: Map<string, AfterCall>, services: Pick<BackendServices, 'jobs'>): Promise<void> {
  for (const task of tasks.values()) {
    try {
      await task(services);
    } catch (error) {
      logFailure(`${where} (after the answer)`, error);
    }
  }
}
