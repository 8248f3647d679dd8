import { weekendCalendar, type WorkingCalendar } from '@/lib/entity/working-days/calendar';
import { workingDaysBetween } from '@/lib/entity/working-days/days';
import { DATE_PATTERN } from '@/lib/entity/rules';
import type { FormDesign } from './design';
import { dayNumber } from './formulas';

/** Counts the days of a date range, both ends included: all days, or working days only. */
export type DayCounter = (start: string, end: string, workdays: boolean) => number;

/**
 * The day counter over a working calendar (public holidays, make-up workdays and the company's own
 * days; docs/time.md). Browser and server count with the same calendar data, so the days the
 * applicant sees are the days the server keeps.
 */
export function rangeDayCounter(calendar: WorkingCalendar): DayCounter {
  return (start, end, workdays) => {
    const from = dayNumber(start);
    const to = dayNumber(end);
    if (from === null || to === null || to < from) return 0;
    return workdays ? workingDaysBetween(calendar, start.slice(0, 10), end.slice(0, 10)) : to - from + 1;
  };
}

/** Weekends only: what counts while no calendar is at hand. */
export const countRangeDays: DayCounter = rangeDayCounter(weekendCalendar([]));

/** Whether the form has a date range counted in working days (then its check needs the calendar). */
export function countsWorkingDays(design: FormDesign): boolean {
  return design.fields.some((c) => c.kind === 'dateRange' && c.workdays === true);
}

/** The earliest start and latest end of the working-day ranges a submission holds; null when none. */
export function workingDaySpan(design: FormDesign, data: Record<string, unknown>): { from: string; to: string } | null {
  let from: string | null = null;
  let to: string | null = null;
  for (const c of design.fields) {
    if (c.kind !== 'dateRange' || !c.workdays) continue;
    const value = data[c.id] as { start?: unknown; end?: unknown } | null | undefined;
    for (const end of [value?.start, value?.end]) {
      const day = typeof end === 'string' ? end.trim().slice(0, 10) : '';
      if (!DATE_PATTERN.test(day)) continue;
      if (from === null || day < from) from = day;
      if (to === null || day > to) to = day;
    }
  }
  return from && to ? { from, to } : null;
}
