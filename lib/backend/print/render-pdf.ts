import PDFDocument from 'pdfkit';
import { create as createQr } from 'qrcode';
import type { PdfFont } from './pdf-font';
import type { ColumnAlign, FieldsSection, PathSection, PrintDocument, PrintSection, TableSection } from './print-document';

/**
 * Lays a print document out on A4 pages with pdfkit: the header on the first page, the sections
 * one after another (a row that does not fit starts a new page, where a table repeats its column
 * titles), then on every page the footer: page x / y, who printed it and when, the verify code
 * and its QR code. The font is embedded as a subset of the glyphs used.
 */

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const FOOTER_HEIGHT = 64;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const CONTENT_BOTTOM = A4.height - MARGIN - FOOTER_HEIGHT;
const QR_SIZE = 52;
const CELL_PAD = 4;
const BODY_SIZE = 9.5;
const BORDER = '#b8bec8';
const HEAD_FILL = '#eef1f5';
const TOTAL_FILL = '#f7f7f2';
const INK = '#1f2328';
const MUTED = '#59636e';
const SIGNATURE = { width: 72, height: 28 };
const FONT = 'print-body';

type Pdf = PDFKit.PDFDocument;

interface Cell {
  text: string;
  align?: ColumnAlign;
  image?: Uint8Array;
}

interface RowStyle {
  fill?: string;
  size?: number;
  color?: string;
}

/** A document being laid out: the pdfkit document and where the next thing goes. */
class Layout {
  y = MARGIN;

  constructor(readonly pdf: Pdf) {}

  /** Starts a new page when `height` does not fit below the current position. */
  ensure(height: number): boolean {
    if (this.y + height <= CONTENT_BOTTOM) return false;
    this.pdf.addPage();
    this.y = MARGIN;
    return true;
  }

  textHeight(text: string, width: number, size: number): number {
    this.pdf.fontSize(size);
    return this.pdf.heightOfString(text || ' ', { width, lineGap: 1 });
  }

  /** The height a row of cells takes at these column widths. */
  rowHeight(cells: Cell[], widths: number[], size: number): number {
    let tallest = 0;
    cells.forEach((cell, i) => {
      const inner = cell.image ? SIGNATURE.height : this.textHeight(cell.text, widths[i]! - 2 * CELL_PAD, size);
      tallest = Math.max(tallest, inner);
    });
    return tallest + 2 * CELL_PAD;
  }

  /** Draws one bordered row at the current position and moves below it. */
  drawRow(cells: Cell[], widths: number[], style: RowStyle = {}, height = this.rowHeight(cells, widths, style.size ?? BODY_SIZE)): void {
    const { pdf } = this;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const w = widths[i]!;
      if (style.fill) pdf.rect(x, this.y, w, height).fill(style.fill);
      pdf.lineWidth(0.5).rect(x, this.y, w, height).stroke(BORDER);
      if (cell.image) {
        pdf.image(Buffer.from(cell.image), x + CELL_PAD, this.y + CELL_PAD, { fit: [w - 2 * CELL_PAD, SIGNATURE.height], align: 'center', valign: 'center' });
      } else {
        pdf.fillColor(style.color ?? INK).fontSize(style.size ?? BODY_SIZE)
          .text(cell.text, x + CELL_PAD, this.y + CELL_PAD, { width: w - 2 * CELL_PAD, align: cell.align ?? 'left', lineGap: 1 });
      }
      x += w;
    });
    this.y += height;
  }

  /** A table: the heading row, then each row, repeating the heading after a page break. */
  drawTable(heading: Cell[] | null, rows: { cells: Cell[]; style?: RowStyle }[], widths: number[]): void {
    const headStyle: RowStyle = { fill: HEAD_FILL, color: MUTED };
    const headHeight = heading ? this.rowHeight(heading, widths, BODY_SIZE) : 0;
    const firstHeight = rows.length ? this.rowHeight(rows[0]!.cells, widths, rows[0]!.style?.size ?? BODY_SIZE) : 0;
    this.ensure(headHeight + firstHeight);
    if (heading) this.drawRow(heading, widths, headStyle, headHeight);
    for (const row of rows) {
      const height = this.rowHeight(row.cells, widths, row.style?.size ?? BODY_SIZE);
      if (this.ensure(height) && heading) this.drawRow(heading, widths, headStyle, headHeight);
      this.drawRow(row.cells, widths, row.style, height);
    }
  }

  sectionTitle(title: string): void {
    this.ensure(22 + 24);
    this.y += 10;
    this.pdf.rect(MARGIN, this.y + 1, 3, 12).fill('#1f6feb');
    this.pdf.fillColor(INK).fontSize(11).text(title, MARGIN + 8, this.y, { width: CONTENT_WIDTH - 8, lineBreak: false });
    this.y += 18;
  }
}

/** Column widths from their weights, filling the content width. */
export function columnWidths(weights: number[], total = CONTENT_WIDTH): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  return weights.map((w) => (w / sum) * total);
}

function drawHeader(layout: Layout, doc: PrintDocument): void {
  const { pdf } = layout;
  pdf.fillColor(INK).fontSize(18).text(doc.title, MARGIN, layout.y, { width: CONTENT_WIDTH, align: 'center' });
  layout.y = pdf.y + 8;
  const widths = columnWidths([1, 2, 1, 2]);
  const rows: { cells: Cell[]; style?: RowStyle }[] = [];
  for (let i = 0; i < doc.facts.length; i += 2) {
    const a = doc.facts[i]!;
    const b = doc.facts[i + 1];
    rows.push({ cells: [{ text: a.label }, { text: a.value }, { text: b?.label ?? '' }, { text: b?.value ?? '' }] });
  }
  layout.drawTable(null, rows, widths);
}

