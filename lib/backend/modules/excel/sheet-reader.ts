import ExcelJS from 'exceljs';
import type { CellInput } from './cell-values';

/** The first sheet of an uploaded workbook: its header texts and the rows below that hold anything. */
export interface SheetData {
  headers: string[];
  rows: SheetRow[];
}

export interface SheetRow {
  /** The row number people see in the spreadsheet (the header is row 1). */
  rowNumber: number;
  cells: CellInput[];
}

export type SheetRefusal = 'unreadable' | 'empty' | 'tooManyRows';

/** A cell value of any kind exceljs answers (rich text, formulas, links, errors) as plain input. */
export function cellInput(value: ExcelJS.CellValue): CellInput {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return cellInput(value.richText.map((part) => part.text).join(''));
    if ('result' in value) return cellInput((value.result ?? null));
    if ('formula' in value || 'sharedFormula' in value) return null;
    if ('text' in value) return cellInput(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

function headerText(value: ExcelJS.CellValue): string {
  const input = cellInput(value);
  return input === null ? '' : input instanceof Date ? input.toISOString() : String(input);
}

/**
 * Reads the first worksheet. Rows whose cells are all empty are skipped (spreadsheets keep
 * formatted but blank rows); more than maxRows data rows is refused rather than half imported.
 */
export async function readFirstSheet(bytes: Uint8Array, maxRows: number): Promise<SheetData | SheetRefusal> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    return 'unreadable';
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) return 'empty';
  const headerRow = sheet.getRow(1);
  const width = Math.max(headerRow.cellCount, 0);
  const headers = Array.from({ length: width }, (_, i) => headerText(headerRow.getCell(i + 1).value));
  if (headers.every((h) => h.trim() === '')) return 'empty';
  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1 || tooMany) return;
    const cells = headers.map((_, i) => cellInput(row.getCell(i + 1).value));
    if (cells.every((c) => c === null)) return;
    if (rows.length >= maxRows) {
      tooMany = true;
      return;
    }
    rows.push({ rowNumber, cells });
  });
  if (tooMany) return 'tooManyRows';
  return { headers, rows };
}
