import type { BurnDownDay } from '@/lib/contract/project-report';
import { daysOf, rangeLength, type DayRange } from '@/lib/entity/date-presets';

/** A task as the burn-down sees it: the business day it was created and the day it was done (null while not done). */
export interface TaskDays {
  created: string;
  done: string | null;
}

/** Whether a task was open at the end of a day: created by then and not done by then. */
export const openAtEndOf = (task: TaskDays, day: string): boolean => task.created <= day && (task.done === null || task.done > day);

/**
 * The burn-down of a range: for each day up to today, the tasks open at its end; days still to come
 * have none. The ideal line falls evenly from the first day's open count to zero on `idealEnd` (the
 * project's end day, or the range's last day) and stays at zero after it (two decimals are
 * enough for a line).
 */
export function burnDownDays(range: DayRange, tasks: readonly TaskDays[], today: string, idealEnd: string): BurnDownDay[] {
  const days = daysOf(range);
  const start = tasks.filter((t) => openAtEndOf(t, range.from)).length;
  const span = rangeLength({ from: range.from, to: idealEnd }) - 1;
  return days.map((day, index) => ({
    day,
    remaining: day <= today ? tasks.filter((t) => openAtEndOf(t, day)).length : null,
    ideal: span > 0 ? Math.max(0, Math.round(start * (1 - index / span) * 100) / 100) : 0,
  }));
}
