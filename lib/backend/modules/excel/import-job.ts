import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { IMPORT_DUPLICATES_KEPT, type ImportDuplicate } from '@/lib/contract/import-duplicates';
import { entityByName } from '@/lib/entities';
import { localeOrDefault, type Locale } from '@/lib/i18n/locales';
import { loadUserContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { excelImport, excelImportFailure, excelImportPage, excelImportWritten } from '../../db/schema';
import { defineJob, type JobContext } from '../../jobs/define-job';
import { errorWorkbook } from './error-workbook';
import { importPlan } from './import-plan';
import { importRows, type ImportPlan } from './import-rows';
import { encodeCells, failuresOf, importRecord, pageRows, type ImportRecord, type RowFailure } from './import-store';
import { FINISHED_JOB_TTL_MS, IMPORT_BATCH_ROWS } from './limits';
import { failureReason, reasonText } from './reasons';
import { logFailure } from '../../http/failure-log';
import { withStoredDefinitions } from '../../entity/custom-fields/definitions';

/**
 * Runs an import as a queued job in parts of a few seconds: each part writes batches and records
 * the progress in the same transaction as the rows, then queues the next part. Any process may run
 * any part; a part whose process dies is retried from the last committed batch.
 */

/** How long one part writes before it hands over: well below the job's timeout. */
const PART_MS = 3_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Another run of the same import has written past the point this one expected: this one stops quietly. */
class ImportMovedOn extends Error {}

const localeOf = (record: ImportRecord): Locale => localeOrDefault(record.locale);

/**
 * Locks the import's row and checks nobody wrote past `expectedDone`: the fence between two runs of
 * one import. Answers how many more duplicate warnings the import keeps.
 */
async function claim(tx: Db, key: string, expectedDone: number): Promise<number> {
  const [row] = await tx.select({ done: excelImport.done, status: excelImport.status, duplicates: excelImport.duplicate_count }).from(excelImport).where(eq(excelImport.import_key, key)).for('update');
  if (!row || row.status !== 'running' || row.done !== expectedDone) throw new ImportMovedOn();
  return Math.max(0, IMPORT_DUPLICATES_KEPT - row.duplicates);
}

/** Duplicate warnings of a batch: all of them counted, those the import still has room for kept. */
interface BatchDuplicates {
  found: readonly ImportDuplicate[];
  room: number;
}

async function record(tx: Db, key: string, rows: number, written: { added: number; updated: number }, failures: readonly RowFailure[], duplicates?: BatchDuplicates): Promise<void> {
  if (failures.length > 0) {
    await tx.insert(excelImportFailure)
      .values(failures.map((f) => ({ import_key: key, row_number: f.rowNumber, cells: encodeCells(f.cells), reason: f.reason })))
      .onConflictDoNothing();
  }
  await tx.update(excelImport).set({
    done: sql`${excelImport.done} + ${rows}`,
    succeeded: sql`${excelImport.succeeded} + ${written.added + written.updated}`,
    updated: sql`${excelImport.updated} + ${written.updated}`,
    failed: sql`${excelImport.failed} + ${failures.length}`,
    ...(duplicates && duplicates.found.length > 0 ? {
      duplicate_count: sql`${excelImport.duplicate_count} + ${duplicates.found.length}`,
      ...(duplicates.room > 0 ? { duplicates: sql`${excelImport.duplicates} || ${JSON.stringify(duplicates.found.slice(0, duplicates.room))}::jsonb` } : {}),
    } : {}),
    update_time: new Date(),
  }).where(eq(excelImport.import_key, key));
}

const NOTHING_WRITTEN = { added: 0, updated: 0 };

/** Writes one batch starting at row `done`; answers the new count of rows done. */
async function writeBatch(db: Db, plan: ImportPlan, key: string, done: number, batch: readonly ImportRecordRow[]): Promise<number> {
  try {
    await db.transaction(async (tx) => {
      const room = await claim(tx, key, done);
      const result = await importRows(tx, plan, batch);
      await record(tx, key, batch.length, result, result.failures, { found: result.duplicates, room });
    });
    return done + batch.length;
  } catch (error) {
    if (error instanceof ImportMovedOn) throw error;
  }
  // Something refused while writing: find the rows responsible by writing them one by one.
  let position = done;
  for (const row of batch) {
    try {
      await db.transaction(async (tx) => {
        const room = await claim(tx, key, position);
        const result = await importRows(tx, plan, [row]);
        await record(tx, key, 1, result, result.failures, { found: result.duplicates, room });
      });
    } catch (error) {
      if (error instanceof ImportMovedOn) throw error;
      const failure = { rowNumber: row.rowNumber, cells: row.cells, reason: failureReason(plan.locale, error) };
      await db.transaction(async (tx) => {
        await claim(tx, key, position);
        await record(tx, key, 1, NOTHING_WRITTEN, [failure]);
      });
    }
    position += 1;
  }
  return position;
}

type ImportRecordRow = Awaited<ReturnType<typeof pageRows>>[number];

/** Builds the error file when rows failed and closes the import; its pages, and which record each row wrote, are no longer needed. */
async function finish(db: Db, key: string): Promise<void> {
  const current = await importRecord(db, key);
  if (!current || current.status !== 'running') return;
  let errorFile: Uint8Array | null = null;
  try {
    const failures = await failuresOf(db, key);
    if (failures.length > 0) errorFile = await errorWorkbook(localeOf(current), current.headers, failures);
  } catch (error) {
    logFailure('excel error file', error);
  }
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(excelImport)
      .set({ status: 'finished', error_file: errorFile ? Buffer.from(errorFile) : null, finish_time: now, update_time: now, expire_time: new Date(now.getTime() + FINISHED_JOB_TTL_MS) })
      .where(and(eq(excelImport.import_key, key), eq(excelImport.status, 'running')));
    await tx.delete(excelImportPage).where(eq(excelImportPage.import_key, key));
    await tx.delete(excelImportWritten).where(eq(excelImportWritten.import_key, key));
  });
}

