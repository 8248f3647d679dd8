import { isWeekend, isWorkingDay, nextWorkingDay, type WorkingCalendar } from './calendar';

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

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** Monday-to-Friday days from day number `from` through `to` (1970-01-01, day 0, was a Thursday). */
function weekdaysBetween(from: number, to: number): number {
  const total = to - from + 1;
  let count = Math.floor(total / 7) * 5;
  for (let day = from + Math.floor(total / 7) * 7; day <= to; day += 1) {
    const weekday = (((day + 4) % 7) + 7) % 7;
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}

/**
 * The working days from `from` through `to`, both included (0 when `to` is before `from`): the
 * weekdays of the span, corrected by the marked days inside it, so a long span costs no more than
 * a short one.
 */
export function workingDaysBetween(calendar: WorkingCalendar, from: string, to: string): number {
  if (to < from) return 0;
  let count = weekdaysBetween(dayNumber(from), dayNumber(to));
  for (const day of calendar.marked.values()) {
    if (day.date < from || day.date > to || day.working === !isWeekend(day.date)) continue;
    count += day.working ? 1 : -1;
  }
  return count;
}
