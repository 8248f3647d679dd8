import { messageWith } from '@/lib/entity/messages';
import { DATE_PATTERN } from '@/lib/entity/rules';
import type { FieldDef } from '@/lib/entity/types';
import { businessDateTime, wallClock } from '@/lib/entity/business-time';

/** What a cell holds once read: spreadsheet text, figures, booleans and dates, or nothing. */
export type CellInput = string | number | boolean | Date | null;

/** What an export writes into a cell. */
export type CellOutput = string | number | null;

/** Stored keys and values → what people read (an export). */
export interface DisplayLabels {
  dictText(code: string, value: string): string | undefined;
  userName(key: string): string | undefined;
  departmentName(key: string): string | undefined;
  refLabel(entityName: string, key: string): string | undefined;
  areaText(codes: string): string;
  yes: string;
  no: string;
}

export type KeyFound = { key: string } | 'missing' | 'ambiguous';

/** What people typed → stored keys and values (an import). */
export interface KeyLookup {
  dictValue(code: string, text: string): string | undefined;
  userKey(text: string): KeyFound;
  departmentKey(text: string): KeyFound;
  refKey(entityName: string, text: string): KeyFound;
  areaCodes(text: string): string | null;
}

/** Separators people use between several values in one cell. */
const LIST_SEPARATOR = /\s*[,，、;；\n]\s*/;
/** How an export joins several values (and an import splits them again). */
export const LIST_JOINER = ',';

const YES = new Set(['是', 'y', 'yes', 'true', '1', '√', '✓']);
const NO = new Set(['否', 'n', 'no', 'false', '0', '×', '✗']);

function keysOf(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  return String(value).split(',').map((v) => v.trim()).filter(Boolean);
}

/** Attachments are stored as a JSON list of {name, url} (or bare URLs): their names are what people read. */
function attachmentNames(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) {
      return parsed.map((item) => (typeof item === 'object' && item && 'name' in item ? String((item as { name: unknown }).name) : String(item))).join(LIST_JOINER);
    }
  } catch {
    // Older records hold bare URLs.
  }
  return value;
}

/** A stored value as the list page shows it: texts for codes and keys, business time for instants. */
export function toCell(field: FieldDef | null, value: unknown, labels: DisplayLabels): CellOutput {
  if (value === null || value === undefined || value === '') return null;
  if (!field) return value instanceof Date ? businessDateTime(value) : String(value);
  switch (field.type) {
    case 'number':
    case 'money': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    case 'datetime':
      return value instanceof Date ? businessDateTime(value) : String(value);
    case 'bool':
      return value === true ? labels.yes : labels.no;
    case 'dict':
    case 'multiDict':
      return keysOf(value).map((v) => labels.dictText(field.dictCode, v) ?? v).join(LIST_JOINER);
    case 'user':
      return keysOf(value).map((k) => labels.userName(k) ?? k).join(LIST_JOINER);
    case 'department':
      return keysOf(value).map((k) => labels.departmentName(k) ?? k).join(LIST_JOINER);
    case 'ref':
      return keysOf(value).map((k) => labels.refLabel(field.entity, k) ?? k).join(LIST_JOINER);
    case 'area':
      return labels.areaText(String(value));
    case 'file':
    case 'image':
      return attachmentNames(value);
    default:
      return String(value);
  }
}

export type Converted = { value: unknown } | { error: string };

/** A figure as text: '1,234.50' and '¥1,234.50' mean 1234.5. */
function figure(raw: CellInput): unknown {
  if (typeof raw === 'number') return raw;
  const text = String(raw).replace(/[,，\s¥￥$]/g, '');
  return text === '' ? null : text;
}

/** Spreadsheet day numbers count from 1899-12-30. */
const SERIAL_EPOCH_MS = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

function fromSerial(serial: number): Date | null {
  // Plausible day numbers only (1900 to 2200): anything else is a plain figure typed by mistake.
  if (!(serial > 0 && serial < 110_000)) return null;
  return new Date(SERIAL_EPOCH_MS + Math.round(serial * DAY_MS / 1000) * 1000);
}

