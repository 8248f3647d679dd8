/**
 * What a printed document holds, independent of what it prints (an approval today, a detail table
 * of a designed form tomorrow): a header, sections in order, and what every page's footer carries.
 * The renderer (render-pdf.ts) lays any such document out on A4 pages; a new kind of content is a
 * new section kind here and its drawing there, never a change to the callers.
 */

/** One label / value line (a form field, a header fact). */
export interface PrintField {
  label: string;
  value: string;
}

/** Label / value rows under a title. */
export interface FieldsSection {
  kind: 'fields';
  title: string;
  rows: PrintField[];
}

/** Where a table column's text sits. */
export type ColumnAlign = 'left' | 'right' | 'center';

export interface TableColumn {
  title: string;
  /** Share of the table's width, relative to the other columns' (default 1). */
  weight?: number;
  align?: ColumnAlign;
}

/** A detail table (明细): rows of cell texts, an optional totals row and amount in words. */
export interface TableSection {
  kind: 'table';
  title: string;
  columns: TableColumn[];
  rows: string[][];
  /** One text per column (blank where nothing is summed). */
  totals?: string[];
  /** The total written out, e.g. 人民币壹万贰仟元整. */
  totalInWords?: string;
  /** Shown in place of the rows when there are none. */
  emptyText?: string;
}

/** One decision of an approval path. */
export interface PathLine {
  step: string;
  approver: string;
  decision: string;
  time: string;
  comment: string;
  /** A handwritten signature as PNG bytes, drawn beside the decision when present. */
  signature?: Uint8Array;
  /** Said in the signature's place when there is one the copy does not draw. */
  signatureText?: string;
}

export interface PathSection {
  kind: 'path';
  title: string;
  /** Column titles: step, approver, decision, time, comment, signature. */
  headings: { step: string; approver: string; decision: string; time: string; comment: string; signature: string };
  lines: PathLine[];
}

export type PrintSection = FieldsSection | TableSection | PathSection;

/** What each page's footer says; the page numbers are filled in by the renderer. */
export interface PrintFooter {
  /** "第 {page} / {pages} 页": the renderer replaces {page} and {pages}. */
  pageText: string;
  /** Who printed it and when. */
  printedText: string;
  /** The verify short code and its label. */
  codeText: string;
  /** The address the QR code carries. */
  verifyUrl: string;
}

export interface PrintDocument {
  title: string;
  /** Facts under the title (number, initiator, time, status…), two per line. */
  facts: PrintField[];
  sections: PrintSection[];
  footer: PrintFooter;
  /** Document properties of the file. */
  author: string;
  subject: string;
  creationDate: Date;
}
