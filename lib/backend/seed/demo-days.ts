import { addDays } from '@/lib/entity/date-presets';
import { businessDay, instantOfWallClock } from '@/lib/entity/time-zone';

/** Demo dates counted from the business's today (docs/time.md), so "today" in the demo is the day reports call today. */

/** The business day `offset` days from today, 'YYYY-MM-DD'. */
export const businessDayFromToday = (offset: number): string => addDays(businessDay(), offset);

/** An instant at a whole hour of the business day `offset` days from today. */
export function atBusinessHour(offset: number, hour: number): Date {
  return instantOfWallClock(`${businessDayFromToday(offset)} ${String(hour).padStart(2, '0')}:00:00`)!;
}
