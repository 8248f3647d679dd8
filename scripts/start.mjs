// `npm start`: the production server, as `next start` with the same arguments. On PostgreSQL (or
// with an external backend), WEB_CONCURRENCY=N runs N such processes on the one port: node:cluster
// hands each new connection to one of them, so all of a machine's cores serve calls. No process
// keeps business state in memory, which is what lets any of them answer any call. The embedded
// PGlite database belongs to one process, so there it stays one.
import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const args = ['start', ...process.argv.slice(2)];
/** A process that ends this soon after it started failed to start: restarting it would only loop. */
const START_GRACE_MS = 20_000;

function fail(message) {
  console.error(`[start] ${message}`);
  process.exit(1);
}

function processCount() {
  const raw = process.env.WEB_CONCURRENCY?.trim();
  if (!raw) return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) fail(`WEB_CONCURRENCY must be a whole number of processes, 1 or more (it is "${raw}").`);
  if (count > 1 && !process.env.DATABASE_URL && !process.env.UPSTREAM_URL) {
    fail('WEB_CONCURRENCY above 1 needs DATABASE_URL (or UPSTREAM_URL): the embedded database serves one process.');
  }
  return count;
}

function runCluster(count) {
  cluster.setupPrimary({ exec: nextBin, args });
  const startedAt = new Map();
  let stopping = false;
  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  for (let i = 0; i < count; i++) fork();
  console.log(`[start] ${count} processes on one port`);

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      // The exit code set when a process failed to start, 0 otherwise.
      if (startedAt.size === 0) process.exit();
      return;
    }
    if (lived < START_GRACE_MS) {
      console.error(`[start] a process ended while starting (${signal ?? `code ${code}`}); stopping the others`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit();
      return;
    }
    console.error(`[start] a process ended (${signal ?? `code ${code}`}); starting another`);
    fork();
  });

  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      if (startedAt.size === 0) process.exit();
    });
  }
}

const count = processCount();
if (count === 1) {
  // One process: Next runs here, as `next start` itself would.
  process.argv = [process.argv[0], nextBin, ...args];
  await import(pathToFileURL(nextBin).href);
} else {
  runCluster(count);
}
