import dayjs, { type Dayjs } from 'dayjs';
import type { FieldDef } from '@/lib/entity/types';

/**
 * A condition's value travels as text ('in': a list of texts); the field's own widget edits its own
 * kind of value (a number, a Dayjs, a key). These two functions translate between them. Dates are
 * whole days: on a date-time field the server reads a plain date as that day.
 */
const DAY_FORMAT = 'YYYY-MM-DD';

const isMoment = (field: FieldDef) => field.type === 'date' || field.type === 'datetime';
const isFigure = (field: FieldDef) => field.type === 'number' || field.type === 'money';

export function dayOf(text: string): Dayjs | null {
  const day = dayjs(text, DAY_FORMAT);
  return day.isValid() ? day : null;
}

export const dayText = (day: Dayjs) => day.format(DAY_FORMAT);

/** Wire text -> what the widget edits. */
export function toWidget(field: FieldDef, value: string | null): unknown {
  if (value === null || value === '') return null;
  if (isFigure(field)) {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  if (isMoment(field)) return dayOf(value);
  return value;
}

/** What the widget produced -> wire text (null: nothing chosen yet). */
export function fromWidget(field: FieldDef, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return fromWidget(field, value[0]);
  if (isMoment(field)) return dayjs.isDayjs(value) && value.isValid() ? dayText(value) : null;
  if (isFigure(field)) return typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
  return typeof value === 'string' ? value : String(value);
}

/** Texts typed into an 'in' list: blanks dropped, separators of figures removed, non-figures dropped for number fields. */
export function cleanValues(field: FieldDef, values: readonly unknown[]): string[] {
  const texts = values.map((v) => String(v ?? '').trim()).filter(Boolean);
  if (!isFigure(field)) return [...new Set(texts)];
  return [...new Set(texts.map((t) => t.replace(/[,，\s]/g, '')).filter((t) => t !== '' && Number.isFinite(Number(t))))];
}
