import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import { sysJobRun } from '../db/schema';
import type { AnyJobDef, EnqueueOptions, JobContext, JobDef } from './define-job';
import { logFailure } from '../http/failure-log';
import type { PublicContentVersions } from '../public-content/versions';
import type { FileStorage } from '../storage/file-storage';

/** The queue's tables live in a schema of their own, beside the application's. */
export const QUEUE_SCHEMA = 'pgboss';

/** How often one process (whichever gets there first) looks for runs past their timeout. */
const MAINTENANCE_SECONDS = 10;

/** Where a job goes once its last attempt failed or was lost. */
const giveUpQueue = (name: string) => `${name}-given-up`;

/**
 * The background-job queue of one process: pg-boss over the application's own database, so on
 * PostgreSQL every app process shares the queue (a queued job is fetched by exactly one of them,
 * `FOR UPDATE SKIP LOCKED`), and on the embedded PGlite the same code runs in the one process.
 */
export class JobQueue {
  readonly worker = `${hostname()}:${process.pid}`;
  private starting: Promise<PgBoss> | null = null;
  /** Once stopped (the database is closing), nothing may open the queue again. */
  private stopped = false;
  /** Aborted when the process begins to stop (see stop()). */
  private readonly stopping = new AbortController();
  private readonly byName: Map<string, AnyJobDef>;
  /** This process's worker per queue, woken when this process queues work for it. */
  private readonly workerIds = new Map<string, string>();

  constructor(
    private readonly database: Database,
    jobs: readonly AnyJobDef[],
    private readonly publicContent: PublicContentVersions,
    private readonly storage: FileStorage,
  ) {
    this.byName = new Map(jobs.map((job) => [job.name, job]));
  }

  /** Creates the queue's tables when missing, the queues and schedules, and starts this process's workers. Idempotent. */
  start(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('The job queue has been stopped'));
    this.starting ??= this.open().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  async enqueue<I>(job: JobDef<I>, input: I, options: EnqueueOptions = {}): Promise<string | null> {
    if (this.byName.get(job.name) !== job) throw new Error(`Job ${job.name} is not in the catalogue`);
    const boss = await this.start();
    const id = await boss.send(job.name, job.input.parse(input) as object, {
      startAfter: options.startAfterSeconds,
      singletonKey: options.singletonKey,
    });
    // Saves an idle worker here its polling pause; workers elsewhere find the job at their next poll.
    const local = this.workerIds.get(job.name);
    if (id && local && !options.startAfterSeconds && !this.stopping.signal.aborted) boss.notifyWorker(local);
    return id;
  }

  /**
   * Stops fetching and hands running work back: handlers are told through `stopping` and end at
   * their next safe point (an import part after its current batch, queueing the next part for
   * whichever process is left); a run still going after a few seconds is failed, so it is retried
   * at once elsewhere rather than after its timeout. Work queued meanwhile is still accepted.
   */
  async stop(): Promise<void> {
    this.stopping.abort();
    const starting = this.starting;
    if (starting) {
      const boss = await starting.catch(() => null);
      await boss?.stop({ graceful: true, wait: true, close: false, timeout: 5_000 });
    }
    this.stopped = true;
    this.starting = null;
    this.workerIds.clear();
  }

  private async open(): Promise<PgBoss> {
    const boss = await startBoss(this.database);
    for (const job of this.byName.values()) {
      const settings = { retryLimit: job.retries, retryDelay: job.retryDelaySeconds ?? 0, expireInSeconds: job.timeoutSeconds };
      if (job.onGiveUp) await ensureQueue(boss, giveUpQueue(job.name), { retryLimit: 0, expireInSeconds: job.timeoutSeconds });
      await ensureQueue(boss, job.name, job.onGiveUp ? { ...settings, deadLetter: giveUpQueue(job.name) } : settings);
      if (job.schedule) await boss.schedule(job.name, job.schedule, job.scheduledInput as object);
      else await boss.unschedule(job.name);
      await this.work(boss, job);
    }
    return boss;
  }

