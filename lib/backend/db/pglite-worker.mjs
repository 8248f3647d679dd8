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

function answer(id, work) {
  work.then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: plainError(error) }),
  );
}

function handleOf(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.handle;
}

function begin(tx) {
  return new Promise((started, failedToStart) => {
    let began = false;
    const finished = db.transaction(async (handle) => {
      const ending = new Promise((end) => transactions.set(tx, { handle, end }));
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
        if (open?.done) error === ROLLBACK ? open.done(undefined) : open.failed(error);
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
  const { id, op } = message;
  switch (op) {
    case 'query':
      answer(id, Promise.resolve().then(() => handleOf(message.tx).query(message.text, message.params, queryOptions(message.options))));
      break;
    case 'exec':
      answer(id, Promise.resolve().then(() => handleOf(message.tx).exec(message.text)));
      break;
    case 'begin':
      answer(id, begin(message.tx));
      break;
    case 'commit':
      answer(id, end(message.tx, 'commit'));
      break;
    case 'rollback':
      answer(id, end(message.tx, ROLLBACK));
      break;
    case 'listen':
      answer(id, db.listen(message.channel, (payload) => parentPort.postMessage({ notice: message.channel, payload })).then(() => undefined));
      break;
    case 'dump':
      answer(id, db.dumpDataDir('gzip').then((blob) => blob.arrayBuffer()));
      break;
    case 'close':
      answer(id, db.close());
      break;
    default:
      answer(id, Promise.reject(new Error(`unknown operation ${op}`)));
  }
});

parentPort.postMessage({ ready: true });
