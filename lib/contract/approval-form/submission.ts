import { z } from 'zod';
import { MAX_ATTACHMENTS, rowLimitOf, type Control, type ControlOf, type DetailColumn, type FormDesign } from './design';
import { computeFormulas, dayNumber, numberOf } from './formulas';
import { isFormFile } from './attachments';
import { isBlankValue, shownControls } from './show-when';
import { countRangeDays, type DayCounter } from './working-days';

/**
 * The rules a submission of a designed form must meet, generated from the form's version: the
 * browser checks each control as it is filled in, the server checks the whole submission again
 * (`checkSubmission`) and keeps only the values of shown controls, with every computed part
 * recomputed. Messages are keys under `approvalForm.rules`, translated by the caller's `text`.
 */

export type RuleKey =
  | 'required'
  | 'notNumber'
  | 'tooSmall'
  | 'tooLarge'
  | 'tooShort'
  | 'tooLong'
  | 'notInList'
  | 'notDate'
  | 'notText'
  | 'badPattern'
  | 'badRange'
  | 'tooManyRows'
  | 'tooFewRows'
  | 'tooManyFiles'
  | 'badKey'
  | 'inRow';
export type RuleText = (key: RuleKey, values: Record<string, string | number>) => string;

const KEY = /^[\w-]{1,64}$/;
const MAX_PICKED = 50;
const DEFAULT_ATTACHMENTS = 9;

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

function numberRule(c: { min?: number; max?: number }, field: string, text: RuleText, normalize: (n: number) => number): z.ZodType {
  return z.unknown().transform((v, ctx) => {
    const n = numberOf(v);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: text('notNumber', { field }) });
      return z.NEVER;
    }
    if (c.min !== undefined && n < c.min) ctx.addIssue({ code: 'custom', message: text('tooSmall', { field, min: c.min }) });
    if (c.max !== undefined && n > c.max) ctx.addIssue({ code: 'custom', message: text('tooLarge', { field, max: c.max }) });
    return normalize(n);
  });
}

function textRule(c: { minLength?: number; maxLength?: number; pattern?: string; patternMessage?: string }, field: string, text: RuleText): z.ZodType {
  return z.unknown().transform((v, ctx) => {
    if (typeof v !== 'string' && typeof v !== 'number') {
      ctx.addIssue({ code: 'custom', message: text('notText', { field }) });
      return z.NEVER;
    }
    const s = String(v).trim();
    const max = c.maxLength ?? 5000;
    if (c.minLength !== undefined && s.length < c.minLength) ctx.addIssue({ code: 'custom', message: text('tooShort', { field, min: c.minLength }) });
    if (s.length > max) ctx.addIssue({ code: 'custom', message: text('tooLong', { field, max }) });
    if (c.pattern && !new RegExp(c.pattern, 'u').test(s)) ctx.addIssue({ code: 'custom', message: c.patternMessage?.trim() || text('badPattern', { field }) });
    return s;
  });
}

const dateRule = (field: string, text: RuleText) =>
  z.unknown().transform((v, ctx) => {
    if (dayNumber(v) === null) {
      ctx.addIssue({ code: 'custom', message: text('notDate', { field }) });
      return z.NEVER;
    }
    return String(v).trim();
  });

function keysRule(field: string, multiple: boolean, text: RuleText, limit = MAX_PICKED): z.ZodType {
  return z.unknown().transform((v, ctx) => {
    // A file already held by the request comes back as its descriptor: its key counts.
    const given: unknown[] = Array.isArray(v) ? v : [v];
    const keys = given.map((k) => (isFormFile(k) ? k.file_key : k));
    if (!keys.every((k) => typeof k === 'string' && KEY.test(k))) {
      ctx.addIssue({ code: 'custom', message: text('badKey', { field }) });
      return z.NEVER;
    }
    if (keys.length > (multiple ? limit : 1)) ctx.addIssue({ code: 'custom', message: text('tooManyFiles', { field, max: multiple ? limit : 1 }) });
    return multiple ? [...new Set(keys as string[])] : (keys[0] as string);
  });
}

function choiceRule(c: { multiple?: boolean; options?: readonly { value: string }[] }, field: string, text: RuleText): z.ZodType {
  const allowed = c.options?.length ? new Set(c.options.map((o) => o.value)) : null;
  return z.unknown().transform((v, ctx) => {
    const picked: unknown[] = Array.isArray(v) ? v : [v];
    if (!picked.every((p) => typeof p === 'string' && (!allowed || allowed.has(p))) || (!c.multiple && picked.length > 1)) {
      ctx.addIssue({ code: 'custom', message: text('notInList', { field }) });
      return z.NEVER;
    }
    return c.multiple ? [...new Set(picked as string[])] : (picked[0] as string);
  });
}

function rangeRule(field: string, text: RuleText): z.ZodType {
  return z.unknown().transform((v, ctx) => {
    const range = typeof v === 'object' && v !== null ? (v as { start?: unknown; end?: unknown }) : {};
    const start = dayNumber(range.start);
    const end = dayNumber(range.end);
    if (start === null || end === null) {
      ctx.addIssue({ code: 'custom', message: text('notDate', { field }) });
      return z.NEVER;
    }
    if (end < start) ctx.addIssue({ code: 'custom', message: text('badRange', { field }) });
    return { start: String(range.start).trim(), end: String(range.end).trim() };
  });
}

