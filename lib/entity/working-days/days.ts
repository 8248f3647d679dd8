import { addDays } from '../date-presets';
import { isWorkingDay, nextWorkingDay, type WorkingCalendar } from './calendar';

/**
 * The n-th working day after `date` (n ≥ 0; `date` itself is not counted, so a 3-working-day limit
 * set on a Wednesday before the National Day week lands on the third working day after it). n = 0
 * gives `date` when it is a working day, else the next one.
 */
export function addWorkingDays(calendar: WorkingCalendar, date: string, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Working days must be a whole number ≥ 0, got ${n}`);
  if (n === 0) return isWorkingDay(calendar, date) ? date : nextWorkingDay(calendar, date);
  let day = date;
  for (let i = 0; i < n; i += 1) day = nextWorkingDay(calendar, day);
  return day;
}

/** The working days from `from` through `to`, both included (0 when `to` is before `from`). */
export function workingDaysBetween(calendar: WorkingCalendar, from: string, to: string): number {
  let count = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (isWorkingDay(calendar, day)) count += 1;
  }
  return count;
}
