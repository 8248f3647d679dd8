import ExcelJS from 'exceljs';
import { XLSX_MIME } from '@/lib/contract/media-types';
import { businessStamp } from '@/lib/entity/business-time';

/** Characters a sheet name may not hold; at most 31 characters. */
export function sheetName(text: string): string {
  return text.replace(/[\\/?*[\]:]/g, ' ').trim().slice(0, 31) || 'Sheet1';
}

/** Display width of a text in a spreadsheet column: wide (CJK) characters take two. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch) ? 2 : 1;
  return width;
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 50;

/** Tracks the widest value of each column so widths fit the content within sensible bounds. */
export class ColumnWidths {
  private readonly widths: number[];
  constructor(headers: readonly string[]) {
    this.widths = headers.map((h) => displayWidth(h) + 2);
  }
  see(values: readonly unknown[]): void {
    values.forEach((v, i) => {
      if (v === null || v === undefined) return;
      const text = typeof v === 'number' ? v.toLocaleString('en') : String(v);
      const longestLine = Math.max(...text.split('\n').map(displayWidth));
      if (longestLine + 2 > (this.widths[i] ?? 0)) this.widths[i] = longestLine + 2;
    });
  }
  apply(sheet: ExcelJS.Worksheet): void {
    this.widths.forEach((w, i) => {
      sheet.getColumn(i + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, w));
    });
  }
}

/** Bold header on a light fill, frozen so it stays in view while scrolling. */
export function styleHeader(sheet: ExcelJS.Worksheet, requiredColumns: readonly number[] = []): void {
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  header.eachCell((cell, column) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F2F5' } };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FFBFBFBF' } } };
    if (requiredColumns.includes(column)) cell.font = { bold: true, color: { argb: 'FFCF1322' } };
  });
  sheet.views = [{ state: 'frozen', xSplit: 0, ySplit: 1 }];
}

/** '<label>_<YYYYMMDDHHmmss>.xlsx' in business time. */
export function stampedFileName(label: string, now = new Date()): string {
  return `${label.replace(/[\\/:*?"<>|\r\n]/g, '_')}_${businessStamp(now)}.xlsx`;
}

/**
 * An attachment response: an ASCII name for old clients and the real (Chinese) name as RFC 5987
 * filename* for everyone else.
 */
export function workbookResponse(bytes: ArrayBuffer | Uint8Array, fileName: string, fallbackName: string): Response {
  const ascii = fallbackName.replace(/[^A-Za-z0-9._-]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return new Response(bytes as BodyInit, {
    status: 200,
    headers: {
      'content-type': XLSX_MIME,
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`,
      'cache-control': 'no-store',
    },
  });
}

export async function workbookBytes(workbook: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