/** '2024/1/5', '2024.01.05', '2024-1-5 9:05' → zero-padded with dashes; anything else as typed. */
function normaliseDateText(text: string): string {
  const match = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/.exec(text.trim());
  if (!match) return text.trim();
  const [, y, mo, d, h, mi, s] = match;
  const date = `${y}-${mo!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  return h === undefined ? date : `${date} ${h.padStart(2, '0')}:${mi!.padStart(2, '0')}:${(s ?? '0').padStart(2, '0')}`;
}

function isCalendarDate(text: string): boolean {
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

function dateValue(raw: CellInput): unknown {
  const day = raw instanceof Date ? raw : typeof raw === 'number' ? fromSerial(raw) : null;
  if (day) return wallClock(day).date;
  const text = normaliseDateText(String(raw));
  // A date-time typed into a date column keeps its day.
  return /^\d{4}-\d{2}-\d{2} /.test(text) && DATE_PATTERN.test(text.slice(0, 10)) ? text.slice(0, 10) : text;
}

function dateTimeValue(raw: CellInput): unknown {
  const moment = raw instanceof Date ? raw : typeof raw === 'number' ? fromSerial(raw) : null;
  if (moment) {
    const { date, time } = wallClock(moment);
    return `${date} ${time}`;
  }
  const text = normaliseDateText(String(raw));
  return DATE_PATTERN.test(text) ? `${text} 00:00:00` : text;
}

function textOf(raw: CellInput): string {
  if (raw instanceof Date) {
    const { date, time } = wallClock(raw);
    return time === '00:00:00' ? date : `${date} ${time}`;
  }
  return String(raw).trim();
}

/** Several keys from several texts; the first text that cannot be resolved is the error. */
function resolveAll(field: FieldDef, raw: CellInput, resolve: (text: string) => KeyFound, multiple: boolean, messages: { missing: string; ambiguous: string }): Converted {
  const texts = multiple ? textOf(raw).split(LIST_SEPARATOR).filter(Boolean) : [textOf(raw)];
  const keys: string[] = [];
  for (const text of texts) {
    const found = resolve(text);
    if (found === 'missing' || found === 'ambiguous') return { error: messageWith(found === 'missing' ? messages.missing : messages.ambiguous, { label: field.label, text }) };
    if (!keys.includes(found.key)) keys.push(found.key);
  }
  return { value: keys.join(',') };
}

/**
 * A cell as the value addOrUpdate expects: texts back to dictionary values and keys, dates to
 * the wire format. What cannot be converted is handed on as typed so the field's own rule names
 * the problem, unless only the lookup knows it (an unknown user, a text not in the dictionary).
 */
export function fromCell(field: FieldDef, raw: CellInput, keys: KeyLookup): Converted {
  if (raw === null || (typeof raw === 'string' && raw.trim() === '')) return { value: null };
  switch (field.type) {
    case 'number':
    case 'money':
      return { value: figure(raw) };
    case 'date': {
      const value = dateValue(raw);
      // The field's rule checks the shape only; a spreadsheet is where 2024-02-30 gets typed.
      if (typeof value === 'string' && DATE_PATTERN.test(value) && !isCalendarDate(value)) return { error: messageWith('validation.date', { label: field.label }) };
      return { value };
    }
    case 'datetime':
      return { value: dateTimeValue(raw) };
    case 'bool': {
      if (typeof raw === 'boolean') return { value: raw };
      const text = textOf(raw).toLowerCase();
      if (YES.has(text)) return { value: true };
      if (NO.has(text)) return { value: false };
      return { error: messageWith('excel.errors.badBool', { label: field.label, text: textOf(raw) }) };
    }
    case 'dict':
    case 'multiDict': {
      const texts = field.type === 'multiDict' ? textOf(raw).split(LIST_SEPARATOR).filter(Boolean) : [textOf(raw)];
      const values: string[] = [];
      for (const text of texts) {
        const value = keys.dictValue(field.dictCode, text);
        if (value === undefined) return { error: messageWith('excel.errors.notInDictionary', { label: field.label, text }) };
        if (!values.includes(value)) values.push(value);
      }
      return { value: values.join(',') };
    }
    case 'user':
      return resolveAll(field, raw, (t) => keys.userKey(t), Boolean(field.multiple), { missing: 'excel.errors.unknownUser', ambiguous: 'excel.errors.ambiguousUser' });
    case 'department':
      return resolveAll(field, raw, (t) => keys.departmentKey(t), Boolean(field.multiple), { missing: 'excel.errors.unknownDepartment', ambiguous: 'excel.errors.ambiguousDepartment' });
    case 'ref':
      return resolveAll(field, raw, (t) => keys.refKey(field.entity, t), Boolean(field.multiple), { missing: 'excel.errors.unknownRef', ambiguous: 'excel.errors.ambiguousRef' });
    case 'area': {
      const codes = keys.areaCodes(textOf(raw));
      return codes === null ? { error: messageWith('excel.errors.unknownArea', { label: field.label, text: textOf(raw) }) } : { value: codes };
    }
    default:
      // Long digit strings (phone numbers) arrive as figures when the cell was not formatted as text.
      return { value: typeof raw === 'number' ? String(raw) : textOf(raw) };
  }
}

/** The texts of a cell that need a lookup of keys (people, departments, referenced records). */
export function textsToResolve(field: FieldDef, raw: CellInput): string[] {
  if (raw === null || !['user', 'department', 'ref'].includes(field.type)) return [];
  const text = textOf(raw);
  if (text === '') return [];
  const multiple = 'multiple' in field && field.multiple;
  return multiple ? text.split(LIST_SEPARATOR).filter(Boolean) : [text];
}
