import type { Dayjs } from 'dayjs';
import { formatBusinessTime, toBusinessDayjs, toInstantText, toWallClockText } from '@/lib/client/business-time';

/** Date formats (docs/time.md). */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';

export type Moment = 'date' | 'datetime';

export const formatOf = (type: Moment) => (type === 'date' ? DATE_FORMAT : DATETIME_FORMAT);

/**
 * A stored value ('YYYY-MM-DD', an ISO instant, or business wall-clock text) as the pickers hold
 * it: the business zone's wall clock (lib/client/business-time.ts), or null.
 */
export function toDayjs(value: unknown): Dayjs | null {
  return toBusinessDayjs(value);
}

/** The text a list or the audit trail shows: days as they are, date-times in business time. */
export function formatMoment(value: unknown, type: Moment, precision?: 'minute'): string {
  return formatBusinessTime(value, type === 'datetime' && precision === 'minute' ? MINUTE_FORMAT : formatOf(type));
}

/** The widget's value back to what addOrUpdate expects: the day, or the instant with its offset. */
export function fromDayjs(value: unknown, type: Moment): string | null {
  if (type === 'date') return toDayjs(value)?.format(DATE_FORMAT) ?? null;
  return toInstantText(value);
}

/** A filter bound: the day, or the business wall-clock time the server reads in the business zone. */
export function filterBound(value: unknown, type: Moment): string | null {
  return type === 'date' ? (toDayjs(value)?.format(DATE_FORMAT) ?? null) : toWallClockText(value);
}

/** A date-range filter: whole days, so a date-time column is bounded by the first and last second. */
export function rangeBounds(range: unknown, type: Moment): [string | null, string | null] {
  if (!Array.isArray(range)) return [null, null];
  const [from, to] = range.map(toDayjs);
  if (type === 'date') return [from?.format(DATE_FORMAT) ?? null, to?.format(DATE_FORMAT) ?? null];
  return [from?.startOf('day').format(DATETIME_FORMAT) ?? null, to?.endOf('day').format(DATETIME_FORMAT) ?? null];
}
