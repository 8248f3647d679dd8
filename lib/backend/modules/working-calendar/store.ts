import { and, between, eq } from 'drizzle-orm';
import { workingHoursSchema } from '@/lib/contract/working-calendar';
import { makeCalendar, type MarkedDay, type WorkingCalendar, type WorkingPeriod } from '@/lib/entity/working-days/calendar';
import { DEFAULT_WORKING_HOURS, parsePeriod, periodsInOrder, periodText } from '@/lib/entity/working-days/working-hours';
import { businessDay } from '@/lib/entity/time-zone';
import type { Db } from '../../db/client';
import { sysSetting, workingCalendarDay } from '../../db/schema';
import { packageDays } from './package-days';

/** The working calendar as stored: the package's days with the administrator's overrides laid over them. */

export const WORKING_HOURS_SETTING_KEY = 'workingHours';

/** The working periods as set, or the defaults (a stored value that no longer reads counts as unset). */
export async function workingHours(db: Db): Promise<WorkingPeriod[]> {
  const [row] = await db.select({ value: sysSetting.value }).from(sysSetting).where(eq(sysSetting.setting_key, WORKING_HOURS_SETTING_KEY)).limit(1);
  const parsed = workingHoursSchema.safeParse(row?.value);
  if (!parsed.success) return [...DEFAULT_WORKING_HOURS];
  const periods = parsed.data.periods.map(parsePeriod);
  return periods.every((p) => p !== null) && periodsInOrder(periods) ? periods : [...DEFAULT_WORKING_HOURS];
}

export const hoursText = (periods: readonly WorkingPeriod[]): string[] => periods.map(periodText);

/** The overrides of the days from `from` through `to`. */
async function overridesBetween(db: Db, from: string, to: string): Promise<MarkedDay[]> {
  const rows = await db
    .select({ date: workingCalendarDay.day, working: workingCalendarDay.working, name: workingCalendarDay.name })
    .from(workingCalendarDay)
    .where(and(between(workingCalendarDay.day, from, to)))
    .orderBy(workingCalendarDay.day);
  return rows.map((row) => ({ ...row, source: 'override' as const }));
}

/** The package's days of the years, with the overrides in their place (one query). */
export async function markedDays(db: Db, firstYear: number, lastYear: number): Promise<{ merged: MarkedDay[]; fromPackage: Map<string, MarkedDay> }> {
  const fromPackage = new Map<string, MarkedDay>();
  for (let year = firstYear; year <= lastYear; year += 1) for (const d of packageDays(year)) fromPackage.set(d.date, d);
  const merged = new Map(fromPackage);
  for (const d of await overridesBetween(db, `${firstYear}-01-01`, `${lastYear}-12-31`)) merged.set(d.date, d);
  return { merged: [...merged.values()].sort((a, b) => a.date.localeCompare(b.date)), fromPackage };
}

/** The calendar of whole years (two small queries; the package is in memory). */
export async function loadWorkingCalendar(db: Db, firstYear: number, lastYear: number): Promise<WorkingCalendar> {
  const [{ merged }, hours] = await Promise.all([markedDays(db, firstYear, lastYear), workingHours(db)]);
  return makeCalendar(merged, hours);
}

/**
 * The calendar a due time is counted in: last year through two years ahead of the business day
 * `now` falls on, which holds any limit an approval step sets (a longer one counts weekends only
 * past the loaded years).
 */
export function calendarAround(db: Db, now: Date): Promise<WorkingCalendar> {
  const year = Number(businessDay(now).slice(0, 4));
  return loadWorkingCalendar(db, year - 1, year + 2);
}
