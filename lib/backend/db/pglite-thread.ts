import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite on a worker thread (pglite-worker.mjs), spoken to through the part of PGlite's interface
 * the app and drizzle use: query, exec, transaction, listen, dumpDataDir, close. The engine and the
 * reading of its answers then run beside the thread that serves requests, so one process uses two
 * cores. Statements run one at a time and wait for an open transaction to end, as in PGlite itself.
 */

const WORKER_FILE = path.join(process.cwd(), 'lib', 'backend', 'db', 'pglite-worker.mjs');

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type Notice = { notice: string; payload: string };

/** A database error as it left the thread, with PostgreSQL's fields (code, constraint...) on it. */
function errorFrom(plain: Reply['error'] & object): Error {
  const error = new Error(plain.message);
  Object.assign(error, plain);
  return error;
}

export interface ThreadedPglite {
  query: PGlite['query'];
  exec: PGlite['exec'];
  transaction: PGlite['transaction'];
  listen(channel: string, onNotice: (payload: string) => void): Promise<void>;
  dumpDataDir(compression: 'gzip'): Promise<Blob>;
  close(): Promise<void>;
}

export async function startThreadedPglite(dataDir: string): Promise<ThreadedPglite> {
  const worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', function first(message: { ready?: boolean }) {
      if (!message.ready) return;
      worker.off('message', first);
      worker.off('error', reject);
      resolve();
    });
  });
  worker.on('message', (message: Reply | Notice | { ready: true }) => {
    if ('notice' in message) {
      for (const listener of listeners.get(message.notice) ?? []) listener(message.payload);
      return;
    }
    if (!('id' in message)) return;
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiting?.reject(errorFrom(message.error));
    else waiting?.resolve(message.result);
  });
  // A thread that ended fails what waits on it and every later call, instead of leaving them hanging.
  const fail = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread ended (exit code ${code})`)));
  await ready;

  function send<T>(message: Record<string, unknown>): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  }

  /** drizzle's parsers keep dates and intervals as text: the thread is told so, functions cannot cross it. */
  const optionsOf = (options?: QueryOptions) => options && { rowMode: options.rowMode, textTypes: Boolean(options.parsers) };

  function handle(tx?: number) {
    return {
      query: (text: string, params?: unknown[], options?: QueryOptions) => send({ op: 'query', tx, text, params, options: optionsOf(options) }),
      exec: (text: string) => send({ op: 'exec', tx, text }),
    };
  }

  let nextTransaction = 1;
  async function transaction<T>(work: (tx: ReturnType<typeof handle> & { rollback(): Promise<void>; closed: boolean }) => Promise<T>): Promise<T> {
    const tx = nextTransaction++;
    await send({ op: 'begin', tx });
    let rolledBack = false;
    const inside = { ...handle(tx), closed: false, rollback: async () => { rolledBack = true; } };
    let result: T;
    try {
      result = await work(inside);
    } catch (error) {
      inside.closed = true;
      await send({ op: 'rollback', tx }).catch(() => {});
      throw error;
    }
    inside.closed = true;
    await send({ op: rolledBack ? 'rollback' : 'commit', tx });
    return result;
  }

  return {
    ...(handle() as unknown as Pick<PGlite, 'query' | 'exec'>),
    transaction: transaction as unknown as PGlite['transaction'],
    async listen(channel, onNotice) {
      const set = listeners.get(channel);
      if (set) {
        set.add(onNotice);
        return;
      }
      listeners.set(channel, new Set([onNotice]));
      await send({ op: 'listen', channel });
    },
    async dumpDataDir() {
      return new Blob([await send<ArrayBuffer>({ op: 'dump' })], { type: 'application/x-gzip' });
    },
    async close() {
      await send({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}
