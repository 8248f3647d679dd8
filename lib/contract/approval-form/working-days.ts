import { dayNumber } from './formulas';

/**
 * The days a date range spans, both ends included: all days, or Monday to Friday only. A company
 * calendar with public holidays and make-up workdays will replace the weekday rule here.
 */
export function countRangeDays(start: string, end: string, workdays: boolean): number {
  const from = dayNumber(start);
  const to = dayNumber(end);
  if (from === null || to === null || to < from) return 0;
  if (!workdays) return to - from + 1;
  let count = 0;
  for (let day = from; day <= to; day += 1) {
    // 1970-01-01 was a Thursday: day 0 is weekday 4.
    const weekday = (day + 4) % 7;
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}
