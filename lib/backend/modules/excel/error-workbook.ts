import ExcelJS from 'exceljs';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { wallClock } from '@/lib/entity/business-time';
import type { CellInput } from './cell-values';
import { REASON_LABEL, ROW_NUMBER_LABEL } from './columns';
import type { RowFailure } from './import-store';
import { ColumnWidths, styleHeader, workbookBytes } from './workbook-file';

function plain(value: CellInput): string | number | boolean | null {
  if (!(value instanceof Date)) return value;
  const { date, time } = wallClock(value);
  return time === '00:00:00' ? date : `${date} ${time}`;
}

/**
 * The rows that failed, as uploaded, with their row number in front and the reasons at the end.
 * Corrected, the file can be imported again: the two added columns are not fields and are skipped.
 */
export async function errorWorkbook(locale: Locale, headers: readonly string[], failures: readonly RowFailure[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(translate(locale, 'excel.errorSheet'));
  const allHeaders = [translate(locale, ROW_NUMBER_LABEL), ...headers, translate(locale, REASON_LABEL)];
  sheet.addRow(allHeaders);
  const widths = new ColumnWidths(allHeaders);
  for (const failure of [...failures].sort((a, b) => a.rowNumber - b.rowNumber)) {
    const values = [failure.rowNumber, ...headers.map((_, i) => plain(failure.cells[i] ?? null)), failure.reason];
    sheet.addRow(values);
    widths.see(values);
  }
  widths.apply(sheet);
  const reasonColumn = sheet.getColumn(allHeaders.length);
  reasonColumn.font = { color: { argb: 'FFCF1322' } };
  reasonColumn.alignment = { wrapText: true, vertical: 'top' };
  styleHeader(sheet);
  return workbookBytes(workbook);
}
