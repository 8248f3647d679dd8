import type { z } from 'zod';
import type { Db } from '../db/client';
import type { PublicContentVersions } from '../public-content/versions';
import type { FileStorage } from '../storage/file-storage';

/** Queues a declared job with its input; answers the queued job's id (null when a singleton was already waiting). */
export type Enqueue = <I>(job: JobDef<I>, input: I, options?: EnqueueOptions) => Promise<string | null>;

export interface EnqueueOptions {
  /** Wait this long before the job may run. */
  startAfterSeconds?: number;
  /** At most one waiting job with this key per job name. */
  singletonKey?: string;
}

/** What a job's handler gets besides its input. */
export interface JobContext {
  db: Db;
  enqueue: Enqueue;
  /** Announces committed changes to what the public site shows (as routes do through their declaration). */
  publicContent: PublicContentVersions;
  /** The file store, for work on stored files' bytes (removing what nothing holds). */
  storage: FileStorage;
  /** The queued job's id. */
  jobId: string;
  /** The process running it (host:pid), as the run log names it. */
  worker: string;
  /** How many earlier runs of this job were lost or failed. */
  retryCount: number;
  /**
   * Aborted when this process begins to stop: a handler that works in steps ends after the
   * current one and leaves the rest queued, so another process (or this one after its restart)
   * goes on at once rather than after the run's timeout.
   */
  stopping: AbortSignal;
}

export interface JobDef<I> {
  /** Queue name: lower-case letters, digits and hyphens. */
  name: string;
  /** Checks the queued input before the handler sees it (input crosses processes as JSON). */
  input: z.ZodType<I>;
  /** A cron expression (UTC) for a scheduled job, run with `scheduledInput`; absent: only when enqueued. */
  schedule?: string;
  scheduledInput?: I;
  /**
   * The longest one run may take. A run still active after it counts as lost (its process died or
   * hangs) and is retried, by any process; keep runs well below it, splitting long work into parts.
   */
  timeoutSeconds: number;
  /** Further attempts after a run failed or was lost. */
  retries: number;
  retryDelaySeconds?: number;
  /** How often an idle process asks for this job (seconds, at least 0.5). */
  pollSeconds?: number;
  /** Answers a short summary for the run log. */
  handler(context: JobContext, input: I): Promise<string | void>;
  /** Runs once the last attempt failed or was lost, so the job's subject is not left half done. */
  onGiveUp?: (context: JobContext, input: I) => Promise<void>;
}

const NAME = /^[a-z][a-z0-9-]{2,48}$/;

/**
 * Declares a background job once: name, trigger (schedule or enqueue), limits and handler. The
 * declaration is listed in lib/backend/jobs/catalogue.ts, which every process registers at start.
 */
export function defineJob<I>(job: JobDef<I>): JobDef<I> {
  if (!NAME.test(job.name)) throw new Error(`Job name must be lower-case letters, digits and hyphens: ${job.name}`);
  if (job.schedule && job.scheduledInput === undefined) throw new Error(`Scheduled job ${job.name} needs scheduledInput`);
  return job;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of jobs of different inputs
export type AnyJobDef = JobDef<any>;
