import type { CalendarYearDay } from '@/lib/contract/working-calendar';
import { isWeekend, weekdayOf } from '@/lib/entity/working-days/calendar';

/** How a day of the year grid is shown: the colour follows what the day is, the mark where it came from. */
export type DayLook = 'off' | 'makeUp' | 'working' | 'weekend' | 'plain';

export interface GridDay {
  date: string;
  day: number;
  look: DayLook;
  working: boolean;
  marked: CalendarYearDay | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

function lookOf(date: string, marked: CalendarYearDay | undefined): DayLook {
  const weekend = isWeekend(date);
  if (!marked) return weekend ? 'weekend' : 'plain';
  if (!marked.working) return 'off';
  return weekend ? 'makeUp' : 'working';
}

/** A month as weeks of seven cells, Monday first; null cells pad the first and last week. */
export function monthWeeks(year: number, month: number, days: ReadonlyMap<string, CalendarYearDay>): (GridDay | null)[][] {
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = `${year}-${pad(month)}-01`;
  const lead = (weekdayOf(first) + 6) % 7;
  const cells: (GridDay | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= count; day += 1) {
    const date = `${year}-${pad(month)}-${pad(day)}`;
    const marked = days.get(date);
    const look = lookOf(date, marked);
    cells.push({ date, day, look, working: marked ? marked.working : !isWeekend(date), marked });
  }
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}
