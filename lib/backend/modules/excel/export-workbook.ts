import { count } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import { ResultCode } from '@/lib/contract/envelope';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef, FieldDef } from '@/lib/entity/types';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import type { Row } from '../../entity/behaviour';
import { listingOf } from '../../entity/registry';
import { ApiError } from '../../http/errors';
import { toCell } from './cell-values';
import { exportColumns, KEY_COLUMN_LABEL } from './columns';
import { exportLabels } from './display-labels';
import { ColumnWidths, sheetName, styleHeader, workbookBytes } from './workbook-file';
import type { Locale } from '@/lib/i18n/locales';
import { shapeOf } from '../../entity/custom-fields/shapes';

/** Rows read per query while exporting, in the list's order. */
const EXPORT_BATCH = 1_000;
/** Beyond this an export is refused: a list that big is filtered first. */
export const EXPORT_MAX_ROWS = 100_000;

const MONEY_FORMAT = '#,##0.00';

export interface ExportRequest {
  /** The list's query parameters (filters, advanced query, sort); paging is ignored. */
  params: Record<string, unknown>;
  /** The list's visible columns in order; null: every list column. */
  columns: string[] | null;
  /** The reader's language: dictionary texts are written in it. */
  locale?: Locale;
}

/**
 * Every record the list would show for these parameters (filters, advanced query and data scope
 * alike, through the same listing), read in batches in the list's order, as a workbook of the
 * list's columns with the texts people read. The record key goes into a hidden last column so
 * that importing the file again updates these records.
 */
export async function exportWorkbook(db: Db, auth: AuthContext, declared: EntityDef, request: ExportRequest, t: (key: string, values?: Record<string, string | number>) => string): Promise<Uint8Array> {
  // The kind as the call sees it: its added fields are columns of the export too.
  const entity = shapeOf(declared);
  const listing = listingOf(entity);
  const { table, columns } = listing;
  const list = await listing.prepare(db, auth, request.params);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(table).where(list.where);
  const total = Number(n);
  if (total > EXPORT_MAX_ROWS) throw new ApiError(ResultCode.badRequest, messageWith('excel.tooManyToExport', { n: EXPORT_MAX_ROWS }));

  const chosen = exportColumns(entity, request.columns);
  const fields = chosen.flatMap((c): [string, FieldDef][] => (c.field ? [[c.name, c.field]] : []));
  const lookups = await exportLabels(db, auth, fields, { yes: t('excel.values.yes'), no: t('excel.values.no'), locale: request.locale });
  const headers = [...chosen.map((c) => t(c.label)), t(KEY_COLUMN_LABEL)];

  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(t(entity.label)));
  sheet.addRow(headers);
  const widths = new ColumnWidths(headers);
  const selection: Record<string, PgColumn> = { [entity.key]: columns[entity.key]! };
  for (const c of chosen) selection[c.name] = columns[c.name]!;

  for (let offset = 0; offset < total; offset += EXPORT_BATCH) {
    const read = (await db.select(selection).from(table).where(list.where).orderBy(...list.orderBy).limit(EXPORT_BATCH).offset(offset)) as Row[];
    // As every way out: each feature's read hook (withheld and masked values) through the listing.
    const rows = await listing.shown(db, read, auth);
    if (rows.length === 0) break;
    await lookups.load(rows);
    for (const row of rows) {
      const values = [...chosen.map((c) => toCell(c.field, row[c.name], lookups.labels)), String(row[entity.key])];
      sheet.addRow(values);
      widths.see(values.slice(0, -1));
    }
  }

  widths.apply(sheet);
  chosen.forEach((c, i) => {
    if (c.field?.type === 'money') sheet.getColumn(i + 1).numFmt = MONEY_FORMAT;
  });
  const keyColumn = sheet.getColumn(chosen.length + 1);
  keyColumn.hidden = true;
  keyColumn.width = 34;
  styleHeader(sheet);
  return workbookBytes(workbook);
}
