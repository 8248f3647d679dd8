import { sql } from 'drizzle-orm';
import { businessDay } from '@/lib/entity/time-zone';
import { weekdayOf } from '@/lib/entity/working-days/calendar';
import type { Db } from '../db/client';
import { workingCalendarDay } from '../db/schema';
import { PACKAGE_YEARS } from '../modules/working-calendar/package-days';

/**
 * The demo's working calendar: the package gives this year's holidays; the company adds its annual
 * party day (the last Friday of December) off and, while the package has no data for next year
 * yet, New Year's Day of next year. Written only into an empty calendar, so an administrator's
 * days are never put back.
 */
export async function seedDemoWorkingCalendar(db: Db): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(workingCalendarDay);
  if ((row?.n ?? 0) > 0) return;
  const year = Number(businessDay().slice(0, 4));
  let party = 31;
  while (weekdayOf(`${year}-12-${party}`) !== 5) party -= 1;
  const days = [{ day: `${year}-12-${party}`, working: false, name: '公司年会' }];
  if (!PACKAGE_YEARS.has(year + 1)) days.push({ day: `${year + 1}-01-01`, working: false, name: '元旦' });
  await db.insert(workingCalendarDay).values(days).onConflictDoNothing();
}
