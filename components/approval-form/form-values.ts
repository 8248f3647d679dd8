import dayjs, { type Dayjs } from 'dayjs';
import type { Control, DetailColumn, FormDesign } from '@/lib/contract/approval-form/design';
import { computeFormulas } from '@/lib/contract/approval-form/formulas';
import { countRangeDays, type DayCounter } from '@/lib/contract/approval-form/working-days';
import { isFormFile } from '@/lib/contract/approval-form/attachments';

/**
 * A designed form's values as the antd form holds them (dayjs dates, a range as two dayjs) and as
 * they are submitted and stored (day texts, a range as { start, end, days }).
 */

type Values = Record<string, unknown>;

const DAY = 'YYYY-MM-DD';
const MINUTE = 'YYYY-MM-DD HH:mm';

const dayText = (v: unknown, withTime = false) => (dayjs.isDayjs(v) && v.isValid() ? v.format(withTime ? MINUTE : DAY) : v);
const dayValue = (v: unknown): Dayjs | undefined => (typeof v === 'string' && dayjs(v).isValid() ? dayjs(v) : undefined);

function submitted(c: Control | DetailColumn, v: unknown): unknown {
  switch (c.kind) {
    case 'date':
      return dayText(v, 'withTime' in c && c.withTime);
    case 'dateRange': {
      const range: unknown[] = Array.isArray(v) ? v : [];
      const [start, end] = range;
      return start && end ? { start: dayText(start), end: dayText(end) } : null;
    }
    case 'attachment':
      return Array.isArray(v) ? v.map((f: { response?: { file_key?: string }; uid?: string; file_key?: string }) => f.file_key ?? f.response?.file_key ?? f.uid).filter(Boolean) : v;
    default:
      return v;
  }
}

/** What the form holds, as the engine takes it. */
export function toSubmission(design: FormDesign, values: Values): Values {
  const out: Values = {};
  for (const c of design.fields) {
    if (!Object.hasOwn(values, c.id)) continue;
    const v = values[c.id];
    out[c.id] =
      c.kind === 'detail' && Array.isArray(v)
        ? v.map((row: Values | undefined) => Object.fromEntries(c.columns.map((col) => [col.id, submitted(col, row?.[col.id])])))
        : submitted(c, v);
  }
  return out;
}

function held(c: Control | DetailColumn, v: unknown): unknown {
  switch (c.kind) {
    case 'date':
      return dayValue(v);
    case 'dateRange': {
      const range = v as { start?: string; end?: string } | null;
      const start = dayValue(range?.start);
      const end = dayValue(range?.end);
      return start && end ? [start, end] : undefined;
    }
    case 'attachment':
      // The request's files as the upload list shows them; their keys go back as they came.
      return Array.isArray(v) ? v.filter(isFormFile).map((f) => ({ uid: f.file_key, name: f.name, status: 'done', file_key: f.file_key, size: f.size, type: f.content_type })) : undefined;
    default:
      return v ?? undefined;
  }
}

/** Stored values (a resubmit, a preview's sample) as the form holds them. */
export function toFormValues(design: FormDesign, data: Values): Values {
  const out: Values = {};
  for (const c of design.fields) {
    const v = data[c.id];
    out[c.id] = c.kind === 'detail' && Array.isArray(v) ? v.map((row: Values) => Object.fromEntries(c.columns.map((col) => [col.id, held(col, row[col.id])]))) : held(c, v);
  }
  return out;
}

/** The computed parts (formulas, column totals' inputs, durations) for what the form holds now. */
export const computedValues = (design: FormDesign, values: Values, countDays: DayCounter = countRangeDays): Values => computeFormulas(design, toSubmission(design, values), countDays);
