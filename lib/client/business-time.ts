import dayjs, { type Dayjs } from 'dayjs';
import { businessDay, instantOfWallClock, zonedDateTime, zonedIso } from '@/lib/entity/time-zone';

/**
 * Date-times in the browser, shown and typed in the business time zone (docs/time.md).
 *
 * antd's pickers build the values a user clicks in the browser's own zone, so a picker never holds
 * an instant: it holds the business wall-clock time as a plain Dayjs (its year, month, day, hour,
 * minute and second are the business zone's). Stored values become such wall-clock Dayjs on the
 * way in and instants with their offset on the way out, both through lib/entity/time-zone.ts.
 * A date-only value ('YYYY-MM-DD') is a plain day on both ways and never passes through an instant.
 */

const WALL_CLOCK_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

function wallClockDayjs(text: string): Dayjs | null {
  const day = dayjs(text);
  return day.isValid() ? day : null;
}

/** An instant's business wall clock, milliseconds kept so that a value saved unchanged is the same instant. */
function instantDayjs(instant: Date): Dayjs | null {
  if (Number.isNaN(instant.getTime())) return null;
  return wallClockDayjs(`${zonedDateTime(instant)}.${String(instant.getUTCMilliseconds()).padStart(3, '0')}`);
}

/**
 * A stored value as a picker holds it: a day stays that day; an instant (ISO with its offset, or
 * a Date) becomes its wall-clock time in the business zone; a wall-clock text without an offset
 * is business time already (the documented rule of the API).
 */
export function toBusinessDayjs(value: unknown): Dayjs | null {
  if (dayjs.isDayjs(value)) return value.isValid() ? value : null;
  if (value instanceof Date) return instantDayjs(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (DAY.test(text) || WALL_CLOCK.test(text)) return wallClockDayjs(text);
  return instantDayjs(new Date(text));
}

/** A picker's wall-clock value as the instant it means in the business zone, ISO with the offset. */
export function toInstantText(value: unknown): string | null {
  const day = toBusinessDayjs(value);
  if (!day) return null;
  const instant = instantOfWallClock(day.format(`${WALL_CLOCK_FORMAT}.SSS`));
  return instant ? zonedIso(instant) : null;
}

/** A picker's wall-clock value as business wall-clock text ('YYYY-MM-DD HH:mm:ss'), as list filters send it. */
export function toWallClockText(value: unknown): string | null {
  return toBusinessDayjs(value)?.format(WALL_CLOCK_FORMAT) ?? null;
}

/** A stored instant (or day) shown in business time with a dayjs pattern; '' when there is none. */
export function formatBusinessTime(value: unknown, pattern: string = WALL_CLOCK_FORMAT): string {
  return toBusinessDayjs(value)?.format(pattern) ?? '';
}

/** Now, as the business zone's wall clock (for greetings, 'today' marks and picker limits). */
export function businessNow(now: Date = new Date()): Dayjs {
  return wallClockDayjs(zonedDateTime(now))!;
}

/**
 * Whether the browser's clock reads as the business's: a picker's 此刻 (now) and its today mark
 * are the browser's, so they are offered only when the two agree.
 */
export function browserOnBusinessClock(now: Date = new Date()): boolean {
  return dayjs(now).format(WALL_CLOCK_FORMAT) === zonedDateTime(now);
}

/** Today in the business zone, 'YYYY-MM-DD'. */
export function businessToday(now: Date = new Date()): string {
  return businessDay(now);
}
