// The embedded database on a thread of its own (see pglite-thread.ts, which starts it and speaks
// for it): PGlite's engine and its reading of every answer run here, beside the thread that serves
// requests, so one process uses two cores. Plain JavaScript: a worker thread loads this file as is.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Types whose text is answered as PostgreSQL wrote it, as drizzle asks (its parsers are the identity). */
const KEPT_AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText = Object.fromEntries(KEPT_AS_TEXT.map((type) => [type, (value) => value]));

/** An error as the app reads it: PostgreSQL's fields (code, constraint, table...) survive the thread. */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [name, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[name] = value;
  return { ...fields, message: error.message, name: error.name, stack: error.stack };
}

function queryOptions(options) {
  if (!options) return undefined;
  return { rowMode: options.rowMode, ...(options.textTypes ? { parsers: asText } : {}) };
}

const db = await PGlite.create({ dataDir: workerData.dataDir, extensions: { pg_trgm } });
/** Open transactions by id: each waits for the word that ends it. */
const transactions = new Map();
const ROLLBACK = Symbol('rollback');

/** A transaction open this long is named on the error output, with its last statement: every other statement waits for it. */
const STALE_TRANSACTION_MS = Number(process.env.PGLITE_THREAD_STALE_MS ?? 30_000);

/** Answers posted to syncPort, counted: the serving thread waits on this word inside a transaction. */
const { signal, syncPort } = workerData;

/**
 * Notices since the last answer waited for, which carries them: the serving thread must see a
 * commit's notice before it goes on, and a waited-for answer passes its event loop by.
 */
let noticeSeq = 0;
let noticesSinceWaitedAnswer = [];
const NOTICES_KEPT = 1_000;

function notice(channel, payload) {
  const message = { notice: channel, payload, seq: ++noticeSeq };
  noticesSinceWaitedAnswer.push(message);
  if (noticesSinceWaitedAnswer.length > NOTICES_KEPT) noticesSinceWaitedAnswer.shift();
  parentPort.postMessage(message);
}

function post(port, message) {
  try {
    port.postMessage(message);
  } catch (error) {
    // An answer the thread cannot send (a value that cannot be cloned) must still end the wait for it.
    port.postMessage({ id: message.id, notices: message.notices, error: plainError(error) });
  }
}

function reply(id, waited, message) {
  if (!waited) {
    post(parentPort, { id, ...message });
    return;
  }
  post(syncPort, { id, ...message, notices: noticesSinceWaitedAnswer });
  noticesSinceWaitedAnswer = [];
  // Counted after the answer is posted: the serving thread looks for it when the count moves (sync-answer.ts).
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
}

function answer(message, work) {
  work.then(
    (result) => reply(message.id, message.waited, { result }),
    (error) => reply(message.id, message.waited, { error: plainError(error) }),
  );
}

setInterval(() => {
  const now = Date.now();
  for (const [tx, open] of transactions) {
    if (open.warned || now - open.since < STALE_TRANSACTION_MS) continue;
    open.warned = true;
    console.error(`[db thread] transaction ${tx} open for ${Math.round((now - open.since) / 1000)} s; its last statement: ${String(open.last ?? '(none)').slice(0, 500)}`);
  }
}, 5_000).unref();

function handleOf(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.handle;
}

function statementIn(tx, text) {
  const open = tx === undefined ? undefined : transactions.get(tx);
  if (open) open.last = text;
  return handleOf(tx);
}

function begin(tx) {
  return new Promise((started, failedToStart) => {
    let began = false;
    const finished = db.transaction(async (handle) => {
      const ending = new Promise((end) => transactions.set(tx, { handle, end, since: Date.now() }));
      began = true;
      started(undefined);
      const outcome = await ending;
      if (outcome === ROLLBACK) throw ROLLBACK;
    });
    finished.then(
      () => transactions.get(tx)?.done?.(undefined),
      (error) => {
        if (!began) failedToStart(error);
        const open = transactions.get(tx);
        if (open?.done) {
          if (error === ROLLBACK) open.done(undefined);
          else open.failed(error);
        }
      },
    ).finally(() => transactions.delete(tx));
  });
}

function end(tx, outcome) {
  const open = transactions.get(tx);
  if (!open) return Promise.reject(new Error(`transaction ${tx} is not open`));
  return new Promise((done, failed) => {
    open.done = done;
    open.failed = failed;
    open.end(outcome);
  });
}

parentPort.on('message', (message) => {
  const { op } = message;
  switch (op) {
    case 'query':
      answer(message, Promise.resolve().then(() => statementIn(message.tx, message.text).query(message.text, message.params, queryOptions(message.options))));
      break;
    case 'exec':
      answer(message, Promise.resolve().then(() => statementIn(message.tx, message.text).exec(message.text)));
      break;
    case 'begin':
      answer(message, begin(message.tx));
      break;
    case 'commit':
      answer(message, end(message.tx, 'commit'));
      break;
    case 'rollback':
      answer(message, end(message.tx, ROLLBACK));
      break;
    case 'listen':
      answer(message, db.listen(message.channel, (payload) => notice(message.channel, payload)).then(() => undefined));
      break;
    case 'dump':
      answer(message, db.dumpDataDir(message.compression === 'none' ? 'none' : 'gzip').then((blob) => blob.arrayBuffer()));
      break;
    case 'close':
      answer(message, db.close());
      break;
    default:
      answer(message, Promise.reject(new Error(`unknown operation ${op}`)));
  }
});

parentPort.postMessage({ ready: true });
