import { DATETIME_PATTERN } from './rules';
import { instantOfWallClock } from './time-zone';

const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A date-time as it travels: ISO 8601 with its offset ('2026-03-01T09:00:00+08:00' or '…Z') is
 * that instant; 'YYYY-MM-DD HH:mm:ss' (docs/time.md) is a wall-clock time in the business time zone.
 * Nothing else is taken, so no value is read in whatever zone the server runs in.
 */
export function parseDateTime(raw: string): Date | null {
  const value = raw.trim();
  if (DATETIME_PATTERN.test(value)) return instantOfWallClock(value);
  if (!WITH_OFFSET.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
