import type { ProcessGraph } from '@/lib/contract/workflow-graph';
import type { WorkingCalendar } from '@/lib/entity/working-days/calendar';
import type { Db } from '../../../db/client';
import { calendarAround } from '../../working-calendar/port';

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
