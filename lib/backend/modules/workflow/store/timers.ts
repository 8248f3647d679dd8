import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wfTask, wfTimer } from '../../../db/schema';
import { newRecordKey } from '../../../entity/crud';
import { boundaryTimersOn, userTaskOf, type ProcessGraph } from '@/lib/contract/workflow-graph';
import type { StepResult } from '../run/interpreter';
import { timerInstant } from '../run/timer-instant';
import { addComments } from './comments';
import { translate } from '@/lib/i18n/messages';
import { defaultLocale } from '@/lib/i18n/locales';
import { wallClock } from '../nodes/delay';
import type { WorkingCalendar } from '@/lib/entity/working-days/calendar';
import { calendarFor } from './working-time';

/**
 * The timers a step sets, written with its tasks in the same transaction: a task with a timeout
 * setting gets one at its due date, each timer boundary event on the task's activity gets one
 * when the activity is entered, and a token arriving at a delay (nodes/delay.ts) gets one when it
 * is to go on, with a history line saying until when it waits. They are carried out by the
 * due-timer scan (timer-fire.ts).
 */

export interface CreatedTask {
  task_key: string;
  token_key: string;
  node_id: string;
  loop_counter: number | null;
  due_date: Date | null;
}

type TimerRow = typeof wfTimer.$inferInsert;


/**
 * A fresh entry into an activity (a single task, or the first instance of a multi-instance one),
 * not the next instance of a sequential one.
 */
const entersActivity = (task: CreatedTask) => task.loop_counter === null || task.loop_counter === 0;

export async function setTimers(tx: Db, graph: ProcessGraph, instanceKey: string, step: StepResult, created: CreatedTask[], now: Date): Promise<void> {
  const rows: TimerRow[] = [];
  const reentered: string[] = [];
  // Boundary timers counted in working time read the calendar, loaded once for the step.
  let calendar: WorkingCalendar | undefined;
  for (const task of created) {
    const node = graph.nodes[task.node_id];
    if (!node) continue;
    if (userTaskOf(node)?.timeout && task.due_date) {
      rows.push({ timer_key: newRecordKey(), instance_key: instanceKey, task_key: task.task_key, token_key: task.token_key, kind: 'TIMEOUT', node_id: node.id, fire_at: task.due_date });
    }
    if (!entersActivity(task)) continue;
    for (const boundary of boundaryTimersOn(graph, node.id)) {
      reentered.push(task.token_key);
      if (boundary.boundaryTimer.workingTime) calendar ??= (await calendarFor(tx, graph, now)).calendar;
      const fireAt = timerInstant(boundary.boundaryTimer, step.variables, now, boundary.name || boundary.id, calendar);
      rows.push({ timer_key: newRecordKey(), instance_key: instanceKey, task_key: task.task_key, token_key: task.token_key, kind: 'BOUNDARY', node_id: boundary.id, fire_at: fireAt });
    }
  }
  const delays = step.effects.flatMap((e) => (e.kind === 'delay' ? [e] : []));
  // A delay has no task: the waiting token stands in for it.
  for (const d of delays) rows.push({ timer_key: newRecordKey(), instance_key: instanceKey, task_key: d.tokenKey, token_key: d.tokenKey, kind: 'DELAY', node_id: d.nodeId, fire_at: d.fireAt });
  await addComments(tx, instanceKey, null, delays.map((d) => ({ action: 'DELAY_START', nodeId: d.nodeId, nodeName: d.nodeName, comment: translate(defaultLocale, 'workflow.timer.delayNote', { at: wallClock(d.fireAt) }) })));
  // A path that comes back to an activity starts its boundary timers anew.
  if (reentered.length) {
    await tx
      .update(wfTimer)
      .set({ status: 'CANCELED' })
      .where(and(eq(wfTimer.instance_key, instanceKey), eq(wfTimer.kind, 'BOUNDARY'), eq(wfTimer.status, 'WAITING'), inArray(wfTimer.token_key, reentered)));
  }
  if (rows.length) await tx.insert(wfTimer).values(rows);
}

/**
 * Tasks whose model sets their timeout handling: their timer reminds their approvers, so the
 * general sweep of overdue tasks leaves them out rather than remind twice.
 */
export function withoutTimeoutHandling(): SQL {
  return sql`not exists (select 1 from ${wfTimer} where ${wfTimer.task_key} = ${wfTask.task_key} and ${wfTimer.kind} = 'TIMEOUT')`;
}
