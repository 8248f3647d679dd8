import holidayData from 'chinese-days/dist/chinese-days.json';
import type { MarkedDay } from '@/lib/entity/working-days/calendar';

/**
 * China's public holidays and make-up workdays (调休) as the `chinese-days` package ships them,
 * following the State Council's yearly notice. Its entries read "English name,中文名,n"; the
 * package's own version is what keeps them current (docs/operations.md).
 */

interface PackageDays {
  holidays: Record<string, string>;
  workdays: Record<string, string>;
}

const data = holidayData as PackageDays;

function chineseName(entry: string): string {
  return entry.split(',')[1]?.trim() || entry;
}

/** The package's English name of a day it marks ("New Year's Day"), or null when it marks none. */
export function packageEnglishName(date: string): string | null {
  const entry = data.holidays[date] ?? data.workdays[date];
  return entry?.split(',')[0]?.trim() || null;
}

/** Years the package has holiday data for; other years fall back to weekends only. */
export const PACKAGE_YEARS: ReadonlySet<number> = new Set(Object.keys(data.holidays).map((date) => Number(date.slice(0, 4))));

const byYear = new Map<number, readonly MarkedDay[]>();

/** The package's holidays and make-up workdays of one year, by date (read once per year and process). */
export function packageDays(year: number): readonly MarkedDay[] {
  const known = byYear.get(year);
  if (known) return known;
  const prefix = `${year}-`;
  const days: MarkedDay[] = [];
  for (const [date, entry] of Object.entries(data.holidays)) {
    if (date.startsWith(prefix)) days.push({ date, working: false, name: chineseName(entry), source: 'package' });
  }
  for (const [date, entry] of Object.entries(data.workdays)) {
    if (date.startsWith(prefix)) days.push({ date, working: true, name: chineseName(entry), source: 'package' });
  }
  days.sort((a, b) => a.date.localeCompare(b.date));
  byYear.set(year, days);
  return days;
}
