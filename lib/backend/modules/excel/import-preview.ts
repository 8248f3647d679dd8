import type { ImportPreview, PreviewRow } from '@/lib/contract/import-preview';
import type { Locale } from '@/lib/i18n/locales';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { importPlan } from './import-plan';
import { importRows, type BatchResult, type ImportPlan } from './import-rows';
import { pageRows, type ImportRecord } from './import-store';
import { cellText } from './offered-columns';
import { failureReason } from './reasons';
import type { SheetRow } from './sheet-reader';

/** Rows the preview checks. */
export const PREVIEW_ROWS = 10;

/** Thrown at the end of a dry run so its transaction rolls back. */
class DryRun extends Error {}

/** Imports the rows exactly as the job would, inside a transaction that is then rolled back. */
async function dryRun(db: Db, plan: ImportPlan, rows: readonly SheetRow[]): Promise<BatchResult> {
  let result: BatchResult | null = null;
  try {
    await db.transaction(async (tx) => {
      result = await importRows(tx, plan, rows);
      throw new DryRun();
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  return result!;
}

function previewRow(row: SheetRow, result: BatchResult): PreviewRow {
  const failure = result.failures.find((f) => f.rowNumber === row.rowNumber);
  return {
    rowNumber: row.rowNumber,
    cells: row.cells.map(cellText),
    outcome: failure ? 'fail' : result.updatedRows.includes(row.rowNumber) ? 'update' : 'add',
    reason: failure?.reason ?? null,
  };
}

/**
 * The first rows of a mapped upload checked as the import would check them (same schema, unique
 * rules and record writer), nothing kept. A write that a behaviour refuses fails the batch as it
 * would in the job; then each row is tried alone, so the preview names the row.
 */
export async function previewImport(db: Db, auth: AuthContext, locale: Locale, record: ImportRecord): Promise<ImportPreview> {
  const plan = await importPlan(db, auth, locale, record);
  const rows = (await pageRows(db, record.import_key, 0)).slice(0, PREVIEW_ROWS);
  try {
    const result = await dryRun(db, plan, rows);
    return { rows: rows.map((row) => previewRow(row, result)), total: record.total };
  } catch {
    // Handled one row at a time below.
  }
  const previewed: PreviewRow[] = [];
  for (const row of rows) {
    try {
      previewed.push(previewRow(row, await dryRun(db, plan, [row])));
    } catch (error) {
      previewed.push({ rowNumber: row.rowNumber, cells: row.cells.map(cellText), outcome: 'fail', reason: failureReason(locale, error) });
    }
  }
  return { rows: previewed, total: record.total };
}
