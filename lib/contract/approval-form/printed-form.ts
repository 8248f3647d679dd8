import type { Control, ControlOf, DetailColumn, FormDesign, LinkableRecord } from './design';
import { columnTotal } from './formulas';
import { capitalAmount } from './capital-amount';
import { isFormFile } from './attachments';
import { money, plainValue, type ValueWords } from './plain-value';

/**
 * A submitted designed form as text, for a printed copy: label / value rows of its controls in
 * order, and each detail table with its columns, cells, totals and the first money total in words.
 * People, departments and records are named through `nameOf`; the print lays out what this answers.
 */

export type NamedKind = 'person' | 'department' | LinkableRecord;

export interface PrintedTable {
  title: string;
  columns: { title: string; align: 'left' | 'right' }[];
  rows: string[][];
  totals?: string[];
  totalInWords?: string;
}

export interface PrintedForm {
  rows: { label: string; value: string }[];
  tables: PrintedTable[];
}

interface Words extends ValueWords {
  total: string;
}

const keysIn = (value: unknown): string[] => (Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : typeof value === 'string' ? [value] : []);

/** The keys of people, departments and records a form's values name, by kind: what `nameOf` must know. */
export function namedKeys(design: FormDesign, data: Record<string, unknown>): Map<NamedKind, Set<string>> {
  const found = new Map<NamedKind, Set<string>>();
  for (const c of design.fields) {
    const kind: NamedKind | null = c.kind === 'person' || c.kind === 'department' ? c.kind : c.kind === 'record' ? c.target : null;
    if (!kind) continue;
    const keys = found.get(kind) ?? new Set<string>();
    for (const key of keysIn(data[c.id])) keys.add(key);
    found.set(kind, keys);
  }
  return found;
}

function valueText(c: Control | DetailColumn, value: unknown, nameOf: (kind: NamedKind, key: string) => string, words: ValueWords, inCell: boolean): string {
  const plain = plainValue(c, value, { ...words, inWords: !inCell });
  if (plain !== null) return plain;
  switch (c.kind) {
    case 'person':
    case 'department':
      return keysIn(value).map((k) => nameOf(c.kind, k)).join(words.separator) || '-';
    case 'record':
      return keysIn(value).map((k) => nameOf(c.target, k)).join(words.separator) || '-';
    case 'attachment':
      return (Array.isArray(value) ? value.filter(isFormFile).map((f) => f.name) : []).join(words.separator) || '-';
    default:
      return '-';
  }
}

/** A control's value as one short text, money without its words: for a request's title and its rows' summaries. */
export const glanceText = (c: Control, value: unknown, nameOf: (kind: NamedKind, key: string) => string, words: ValueWords): string => valueText(c, value, nameOf, words, true);

const isNumeric = (c: DetailColumn) => c.kind === 'number' || c.kind === 'amount' || c.kind === 'formula';
const isMoney = (c: DetailColumn) => c.kind === 'amount' || (c.kind === 'formula' && c.money === true);

function printedTable(table: ControlOf<'detail'>, value: unknown, nameOf: (kind: NamedKind, key: string) => string, words: Words): PrintedTable {
  const rows = Array.isArray(value) ? value.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null) : [];
  const totalled = table.columns.filter((c) => isNumeric(c) && 'total' in c && c.total);
  const firstMoney = totalled.find(isMoney);
  return {
    title: table.label,
    columns: table.columns.map((c) => ({ title: c.label, align: isNumeric(c) ? 'right' : 'left' })),
    rows: rows.map((row) => table.columns.map((c) => valueText(c, row[c.id], nameOf, words, true))),
    ...(totalled.length
      ? {
          totals: table.columns.map((c, i) => {
            if (!totalled.includes(c)) return i === 0 ? words.total : '';
            const sum = columnTotal(rows, c.id);
            return isMoney(c) ? money(sum) : String(sum);
          }),
          ...(firstMoney ? { totalInWords: capitalAmount(columnTotal(rows, firstMoney.id)) } : {}),
        }
      : {}),
  };
}

export function printedForm(design: FormDesign, data: Record<string, unknown>, nameOf: (kind: NamedKind, key: string) => string, words: Words): PrintedForm {
  const out: PrintedForm = { rows: [], tables: [] };
  for (const c of design.fields) {
    if (c.kind === 'description' || !Object.hasOwn(data, c.id)) continue;
    if (c.kind === 'detail') out.tables.push(printedTable(c, data[c.id], nameOf, words));
    else out.rows.push({ label: c.label, value: valueText(c, data[c.id], nameOf, words, false) });
  }
  return out;
}
