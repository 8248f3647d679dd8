import { entityByName } from '@/lib/entities';
import type { Locale } from '@/lib/i18n/locales';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { behaviourOf, listingOf, writerOf } from '../../entity/registry';
import { ApiError } from '../../http/errors';
import { importFields } from './columns';
import { errorWorkbook } from './error-workbook';
import { newJob, type ImportJob, type PendingImport, type RowFailure } from './import-store';
import { importRows, importSchemas, type ImportPlan } from './import-rows';
import { importLookups } from './key-lookups';
import { IMPORT_BATCH_ROWS } from './limits';
import { reasonText } from './reasons';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Imports run one after another: two large ones side by side would only slow each other down. */
let queue: Promise<void> = Promise.resolve();

function failureReason(locale: Locale, error: unknown): string {
  if (error instanceof ApiError) return reasonText(locale, error.message, null);
  console.error('[excel] import row failed', error);
  return reasonText(locale, 'excel.errors.writeFailed', null);
}

async function plan(db: Db, auth: AuthContext, locale: Locale, from: PendingImport): Promise<ImportPlan> {
  const entity = entityByName(from.entity)!;
  const fields = importFields(entity);
  const present = new Set([
    ...from.targets.flatMap((t) => (t?.kind === 'field' ? [t.name] : [])),
    ...Object.keys(from.fixed),
  ]);
  return {
    entity,
    writer: writerOf(entity),
    listing: listingOf(entity),
    auth,
    locale,
    targets: from.targets,
    present,
    fixed: from.fixed,
    lookups: await importLookups(db, auth, fields),
    schemas: importSchemas(entity, behaviourOf(entity).extraInput),
  };
}

async function run(db: Db, job: ImportJob, auth: AuthContext, from: PendingImport): Promise<void> {
  const importPlan = await plan(db, auth, job.locale, from);
  const record = (written: number, failures: RowFailure[], rows: number) => {
    job.succeeded += written;
    job.failed += failures.length;
    job.failures.push(...failures);
    job.done += rows;
  };
  for (let start = 0; start < from.rows.length; start += IMPORT_BATCH_ROWS) {
    // Lets progress calls and other requests in between batches.
    await nextTurn();
    const batch = from.rows.slice(start, start + IMPORT_BATCH_ROWS);
    try {
      const result = await db.transaction((tx) => importRows(tx, importPlan, batch));
      record(result.written, result.failures, batch.length);
    } catch {
      // Something refused while writing: find the rows responsible by writing them one by one.
      for (const row of batch) {
        try {
          const result = await db.transaction((tx) => importRows(tx, importPlan, [row]));
          record(result.written, result.failures, 1);
        } catch (error) {
          record(0, [{ rowNumber: row.rowNumber, cells: row.cells, reason: failureReason(job.locale, error) }], 1);
        }
      }
    }
  }
}

/**
 * Starts importing a checked upload in the background and answers its job at once: a large file
 * takes longer than one call may, so the browser follows the job's progress instead.
 */
export function startImport(db: Db, auth: AuthContext, locale: Locale, from: PendingImport): ImportJob {
  const job = newJob(from, locale);
  queue = queue.then(async () => {
    try {
      await run(db, job, auth, from);
    } catch (error) {
      console.error('[excel] import stopped', error);
      job.stoppedBy = reasonText(locale, 'excel.errors.stopped', null);
      const rest = from.rows.slice(job.done);
      job.failures.push(...rest.map((row) => ({ rowNumber: row.rowNumber, cells: row.cells, reason: job.stoppedBy! })));
      job.failed += rest.length;
      job.done = job.total;
    }
    try {
      if (job.failures.length > 0) job.errorFile = await errorWorkbook(locale, job.headers, job.failures);
    } catch (error) {
      console.error('[excel] error file failed', error);
    }
    job.finished = true;
    job.finishedAt = Date.now();
  });
  return job;
}
