import { parseDateTime } from '@/lib/entity/datetime';
import { DATE_PATTERN } from '@/lib/entity/rules';
import { dayStart } from '@/lib/entity/time-zone';
import { WorkflowError } from '../model/errors';
import { evaluate, ExpressionError } from '../model/expression';
import { addDuration } from '../model/duration';
import { addWorkingDuration } from '@/lib/entity/working-days/instants';
import type { WorkingCalendar } from '@/lib/entity/working-days/calendar';
import type { TimerDef } from '@/lib/contract/workflow-graph';

/**
 * When a timer boundary event fires: its duration (ISO 8601, counted from now) or its date, either
 * possibly an expression over the instance's variables. A date without an offset is business time.
 * A duration in working time counts working days and hours of the calendar.
 */
export function timerInstant(timer: TimerDef, variables: Record<string, unknown>, now: Date, name: string, calendar?: WorkingCalendar): Date {
  let value: unknown;
  try {
    value = evaluate(timer.text, variables);
  } catch (error) {
    if (error instanceof ExpressionError) throw new WorkflowError('workflow.run.badExpression', { node: name, detail: error.message });
    throw error;
  }
  const text = typeof value === 'string' ? value.trim() : '';
  const at = timer.kind === 'duration'
    ? timer.workingTime ? addWorkingDuration(needCalendar(calendar, name), now, text) : addDuration(now, text)
    : value instanceof Date ? value : parseDateTime(text) ?? (DATE_PATTERN.test(text) ? dayStart(text) : null);
  if (!at || Number.isNaN(at.getTime())) throw new WorkflowError('workflow.run.badTimer', { node: name });
  return at;
}

/** A working-time duration without the calendar is the store's mistake, never calendar time quietly. */
export function needCalendar(calendar: WorkingCalendar | undefined, name: string): WorkingCalendar {
  if (!calendar) throw new Error(`The working calendar was not loaded for ${name}`);
  return calendar;
}
