import path from 'node:path';
import { MessageChannel, Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { waitForAnswer } from './sync-answer';

/**
 * PGlite on a worker thread (pglite-worker.mjs), spoken to through the part of PGlite's interface
 * the app and drizzle use: query, exec, transaction, listen, dumpDataDir, close. The engine and the
 * reading of its answers then run beside the thread that serves requests, so one process uses two
 * cores. Statements run one at a time and wait for an open transaction to end, as in PGlite itself.
 *
 * Inside a transaction the serving thread waits for each answer (Atomics.wait, sync-answer.ts)
 * instead of taking it from its event loop: every other statement waits while a transaction is
 * open, and an answer queued behind other requests' work would keep them waiting that much longer.
 * Its BEGIN is still awaited, since it may wait for another transaction whose work needs this
 * thread to go on.
 */

const WORKER_FILE = path.join(process.cwd(), 'lib', 'backend', 'db', 'pglite-worker.mjs');

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type Notice = { notice: string; payload: string; seq: number };
type SyncReply = Reply & { notices: Notice[] };

/** Longest wait for an answer inside a transaction: past it the thread is taken for stuck. */
const SYNC_ANSWER_TIMEOUT_MS = 60_000;

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
  dumpDataDir(compression: 'gzip' | 'none'): Promise<Blob>;
  close(): Promise<void>;
}

export async function startThreadedPglite(dataDir: string): Promise<ThreadedPglite> {
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { port1: syncAnswers, port2: workerSyncPort } = new MessageChannel();
  const worker = new Worker(WORKER_FILE, { workerData: { dataDir, signal, syncPort: workerSyncPort }, transferList: [workerSyncPort] });
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
  // A notice comes by the event loop and, after a statement answered inside a transaction, with
  // that answer too: whichever arrives first is handed over, once.
  let lastNotice = 0;
  const deliver = (message: Notice) => {
    if (message.seq <= lastNotice) return;
    lastNotice = message.seq;
    for (const listener of listeners.get(message.notice) ?? []) listener(message.payload);
  };
  worker.on('message', (message: Reply | Notice | { ready: true }) => {
    if ('notice' in message) {
      deliver(message);
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

  /** Sends and waits for the answer without leaving this call (inside a transaction only). */
  function sendAndWait<T>(message: Record<string, unknown>): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    worker.postMessage({ ...message, id, waited: true });
    const waited = waitForAnswer(signal, syncAnswers, id, SYNC_ANSWER_TIMEOUT_MS);
    if ('failed' in waited) return Promise.reject(new Error(`the database thread did not answer in ${SYNC_ANSWER_TIMEOUT_MS / 1000} s`));
    const reply = waited.message as SyncReply;
    for (const notice of reply.notices) deliver(notice);
    return reply.error ? Promise.reject(errorFrom(reply.error)) : Promise.resolve(reply.result as T);
  }

  /** drizzle's parsers keep dates and intervals as text: the thread is told so, functions cannot cross it. */
  const optionsOf = (options?: QueryOptions) => options && { rowMode: options.rowMode, textTypes: Boolean(options.parsers) };

  function handle(tx?: number) {
    const call = tx === undefined ? send : sendAndWait;
    return {
      query: (text: string, params?: unknown[], options?: QueryOptions) => call({ op: 'query', tx, text, params, options: optionsOf(options) }),
      exec: (text: string) => call({ op: 'exec', tx, text }),
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
      await sendAndWait({ op: 'rollback', tx }).catch(() => {});
      throw error;
    }
    inside.closed = true;
    await sendAndWait({ op: rolledBack ? 'rollback' : 'commit', tx });
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
    async dumpDataDir(compression: 'gzip' | 'none') {
      return new Blob([await send<ArrayBuffer>({ op: 'dump', compression })], { type: compression === 'gzip' ? 'application/x-gzip' : 'application/x-tar' });
    },
    async close() {
      await send({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}
