import dayjs, { type Dayjs } from 'dayjs';

/** spec-1 §9 date formats. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type Moment = 'date' | 'datetime';

export const formatOf = (type: Moment) => (type === 'date' ? DATE_FORMAT : DATETIME_FORMAT);

/** A stored value ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss' or an ISO instant) as a Dayjs, or null. */
export function toDayjs(value: unknown): Dayjs | null {
  if (dayjs.isDayjs(value)) return value.isValid() ? value : null;
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  if (value === '') return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** The text a list or the audit trail shows, in the browser's time zone. */
export function formatMoment(value: unknown, type: Moment): string {
  return toDayjs(value)?.format(formatOf(type)) ?? '';
}

/** The widget's Dayjs back to the text addOrUpdate expects. */
export function fromDayjs(value: unknown, type: Moment): string | null {
  const day = toDayjs(value);
  return day ? day.format(formatOf(type)) : null;
}

/** A date-range filter: whole days, so a date-time column is bounded by the first and last second. */
export function rangeBounds(range: unknown, type: Moment): [string | null, string | null] {
  if (!Array.isArray(range)) return [null, null];
  const [from, to] = range.map(toDayjs);
  if (type === 'date') return [from?.format(DATE_FORMAT) ?? null, to?.format(DATE_FORMAT) ?? null];
  return [from?.startOf('day').format(DATETIME_FORMAT) ?? null, to?.endOf('day').format(DATETIME_FORMAT) ?? null];
}
