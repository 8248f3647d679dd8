import type { ProcessGraph } from '@/lib/contract/workflow-graph';
import { countsWorkingDays, rangeDayCounter, workingDaySpan, type DayCounter } from '@/lib/contract/approval-form/working-days';
import { CALENDAR_YEAR_MAX, CALENDAR_YEAR_MIN } from '@/lib/contract/working-calendar';
import type { WorkingCalendar } from '@/lib/entity/working-days/calendar';
import type { Db } from '../../../db/client';
import { calendarAround, loadWorkingCalendar } from '../../working-calendar/port';

/**
 * The working calendar for an action over a graph: loaded (two small queries) only when the graph
 * counts a due date or a timer in working time, so other requests pay nothing.
 */

export function countsWorkingTime(graph: ProcessGraph): boolean {
  return Object.values(graph.nodes).some((node) =>
    (node.type === 'userTask' && node.userTask.dueInWorkingTime === true)
    || (node.type === 'delay' && node.timer.workingTime === true)
    || (node.type === 'boundaryEvent' && node.boundaryTimer.workingTime === true));
}

export async function calendarFor(db: Db, graph: ProcessGraph, now: Date = new Date()): Promise<{ calendar?: WorkingCalendar }> {
  return countsWorkingTime(graph) ? { calendar: await calendarAround(db, now) } : {};
}

/**
 * The day counter a designed form's working-day ranges are checked with: the calendar of the years
 * the submitted ranges span (outside the years the calendar can hold, weekends only), or none when
 * the form counts no working days.
 */
export async function formDayCounter(db: Db, graph: ProcessGraph, data: Record<string, unknown>): Promise<DayCounter | undefined> {
  if (!graph.formDesign || !countsWorkingDays(graph.formDesign)) return undefined;
  const span = workingDaySpan(graph.formDesign, data);
  if (!span) return undefined;
  const first = Math.max(CALENDAR_YEAR_MIN, Number(span.from.slice(0, 4)));
  const last = Math.min(CALENDAR_YEAR_MAX, Number(span.to.slice(0, 4)));
  return first <= last ? rangeDayCounter(await loadWorkingCalendar(db, first, last)) : undefined;
}
