import { addDays } from '../date-presets';
import { businessTimeZone, instantOfWallClock, zonedParts } from '../time-zone';
import { isWorkingDay, SEARCH_LIMIT_DAYS, type WorkingCalendar } from './calendar';
import { addWorkingDays } from './days';
import { durationParts } from './duration-parts';

/** Working time added to an instant, counted in the business time zone (docs/time.md). */

const MINUTE_MS = 60_000;

function clockOf(instant: Date, zone: string): { date: string; minute: number } {
  const { date, time } = zonedParts(instant, zone);
  const [h, m, s] = time.split(':').map(Number) as [number, number, number];
  return { date, minute: h * 60 + m + s / 60 + instant.getUTCMilliseconds() / MINUTE_MS };
}

/** The instant of a business day's minute (fractions kept to the millisecond; minute 1440 is the next midnight). */
function instantAt(date: string, minute: number, zone: string): Date {
  const day = minute >= 24 * 60 ? addDays(date, 1) : date;
  const rest = minute >= 24 * 60 ? minute - 24 * 60 : minute;
  const whole = Math.floor(rest);
  const hhmm = `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
  const wall = instantOfWallClock(`${day} ${hhmm}`, zone);
  if (!wall) throw new Error(`Not a wall-clock time: ${day} ${hhmm}`);
  return new Date(wall.getTime() + Math.round((rest - whole) * MINUTE_MS));
}

/**
 * `hours` of working time after `instant`, counted only inside the working periods of working days:
 * 2 hours from 11:00 is 14:00 across a 12:00–13:00 lunch, and 2 hours from 17:00 on a Friday is
 * 10:00 on the next working day. Time outside the periods does not count.
 */
export function addWorkingHours(calendar: WorkingCalendar, instant: Date, hours: number, zone: string = businessTimeZone()): Date {
  if (!(hours >= 0)) throw new RangeError(`Working hours must be ≥ 0, got ${hours}`);
  if (!calendar.hours.length) throw new Error('The calendar has no working hours');
  let remaining = hours * 60;
  let { date, minute } = clockOf(instant, zone);
  for (let i = 0; i < SEARCH_LIMIT_DAYS; i += 1) {
    if (isWorkingDay(calendar, date)) {
      for (const period of calendar.hours) {
        const from = Math.max(period.start, minute);
        if (from >= period.end) continue;
        const available = period.end - from;
        if (remaining <= available) return instantAt(date, from + remaining, zone);
        remaining -= available;
      }
    }
    date = addDays(date, 1);
    minute = 0;
  }
  throw new Error(`No working time within ${SEARCH_LIMIT_DAYS} days after ${instant.toISOString()}`);
}

/**
 * `n` working days after `instant`: the same clock time on the n-th working day after its business
 * day. Set on a day off, the count starts with the next working day and the limit is that n-th
 * day's end of work (a Saturday request with one working day is due Monday at the end of work).
 */
export function addWorkingDaysAt(calendar: WorkingCalendar, instant: Date, n: number, zone: string = businessTimeZone()): Date {
  const { date, minute } = clockOf(instant, zone);
  const target = addWorkingDays(calendar, date, n);
  if (isWorkingDay(calendar, date)) return instantAt(target, minute, zone);
  const last = calendar.hours.at(-1);
  return instantAt(target, last ? last.end : 24 * 60, zone);
}

/**
 * An ISO 8601 duration counted in working time: its weeks (5 working days each) and days as working
 * days, then its hours, minutes and seconds as working hours. Years and months have no working
 * meaning: null, as for text that is not a duration.
 */
export function addWorkingDuration(calendar: WorkingCalendar, instant: Date, text: string, zone: string = businessTimeZone()): Date | null {
  const parts = durationParts(text);
  if (!parts || parts.years || parts.months) return null;
  const days = parts.weeks * 5 + parts.days;
  const afterDays = days ? addWorkingDaysAt(calendar, instant, days, zone) : instant;
  const hours = parts.hours + parts.minutes / 60 + parts.seconds / 3600;
  return hours ? addWorkingHours(calendar, afterDays, hours, zone) : afterDays;
}
