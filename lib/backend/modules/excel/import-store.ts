import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { importDuplicateSchema, type ImportDuplicate } from '@/lib/contract/import-duplicates';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '../../db/client';
import { excelImport, excelImportFailure, excelImportPage } from '../../db/schema';
import type { CellInput } from './cell-values';
import type { ColumnTarget } from './header-match';
import { IMPORT_BATCH_ROWS, PENDING_IMPORT_TTL_MS } from './limits';
import type { SheetRow } from './sheet-reader';

/**
 * Imports kept in the database (excel_import and its pages and failures), so whichever app
 * process a call reaches sees the same upload, progress and error file.
 */

/** A checked upload, as verify keeps it until start. */
export interface CheckedImport {
  owner: string;
  appKey: string | null;
  entity: string;
  fileName: string;
  headers: string[];
  targets: ColumnTarget[];
  rows: SheetRow[];
  /** Field values the importing page fixes for every row (a parent's key). */
  fixed: Record<string, string>;
}

export interface RowFailure {
  rowNumber: number;
  cells: SheetRow['cells'];
  reason: string;
}

export type ImportRecord = Omit<typeof excelImport.$inferSelect, 'error_file' | 'duplicates'> & { targets: ColumnTarget[] };

/** At most this many checked uploads per user wait at once; older ones are dropped. */
const PENDING_PER_USER = 3;

/** Columns of an import without its error file (which can be megabytes) and its duplicate warnings (asked once it finished). */
const RECORD = {
  import_key: excelImport.import_key,
  owner_key: excelImport.owner_key,
  app_key: excelImport.app_key,
  entity: excelImport.entity,
  file_name: excelImport.file_name,
  locale: excelImport.locale,
  headers: excelImport.headers,
  targets: excelImport.targets,
  match_field: excelImport.match_field,
  fixed: excelImport.fixed,
  status: excelImport.status,
  total: excelImport.total,
  done: excelImport.done,
  succeeded: excelImport.succeeded,
  updated: excelImport.updated,
  failed: excelImport.failed,
  stopped_by: excelImport.stopped_by,
  duplicate_count: excelImport.duplicate_count,
  create_time: excelImport.create_time,
  update_time: excelImport.update_time,
  finish_time: excelImport.finish_time,
  expire_time: excelImport.expire_time,
};

/** Cells cross the database as JSON: dates keep their type through a tagged form. */
type StoredCell = string | number | boolean | null | { $date: string };

export function encodeCells(cells: readonly CellInput[]): StoredCell[] {
  return cells.map((cell) => (cell instanceof Date ? { $date: cell.toISOString() } : cell));
}

export function decodeCells(cells: readonly StoredCell[]): CellInput[] {
  return cells.map((cell) => (cell !== null && typeof cell === 'object' ? new Date(cell.$date) : cell));
}

/** Keeps a checked upload until start (or its expiry); answers its key. */
export async function keepPending(db: Db, item: CheckedImport, locale: Locale): Promise<string> {
  const key = randomUUID();
  await db.transaction(async (tx) => {
    const older = await tx
      .select({ key: excelImport.import_key })
      .from(excelImport)
      .where(and(eq(excelImport.owner_key, item.owner), eq(excelImport.status, 'pending')))
      .orderBy(desc(excelImport.create_time))
      .offset(PENDING_PER_USER - 1);
    if (older.length > 0) await tx.delete(excelImport).where(inArray(excelImport.import_key, older.map((o) => o.key)));
    await tx.insert(excelImport).values({
      import_key: key,
      owner_key: item.owner,
      app_key: item.appKey,
      entity: item.entity,
      file_name: item.fileName,
      locale,
      headers: item.headers,
      targets: item.targets,
      fixed: item.fixed,
      status: 'pending',
      total: item.rows.length,
      expire_time: new Date(Date.now() + PENDING_IMPORT_TTL_MS),
    });
    const pages = [];
    for (let start = 0; start < item.rows.length; start += IMPORT_BATCH_ROWS) {
      const rows = item.rows.slice(start, start + IMPORT_BATCH_ROWS).map((row) => ({ rowNumber: row.rowNumber, cells: encodeCells(row.cells) }));
      pages.push({ import_key: key, page_no: start / IMPORT_BATCH_ROWS, rows });
    }
    // A few pages per statement keeps each statement's parameters small.
    for (let i = 0; i < pages.length; i += 10) await tx.insert(excelImportPage).values(pages.slice(i, i + 10));
  });
  return key;
}

