import { businessDay, dayStart, zonedIso } from './time-zone';

export { businessDay };

/**
 * "Today" in reports and presets is the business's day (the business time zone,
 * lib/entity/time-zone.ts), whatever zone the server or the browser runs in.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** The date range presets (docs/time.md, "The pickers"), in the order the pickers offer them. */
export const RANGE_PRESETS = ['today', 'lastWeek', 'lastMonth', 'lastThreeMonths'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** Whole calendar days, both ends included ('YYYY-MM-DD'). */
export interface DayRange {
  from: string;
  to: string;
}

const asDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date): string => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return asDay(new Date(asDate(day).getTime() + days * DAY_MS));
}

/** The same day `months` later or earlier, kept inside shorter months (03-31 minus one month is 02-28/29). */
export function addMonths(day: string, months: number): string {
  const date = asDate(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return asDay(target);
}

/**
 * A preset as days: today alone, or from the same day a week, a month or three months ago through
 * today (as the list filters' range pickers offer them).
 */
export function presetRange(preset: RangePreset, now: Date = new Date()): DayRange {
  const today = businessDay(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'lastWeek':
      return { from: addDays(today, -7), to: today };
    case 'lastMonth':
      return { from: addMonths(today, -1), to: today };
    case 'lastThreeMonths':
      return { from: addMonths(today, -3), to: today };
  }
}

/** The current month so far: its first day through today. */
export function monthToDate(now: Date = new Date()): DayRange {
  const today = businessDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Every day of a range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** How many days a range spans, both ends counted. */
export function rangeLength(range: DayRange): number {
  return Math.round((asDate(range.to).getTime() - asDate(range.from).getTime()) / DAY_MS) + 1;
}

/**
 * A range as the list convention's bounds of a date-time field (`{field}_begin` / `{field}_end`):
 * from the first moment of the first day (business wall-clock text, as a person would type it)
 * through the last millisecond of the last, with its offset (a day with a daylight-saving change
 * is not 24 hours long).
 */
export function rangeBounds(range: DayRange): { begin: string; end: string } {
  const end = new Date(dayStart(addDays(range.to, 1)).getTime() - 1);
  return { begin: `${range.from} 00:00:00`, end: zonedIso(end) };
}