/** The rule of one value the user fills in; null for a computed or value-less control. */
function valueRule(c: Control | DetailColumn, field: string, text: RuleText): z.ZodType | null {
  switch (c.kind) {
    case 'text':
    case 'textarea':
      return textRule(c, field, text);
    case 'number':
      return numberRule(c, field, text, (n) => (c.precision === undefined ? n : Number(n.toFixed(c.precision))));
    case 'amount':
      return numberRule(c, field, text, round2);
    case 'date':
      return dateRule(field, text);
    case 'dateRange':
      return rangeRule(field, text);
    case 'choice':
      return choiceRule(c, field, text);
    case 'person':
    case 'department':
    case 'record':
      return keysRule(field, c.multiple ?? false, text);
    case 'attachment':
      return keysRule(field, true, text, Math.min(c.maxCount ?? DEFAULT_ATTACHMENTS, MAX_ATTACHMENTS));
    case 'detail':
    case 'formula':
    case 'description':
      return null;
  }
}

/** One control's rule: blank passes unless required, then the kind's own rule. For the browser's form items. */
export function controlRule(c: Control | DetailColumn, text: RuleText, field: string = c.label): z.ZodType {
  const rule = valueRule(c, field, text);
  return z.unknown().transform((v, ctx) => {
    if (isBlankValue(v) || (c.kind === 'dateRange' && isBlankValue((v as { start?: unknown } | null)?.start))) {
      if (c.required && rule) ctx.addIssue({ code: 'custom', message: text('required', { field }) });
      return null;
    }
    if (!rule) return v;
    const result = rule.safeParse(v);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return result.data;
  });
}

/** A detail row with no value in any column the user fills in: not a row at all, however it came. */
export function isBlankRow(table: ControlOf<'detail'>, row: unknown): boolean {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return true;
  const cells = row as Record<string, unknown>;
  return table.columns.every((c) => c.kind === 'formula' || !Object.hasOwn(cells, c.id) || isBlankValue(cells[c.id]));
}

/**
 * What the number of a detail table's rows breaks, counting only the rows holding a value, or null.
 * The form shows it under the table, the server refuses the start with it.
 */
export function detailRowsIssue(table: ControlOf<'detail'>, value: unknown, text: RuleText): string | null {
  const given = Array.isArray(value) ? value : [];
  // Every row sent counts against the limit: the limit bounds the work, blank or not.
  if (given.length > rowLimitOf(table)) return text('tooManyRows', { field: table.label, max: rowLimitOf(table) });
  const filled = given.filter((row) => !isBlankRow(table, row)).length;
  if (filled === 0 && table.required) return text('required', { field: table.label });
  if (filled < (table.minRows ?? 0)) return text('tooFewRows', { field: table.label, min: table.minRows ?? 0 });
  return null;
}

function detailRows(table: ControlOf<'detail'>, value: unknown, text: RuleText, issues: string[]): Record<string, unknown>[] {
  const given = Array.isArray(value) ? value : [];
  const issue = detailRowsIssue(table, given, text);
  if (issue) issues.push(issue);
  // Over the limit, no row is looked at; short of the fewest, the filled ones still count (a preview's totals).
  if (given.length > rowLimitOf(table)) return [];
  // A row is named by where it stands among those sent, as the form numbers it.
  const rows = given.flatMap((row, index) => (isBlankRow(table, row) ? [] : [{ row: row as Record<string, unknown>, index }]));
  return rows.map(({ row, index }) => {
    const out: Record<string, unknown> = {};
    for (const column of table.columns) {
      if (column.kind === 'formula') continue;
      const field = text('inRow', { table: table.label, row: index + 1, column: column.label });
      const result = controlRule(column, text, field).safeParse(Object.hasOwn(row, column.id) ? row[column.id] : undefined);
      if (result.success) out[column.id] = result.data;
      else issues.push(...result.error.issues.map((i) => i.message));
    }
    return out;
  });
}

export interface CheckedSubmission {
  /** The values of the shown controls, normalised, with every computed part recomputed. */
  values: Record<string, unknown>;
  /** The messages of what breaks the rules, in form order; empty when the submission is fine. */
  issues: string[];
}

/**
 * A whole submission checked against its form's version. Undeclared keys are dropped. Working days
 * of date ranges are counted by `countDays` (the working calendar's; weekends only without one).
 */
export function checkSubmission(design: FormDesign, data: Record<string, unknown>, text: RuleText, countDays: DayCounter = countRangeDays): CheckedSubmission {
  const given = (id: string) => (Object.hasOwn(data, id) ? data[id] : undefined);
  const raw: Record<string, unknown> = {};
  for (const c of design.fields) raw[c.id] = given(c.id);
  const shown = shownControls(design.fields, raw);
  const values: Record<string, unknown> = {};
  const issues: string[] = [];
  for (const c of design.fields) {
    if (!shown.has(c.id) || c.kind === 'description' || c.kind === 'formula') continue;
    if (c.kind === 'detail') {
      values[c.id] = detailRows(c, raw[c.id], text, issues);
      continue;
    }
    const result = controlRule(c, text).safeParse(raw[c.id]);
    if (result.success) {
      if (result.data !== null) values[c.id] = result.data;
    } else issues.push(...result.error.issues.map((i) => i.message));
  }
  const computed = computeFormulas(design, values, countDays);
  for (const c of design.fields) if (!shown.has(c.id)) delete computed[c.id];
  return { values: computed, issues };
}