function drawFields(layout: Layout, section: FieldsSection): void {
  layout.sectionTitle(section.title);
  const widths = columnWidths([3, 7]);
  layout.drawTable(null, section.rows.map((r) => ({ cells: [{ text: r.label }, { text: r.value }] })), widths);
}

function drawTableSection(layout: Layout, section: TableSection): void {
  layout.sectionTitle(section.title);
  const widths = columnWidths(section.columns.map((c) => c.weight ?? 1));
  const heading = section.columns.map((c) => ({ text: c.title, align: c.align ?? 'left' }));
  const cellsOf = (texts: string[]) => section.columns.map((c, i) => ({ text: texts[i] ?? '', align: c.align ?? 'left' }));
  const rows: { cells: Cell[]; style?: RowStyle }[] = section.rows.map((r) => ({ cells: cellsOf(r) }));
  if (rows.length === 0 && section.emptyText) rows.push({ cells: [{ text: section.emptyText, align: 'center' }], style: { color: MUTED } });
  if (section.totals) rows.push({ cells: cellsOf(section.totals), style: { fill: TOTAL_FILL } });
  // An empty table's one message spans the whole width.
  const emptyOnly = section.rows.length === 0 && !section.totals && section.emptyText;
  layout.drawTable(heading, emptyOnly ? [] : rows, widths);
  if (emptyOnly) layout.drawTable(null, rows, [CONTENT_WIDTH]);
  if (section.totalInWords) layout.drawTable(null, [{ cells: [{ text: section.totalInWords }], style: { fill: TOTAL_FILL } }], [CONTENT_WIDTH]);
}

function drawPath(layout: Layout, section: PathSection): void {
  layout.sectionTitle(section.title);
  const h = section.headings;
  const withSignatures = section.lines.some((l) => l.signature || l.signatureText);
  const weights = withSignatures ? [2.1, 1.4, 1.1, 2.9, 3.3, 1.8] : [2.4, 1.5, 1.2, 2.9, 4.0];
  const widths = columnWidths(weights);
  const heading: Cell[] = [{ text: h.step }, { text: h.approver }, { text: h.decision }, { text: h.time }, { text: h.comment }];
  if (withSignatures) heading.push({ text: h.signature });
  const rows = section.lines.map((line) => {
    const cells: Cell[] = [{ text: line.step }, { text: line.approver }, { text: line.decision }, { text: line.time }, { text: line.comment }];
    if (withSignatures) cells.push(line.signature ? { text: '', image: line.signature } : { text: line.signatureText ?? '' });
    return { cells };
  });
  layout.drawTable(heading, rows, widths);
}

function drawSection(layout: Layout, section: PrintSection): void {
  if (section.kind === 'fields') drawFields(layout, section);
  else if (section.kind === 'table') drawTableSection(layout, section);
  else drawPath(layout, section);
}

/** The QR code as filled squares: crisp at any zoom, and no image to encode. */
function drawQr(pdf: Pdf, text: string, x: number, y: number, size: number): void {
  const matrix = createQr(text, { errorCorrectionLevel: 'M' }).modules;
  const cell = size / matrix.size;
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (matrix.get(row, col)) pdf.rect(x + col * cell, y + row * cell, cell + 0.05, cell + 0.05);
    }
  }
  pdf.fill(INK);
}

function drawFooters(pdf: Pdf, doc: PrintDocument): void {
  const range = pdf.bufferedPageRange();
  const top = A4.height - MARGIN - FOOTER_HEIGHT + 10;
  const textWidth = CONTENT_WIDTH - QR_SIZE - 12;
  for (let i = range.start; i < range.start + range.count; i += 1) {
    pdf.switchToPage(i);
    pdf.lineWidth(0.5).moveTo(MARGIN, top - 4).lineTo(A4.width - MARGIN, top - 4).stroke(BORDER);
    const pageText = doc.footer.pageText.replace('{page}', String(i - range.start + 1)).replace('{pages}', String(range.count));
    pdf.fillColor(MUTED).fontSize(8.5);
    pdf.text(pageText, MARGIN, top + 2, { width: textWidth, lineBreak: false });
    pdf.text(doc.footer.printedText, MARGIN, top + 16, { width: textWidth, lineBreak: false });
    pdf.text(doc.footer.codeText, MARGIN, top + 30, { width: textWidth, lineBreak: false });
    drawQr(pdf, doc.footer.verifyUrl, A4.width - MARGIN - QR_SIZE, top, QR_SIZE);
  }
}

/** The document as PDF bytes. */
export function renderPdf(doc: PrintDocument, font: PdfFont): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    // Page breaks are the layout's own: pdfkit must never break a page by itself.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 0 },
    bufferPages: true,
    autoFirstPage: true,
    info: { Title: doc.title, Author: doc.author, Subject: doc.subject, Creator: doc.author, Producer: doc.author, CreationDate: doc.creationDate, ModDate: doc.creationDate },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont(FONT, font.bytes, font.face);
  pdf.font(FONT);
  const layout = new Layout(pdf);
  drawHeader(layout, doc);
  for (const section of doc.sections) drawSection(layout, section);
  drawFooters(pdf, doc);
  pdf.end();
  return done;
}
