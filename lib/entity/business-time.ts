/**
 * Times in workbooks and on pages are written and read as the business's wall-clock time, China Standard Time
 * (UTC+8, no daylight saving), whatever the server's own time zone is.
 */
const BUSINESS_OFFSET_MS = 8 * 60 * 60 * 1000;

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
  const { date, time } = wallClock(new Date(instant.getTime() + BUSINESS_OFFSET_MS));
  return `${date} ${time}`;
}

/** An instant as 'YYYYMMDDHHmmss' in business time (file names). */
export function businessStamp(instant: Date): string {
  return businessDateTime(instant).replace(/\D/g, '');
}
