import { and, eq } from 'drizzle-orm';
import type { ImportDuplicate } from '@/lib/contract/import-duplicates';
import { comparable, type DuplicateCheck } from '@/lib/entity/features/duplicates/duplicates';
import type { Db } from '../../db/client';
import { excelImportWritten } from '../../db/schema';
import { inValues } from '../../db/value-list';
import type { Row } from '../../entity/behaviour';
import { findDuplicates, type DuplicateFinding } from '../../entity/features/duplicates/duplicate-matches';
import type { ImportPlan } from './import-rows';

/**
 * Likely duplicates among the rows of an import batch that are about to be written: a declared
 * value (the entity's `duplicates`) matching a stored record or another row of the file. The rule
 * allows saving, so the rows are written all the same and these become the import's warnings. The
 * comparison is the form's own (lib/backend/entity/features/duplicates/duplicate-matches.ts), asked once per declared
 * field for the whole batch.
 */

/** A row that passed every check, with the record it updates (null: it creates one). */
export interface CheckedRow {
  rowNumber: number;
  values: Row;
  before: Row | null;
}

/** One row's declared value, as compared and as written. */
interface Asked {
  row: CheckedRow;
  compared: string;
  written: string;
  /** Position of its question in the batch's lookup. */
  question: number;
}

/**
 * The rows asking about each declared field. A row updating a record leaves that record out, and
 * a value it keeps as it was asks nothing: re-importing an exported file should not warn about
 * every duplicate already on file.
 */
function askedOf(check: DuplicateCheck, rows: readonly CheckedRow[], keyField: string): { asked: Asked[]; questions: { value: string; except: string | null }[] } {
  const asked: Asked[] = [];
  const questions: { value: string; except: string | null }[] = [];
  const position = new Map<string, number>();
  for (const row of rows) {
    const compared = comparable(check.match, row.values[check.field]);
    if (compared === null) continue;
    if (row.before && comparable(check.match, row.before[check.field]) === compared) continue;
    const except = row.before ? String(row.before[keyField]) : null;
    const id = JSON.stringify([compared, except]);
    let question = position.get(id);
    if (question === undefined) {
      question = questions.push({ value: compared, except }) - 1;
      position.set(id, question);
    }
    asked.push({ row, compared, written: String(row.values[check.field]), question });
  }
  return { asked, questions };
}

/** Which of these records earlier batches of this import wrote, and from which row. */
async function writtenRows(tx: Db, importKey: string, recordKeys: readonly string[]): Promise<Map<string, number>> {
  if (recordKeys.length === 0) return new Map();
  const rows = await tx.select({ key: excelImportWritten.record_key, row: excelImportWritten.row_number }).from(excelImportWritten)
    .where(and(eq(excelImportWritten.import_key, importKey), inValues(excelImportWritten.record_key, recordKeys)));
  return new Map(rows.map((r) => [r.key, r.row]));
}

/** The warnings of a batch's checked rows, in the order of the rows; nothing for an entity without declared duplicates. */
export async function batchDuplicates(tx: Db, plan: ImportPlan, rows: readonly CheckedRow[]): Promise<ImportDuplicate[]> {
  const { entity, listing, auth } = plan;
  const checks = entity.duplicates ?? [];
  if (checks.length === 0 || rows.length === 0) return [];
  const perCheck: { check: DuplicateCheck; asked: Asked[]; findings: DuplicateFinding[] }[] = [];
  for (const check of checks) {
    const { asked, questions } = askedOf(check, rows, entity.key);
    perCheck.push({ check, asked, findings: await findDuplicates(tx, auth, listing, check, questions) });
  }
  // Records found that this import wrote from an earlier row: the warning names that row instead.
  const found = perCheck.flatMap(({ findings }) => findings.flatMap((f) => f.hits.flatMap((h) => (h.key ? [h.key] : []))));
  const fromFile = await writtenRows(tx, plan.importKey, [...new Set(found)]);

  const warnings: ImportDuplicate[] = [];
  for (const { check, asked, findings } of perCheck) {
    // The first row of this batch with each value: the rows after it repeat it.
    const firstRow = new Map<string, number>();
    for (const { row, compared, written, question } of asked) {
      const finding = findings[question]!;
      const place = { row: row.rowNumber, field: check.field, value: written };
      const stored = finding.hits.filter((h) => !h.key || !fromFile.has(h.key));
      const earlier = [...finding.hits.flatMap((h) => (h.key && fromFile.has(h.key) ? [fromFile.get(h.key)!] : [])), ...(firstRow.has(compared) ? [firstRow.get(compared)!] : [])];
      if (!firstRow.has(compared)) firstRow.set(compared, row.rowNumber);
      if (stored.length > 0 || finding.hidden > 0) warnings.push({ kind: 'existing', ...place, hits: stored, hidden: finding.hidden });
      else if (earlier.length > 0) warnings.push({ kind: 'row', ...place, sameAsRow: Math.min(...earlier) });
    }
  }
  return warnings.sort((a, b) => a.row - b.row);
}

/** Remembers which record each written row of the batch created or updated, for the batches after it. */
export async function rememberWritten(tx: Db, plan: ImportPlan, written: readonly { rowNumber: number; recordKey: string }[]): Promise<void> {
  if (!plan.entity.duplicates?.length || written.length === 0) return;
  await tx.insert(excelImportWritten)
    .values(written.map((w) => ({ import_key: plan.importKey, record_key: w.recordKey, row_number: w.rowNumber })))
    .onConflictDoNothing();
}