/**
 * Ends a running import early: the rows not yet written are listed in the error file with the
 * reason (message key `reasonKey`), so the user sees what was not imported and can import it again.
 */
export async function stopImport(db: Db, key: string, reasonKey: string): Promise<void> {
  const current = await importRecord(db, key);
  if (!current || current.status !== 'running') return;
  const reason = reasonText(localeOf(current), reasonKey, null);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select({ done: excelImport.done, status: excelImport.status }).from(excelImport).where(eq(excelImport.import_key, key)).for('update');
    if (!locked || locked.status !== 'running') return;
    let position = locked.done;
    while (position < current.total) {
      const rest = (await pageRows(tx, key, Math.floor(position / IMPORT_BATCH_ROWS))).slice(position % IMPORT_BATCH_ROWS);
      if (rest.length === 0) break;
      await record(tx, key, rest.length, NOTHING_WRITTEN, rest.map((row) => ({ rowNumber: row.rowNumber, cells: row.cells, reason })));
      position += rest.length;
    }
    await tx.update(excelImport).set({ stopped_by: reason, done: current.total }).where(eq(excelImport.import_key, key));
  });
  await finish(db, key);
}

/** One part of an import; answers what it did, for the run log. */
async function runPart(context: JobContext, key: string): Promise<string> {
  const { db } = context;
  const current = await importRecord(db, key);
  if (!current || current.status !== 'running') return 'nothing to do';
  // The rows are written with the fields the kind has now, added ones included.
  const { done, stopped } = await withStoredDefinitions(db, () => writePart(context, current));
  // Records the public site shows (news categories) refresh its cached pages once committed.
  const topic = entityByName(current.entity)?.publicContent;
  if (topic && done > current.done) await context.publicContent.announce(topic);
  if (stopped) return stopped;
  if (done < current.total) {
    await context.enqueue(excelImportJob, { importKey: key });
    return `rows ${current.done}-${done} of ${current.total}, continues`;
  }
  await finish(db, key);
  return `rows ${current.done}-${done} of ${current.total}, finished`;
}

/**
 * Writes batches for up to PART_MS, or until the process begins to stop; answers how far it got,
 * and why it stopped when it stopped early.
 */
async function writePart({ db, stopping }: JobContext, current: ImportRecord): Promise<{ done: number; stopped?: string }> {
  const started = Date.now();
  const key = current.import_key;
  let done = current.done;
  try {
    // Rights and data scope as the owner has them now: a user frozen meanwhile imports nothing more.
    const auth = await loadUserContext(db, current.owner_key, current.app_key);
    if (!auth) {
      await stopImport(db, key, 'excel.errors.stopped');
      return { done, stopped: 'owner no longer active' };
    }
    const plan = await importPlan(db, auth, localeOf(current), current);
    while (done < current.total && Date.now() - started < PART_MS && !stopping.aborted) {
      // Lets progress calls and other requests in between batches.
      await nextTurn();
      const batch = (await pageRows(db, key, Math.floor(done / IMPORT_BATCH_ROWS))).slice(done % IMPORT_BATCH_ROWS);
      if (batch.length === 0) throw new Error(`import ${key}: no rows at ${done}`);
      done = await writeBatch(db, plan, key, done, batch);
    }
    return { done };
  } catch (error) {
    if (error instanceof ImportMovedOn) return { done, stopped: `another run took over at row ${done}` };
    logFailure('excel import', error);
    await stopImport(db, key, 'excel.errors.stopped');
    return { done, stopped: 'stopped by an error' };
  }
}

export const excelImportJob = defineJob({
  name: 'excel-import',
  input: z.object({ importKey: z.string().uuid() }),
  timeoutSeconds: 15,
  retries: 2,
  pollSeconds: 1,
  handler: (context, { importKey }) => runPart(context, importKey),
  // Every attempt was lost or failed: the rest of the file is reported as not imported.
  onGiveUp: ({ db }, { importKey }) => stopImport(db, importKey, 'excel.errors.interrupted'),
});