  private async work(boss: PgBoss, job: AnyJobDef): Promise<void> {
    const options = { pollingIntervalSeconds: job.pollSeconds ?? 2, batchSize: 1, includeMetadata: true as const };
    const workerId = await boss.work<unknown>(job.name, options, async ([queued]) => {
      if (!queued) return;
      return this.runLogged(job.name, queued.id, (context) => job.handler(context, job.input.parse(queued.data)), queued.retryCount);
    });
    this.workerIds.set(job.name, workerId);
    const giveUp = job.onGiveUp;
    if (giveUp) {
      // Rare work: a slower poll keeps the idle cost down (on PGlite every poll shares the one connection).
      await boss.work<unknown>(giveUpQueue(job.name), { ...options, pollingIntervalSeconds: Math.max(options.pollingIntervalSeconds, 5) }, async ([queued]) => {
        if (!queued) return;
        return this.runLogged(giveUpQueue(job.name), queued.id, async (context) => {
          await giveUp(context, job.input.parse(queued.data));
        }, queued.retryCount);
      });
    }
  }

  /** Runs a handler with a line in the run log, so operators see which process ran what and how it ended. */
  private async runLogged(name: string, jobId: string, run: (context: JobContext) => Promise<string | void>, retryCount: number): Promise<{ worker: string; detail: string | null }> {
    const db = this.database.db;
    const [line] = await db.insert(sysJobRun).values({ job_name: name, job_id: jobId, worker: this.worker }).returning({ id: sysJobRun.run_id });
    const context: JobContext = { db, enqueue: (job, input, options) => this.enqueue(job, input, options), publicContent: this.publicContent, storage: this.storage, jobId, worker: this.worker, retryCount, stopping: this.stopping.signal };
    try {
      const detail = (await run(context)) ?? null;
      await db.update(sysJobRun).set({ finish_time: new Date(), outcome: 'completed', detail }).where(eq(sysJobRun.run_id, line!.id));
      return { worker: this.worker, detail };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logFailure(`job ${name} ${jobId}`, error);
      await db.update(sysJobRun).set({ finish_time: new Date(), outcome: 'failed', detail: message.slice(0, 2000) }).where(eq(sysJobRun.run_id, line!.id));
      throw error;
    }
  }
}

/**
 * Starts pg-boss, creating its tables on a new database. Processes starting together on one new
 * database race here: pg-boss serialises its creation with an advisory lock, but the waiter may
 * still see the schema as missing when the lock is granted and fail on the catalog's unique index.
 * A fresh instance a moment later finds the tables in place.
 */
async function startBoss(database: Database): Promise<PgBoss> {
  for (let attempt = 1; ; attempt += 1) {
    const boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) as Promise<{ rows: unknown[] }> },
      schema: QUEUE_SCHEMA,
      maintenanceIntervalSeconds: MAINTENANCE_SECONDS,
    });
    boss.on('error', (error: Error) => console.error(`[jobs] ${error.message}`));
    try {
      await boss.start();
      return boss;
    } catch (error) {
      await boss.stop({ graceful: false, wait: false }).catch(() => {});
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400 * attempt));
    }
  }
}

/**
 * Creates a queue or brings its settings up to the declaration. Processes starting together race
 * here (creating a queue creates its partition, and two such transactions can deadlock): the loser
 * tries again after a short random pause.
 */
async function ensureQueue(boss: PgBoss, name: string, settings: Omit<PgBoss.Queue, 'name'>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...settings });
      else await boss.createQueue(name, { name, ...settings });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400 * attempt));
    }
  }
}

/** Whether a job of this declaration whose input contains `input` is waiting, running or due for a retry. */
export async function hasLiveJob(db: Db, job: AnyJobDef, input: Record<string, unknown>): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (
      select 1 from ${sql.raw(QUEUE_SCHEMA)}.job
      where name = ${job.name} and state < 'completed' and data @> ${JSON.stringify(input)}::jsonb
    ) as live`);
  return Boolean((result as { rows: { live: boolean }[] }).rows[0]?.live);
}