/**
 * Turns the caller's pending upload into a running import, once: of two simultaneous starts (on
 * any processes) only one gets the row.
 */
export async function takePending(db: Db, key: string, owner: string, locale: Locale): Promise<ImportRecord | null> {
  const [row] = await db
    .update(excelImport)
    .set({ status: 'running', locale, update_time: new Date() })
    .where(and(eq(excelImport.import_key, key), eq(excelImport.owner_key, owner), eq(excelImport.status, 'pending'), gt(excelImport.expire_time, new Date())))
    .returning(RECORD);
  return (row as ImportRecord | undefined) ?? null;
}

/** The caller's checked upload that has not started and has not expired. */
export async function pendingOf(db: Db, key: string, owner: string): Promise<ImportRecord | null> {
  const [row] = await db.select(RECORD).from(excelImport)
    .where(and(eq(excelImport.import_key, key), eq(excelImport.owner_key, owner), eq(excelImport.status, 'pending'), gt(excelImport.expire_time, new Date())))
    .limit(1);
  return (row as ImportRecord | undefined) ?? null;
}

/** Keeps the mapping the caller chose on a pending upload; answers false when the upload is gone. */
export async function keepMapping(db: Db, key: string, owner: string, targets: readonly ColumnTarget[], matchField: string | null): Promise<boolean> {
  const rows = await db.update(excelImport)
    .set({ targets: [...targets], match_field: matchField, update_time: new Date() })
    .where(and(eq(excelImport.import_key, key), eq(excelImport.owner_key, owner), eq(excelImport.status, 'pending'), gt(excelImport.expire_time, new Date())))
    .returning({ key: excelImport.import_key });
  return rows.length > 0;
}

export async function importRecord(db: Db, key: string): Promise<ImportRecord | null> {
  const [row] = await db.select(RECORD).from(excelImport).where(eq(excelImport.import_key, key)).limit(1);
  return (row as ImportRecord | undefined) ?? null;
}

/** The caller's import with whether it has an error file; someone else's is as good as absent. */
export async function importOf(db: Db, key: string, owner: string): Promise<(ImportRecord & { hasErrorFile: boolean }) | null> {
  const [row] = await db
    .select({ ...RECORD, hasErrorFile: sql<boolean>`${excelImport.error_file} is not null` })
    .from(excelImport)
    .where(and(eq(excelImport.import_key, key), eq(excelImport.owner_key, owner), inArray(excelImport.status, ['running', 'finished'])))
    .limit(1);
  return (row as (ImportRecord & { hasErrorFile: boolean }) | undefined) ?? null;
}

export async function errorFileOf(db: Db, key: string, owner: string): Promise<{ fileName: string; bytes: Uint8Array } | null> {
  const [row] = await db
    .select({ fileName: excelImport.file_name, bytes: excelImport.error_file })
    .from(excelImport)
    .where(and(eq(excelImport.import_key, key), eq(excelImport.owner_key, owner), eq(excelImport.status, 'finished')))
    .limit(1);
  return row?.bytes ? { fileName: row.fileName, bytes: new Uint8Array(row.bytes) } : null;
}

/** The rows of one page (IMPORT_BATCH_ROWS each, in file order). */
export async function pageRows(db: Db, key: string, pageNo: number): Promise<SheetRow[]> {
  const [page] = await db.select({ rows: excelImportPage.rows }).from(excelImportPage).where(and(eq(excelImportPage.import_key, key), eq(excelImportPage.page_no, pageNo))).limit(1);
  if (!page) return [];
  return (page.rows as { rowNumber: number; cells: StoredCell[] }[]).map((row) => ({ rowNumber: row.rowNumber, cells: decodeCells(row.cells) }));
}

/** The duplicate warnings a finished import kept; the caller's own import only. */
export async function duplicatesOf(db: Db, key: string, owner: string): Promise<ImportDuplicate[]> {
  const [row] = await db.select({ duplicates: excelImport.duplicates }).from(excelImport)
    .where(and(eq(excelImport.import_key, key), eq(excelImport.owner_key, owner), eq(excelImport.status, 'finished')))
    .limit(1);
  return row ? importDuplicateSchema.array().parse(row.duplicates) : [];
}

export async function failuresOf(db: Db, key: string): Promise<RowFailure[]> {
  const rows = await db.select().from(excelImportFailure).where(eq(excelImportFailure.import_key, key)).orderBy(asc(excelImportFailure.row_number));
  return rows.map((row) => ({ rowNumber: row.row_number, cells: decodeCells(row.cells as StoredCell[]), reason: row.reason }));
}
