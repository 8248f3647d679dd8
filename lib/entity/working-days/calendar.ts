import { addDays } from '../date-presets';

/**
 * A working-day calendar: the days that differ from the plain week (public holidays on weekdays,
 * make-up workdays (调休) on weekends, a company's own days) plus the daily working hours. Pure and
 * shared: the server builds it from the holiday package and the administrator's overrides, the
 * browser from the answer of the calendar call.
 */

/** Where a day's marking comes from: the holiday package, or an administrator's override. */
export type DaySource = 'package' | 'override';

/** A day that is not what its weekday says, or that an administrator named. */
export interface MarkedDay {
  date: string;
  working: boolean;
  name: string;
  source: DaySource;
}

/** A stretch of working time in one business day, in minutes after midnight (09:00 is 540). */
export interface WorkingPeriod {
  start: number;
  end: number;
}

export interface WorkingCalendar {
  /** Marked days by date; a day not here works Monday to Friday and rests on the weekend. */
  readonly marked: ReadonlyMap<string, MarkedDay>;
  /** The daily working periods, in order, not overlapping. */
  readonly hours: readonly WorkingPeriod[];
}

export function makeCalendar(days: readonly MarkedDay[], hours: readonly WorkingPeriod[]): WorkingCalendar {
  return { marked: new Map(days.map((day) => [day.date, day])), hours };
}

/** A calendar that knows weekends only (what is used before any data is at hand). */
export function weekendCalendar(hours: readonly WorkingPeriod[]): WorkingCalendar {
  return makeCalendar([], hours);
}

/** The weekday of a 'YYYY-MM-DD' day: 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function isWeekend(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6;
}

export function isWorkingDay(calendar: WorkingCalendar, date: string): boolean {
  const marked = calendar.marked.get(date);
  return marked ? marked.working : !isWeekend(date);
}

/** No calendar goes without a working day for years; past this the data is wrong, not the arithmetic slow. */
export const SEARCH_LIMIT_DAYS = 3660;

/** The first working day after `date` (not `date` itself). */
export function nextWorkingDay(calendar: WorkingCalendar, date: string): string {
  let day = date;
  for (let i = 0; i < SEARCH_LIMIT_DAYS; i += 1) {
    day = addDays(day, 1);
    if (isWorkingDay(calendar, day)) return day;
  }
  throw new Error(`No working day within ${SEARCH_LIMIT_DAYS} days after ${date}`);
}
