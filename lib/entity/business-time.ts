import { zonedDateTime } from './time-zone';

/**
 * Times in workbooks, numbers and on pages are written as the business's wall-clock time (the
 * business time zone, lib/entity/time-zone.ts), whatever the server's own time zone is.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock parts of a Date read as UTC (how spreadsheet date cells arrive). */
export function wallClock(date: Date): { date: string; time: string } {
  return {
    date: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`,
    time: `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`,
  };
}

/** An instant as 'YYYY-MM-DD HH:mm:ss' in business time. */
export function businessDateTime(instant: Date): string {
  return zonedDateTime(instant);
}

/** An instant as 'YYYYMMDDHHmmss' in business time (file names). */
export function businessStamp(instant: Date): string {
  return businessDateTime(instant).replace(/\D/g, '');
}
