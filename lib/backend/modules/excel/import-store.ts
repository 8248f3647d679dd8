import { randomUUID } from 'node:crypto';
import type { Locale } from '@/lib/i18n/locales';
import type { ColumnTarget } from './header-match';
import { FINISHED_JOB_TTL_MS, PENDING_IMPORT_TTL_MS } from './limits';
import type { SheetRow } from './sheet-reader';

/** A checked upload waiting for its import to start (held by this process only). */
export interface PendingImport {
  key: string;
  owner: string;
  entity: string;
  fileName: string;
  headers: string[];
  targets: ColumnTarget[];
  rows: SheetRow[];
  /** Field values the importing page fixes for every row (a parent's key). */
  fixed: Record<string, string>;
  expiresAt: number;
}

export interface RowFailure {
  rowNumber: number;
  cells: SheetRow['cells'];
  reason: string;
}

/** A running or finished import. */
export interface ImportJob {
  id: string;
  owner: string;
  entity: string;
  fileName: string;
  locale: Locale;
  headers: string[];
  total: number;
  done: number;
  succeeded: number;
  failed: number;
  finished: boolean;
  failures: RowFailure[];
  /** The workbook of the failed rows, once finished with failures. */
  errorFile: Uint8Array | null;
  /** Set when the import stopped for a reason other than bad rows. */
  stoppedBy: string | null;
  finishedAt: number | null;
}

/** At most this many checked uploads per user wait at once; older ones are dropped. */
const PENDING_PER_USER = 3;

const pending = new Map<string, PendingImport>();
const jobs = new Map<string, ImportJob>();

function sweep(now = Date.now()): void {
  for (const [key, item] of pending) if (item.expiresAt < now) pending.delete(key);
  for (const [id, job] of jobs) if (job.finishedAt !== null && job.finishedAt + FINISHED_JOB_TTL_MS < now) jobs.delete(id);
}

export function keepPending(item: Omit<PendingImport, 'key' | 'expiresAt'>): PendingImport {
  sweep();
  const mine = [...pending.values()].filter((p) => p.owner === item.owner).sort((a, b) => a.expiresAt - b.expiresAt);
  for (const old of mine.slice(0, Math.max(0, mine.length - PENDING_PER_USER + 1))) pending.delete(old.key);
  const stored: PendingImport = { ...item, key: randomUUID(), expiresAt: Date.now() + PENDING_IMPORT_TTL_MS };
  pending.set(stored.key, stored);
  return stored;
}

/** The caller's pending upload, removed from the store: an upload is imported once. */
export function takePending(key: string, owner: string): PendingImport | null {
  sweep();
  const item = pending.get(key);
  if (!item || item.owner !== owner) return null;
  pending.delete(key);
  return item;
}

export function newJob(from: PendingImport, locale: Locale): ImportJob {
  sweep();
  const job: ImportJob = {
    id: randomUUID(),
    owner: from.owner,
    entity: from.entity,
    fileName: from.fileName,
    locale,
    headers: from.headers,
    total: from.rows.length,
    done: 0,
    succeeded: 0,
    failed: 0,
    finished: false,
    failures: [],
    errorFile: null,
    stoppedBy: null,
    finishedAt: null,
  };
  jobs.set(job.id, job);
  return job;
}

/** The caller's job; someone else's is as good as absent. */
export function jobOf(id: string, owner: string): ImportJob | null {
  sweep();
  const job = jobs.get(id);
  return job && job.owner === owner ? job : null;
}
