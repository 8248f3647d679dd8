import type { QuietHours } from '@/lib/contract/notify-preferences';
import { businessTimeZone, instantOfWallClock, zonedParts } from '@/lib/entity/time-zone';

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The calendar day after a 'YYYY-MM-DD' day (plain calendar arithmetic, no zone involved). */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/**
 * When a notification due now may leave for a user keeping quiet hours: null when now is outside
 * them (it leaves at once), else the end of the quiet hours, read on the business clock
 * (BUSINESS_TIME_ZONE). Quiet hours whose end is earlier than their start run across midnight
 * (22:00–08:00). Nothing is urgent enough to break them: a reminder sent at 23:00 waits till 08:00.
 */
export function quietUntil(now: Date, quiet: QuietHours, zone: string = businessTimeZone()): Date | null {
  if (!quiet.enabled) return null;
  const from = minutesOf(quiet.from);
  const to = minutesOf(quiet.to);
  if (from === to) return null;
  const wall = zonedParts(now, zone);
  const minute = minutesOf(wall.time);
  const acrossMidnight = to < from;
  const inside = acrossMidnight ? minute >= from || minute < to : minute >= from && minute < to;
  if (!inside) return null;
  const endDay = acrossMidnight && minute >= from ? nextDay(wall.date) : wall.date;
  return instantOfWallClock(`${endDay} ${quiet.to}`, zone);
}
