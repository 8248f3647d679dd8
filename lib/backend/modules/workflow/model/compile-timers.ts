import type { ModdleElement } from 'bpmn-moddle';
import { WorkflowError } from './errors';
import type { BoundaryTimerDef, TimerDef } from '@/lib/contract/workflow-graph';
import { WORKING_TIME_PROPERTY } from '@/lib/contract/workflow-values';
import { describe } from '@/lib/workflow/element-label';
import { parseTaskTimeout, TIMEOUT_PROPERTIES, type TaskTimeout } from '@/lib/workflow/task-timeout';

/** The deploy's reading of the timers of a model: a user task's timeout and timer boundary events. */

/** The timeout setting of a user task, refused when a property is wrong or it has no due date to count from. */
export function taskTimeoutOf(element: ModdleElement, property: (name: string) => string | null, dueDate: string | null): TaskTimeout | null {
  const { timeout, problem } = parseTaskTimeout(property);
  if (problem) throw new WorkflowError('workflow.deploy.badTimeout', { name: describe(element), what: TIMEOUT_PROPERTIES[problem] });
  if (timeout && !dueDate) throw new WorkflowError('workflow.deploy.timeoutWithoutDue', { name: describe(element) });
  return timeout;
}

/** A timer event's duration or date (the shared rule let through only one timer definition, with either). */
/** Whether an element's duration counts working time (written only when set, so older graphs read the same). */
export function workingTimeOf(property: (name: string) => string | null): { workingTime?: true } {
  return property(WORKING_TIME_PROPERTY)?.trim() === 'true' ? { workingTime: true } : {};
}

export function timerOf(element: ModdleElement, check: (text: string | null, what: string) => string | null, property: (name: string) => string | null): TimerDef {
  const timer = (element.eventDefinitions as ModdleElement[])[0]!;
  const duration = ((timer.timeDuration as ModdleElement | undefined)?.body as string | undefined)?.trim() || null;
  const date = ((timer.timeDate as ModdleElement | undefined)?.body as string | undefined)?.trim() || null;
  const text = check(duration ?? date, duration ? 'timeDuration' : 'timeDate');
  if (!text) throw new WorkflowError('workflow.deploy.badTimer', { name: describe(element) });
  return { kind: duration ? 'duration' : 'date', text, ...(duration ? workingTimeOf(property) : {}) };
}

/** A timer boundary event (the shared rule let through only one timer, with a duration or a date, on a user task). */
export function boundaryTimerOf(element: ModdleElement, check: (text: string | null, what: string) => string | null, property: (name: string) => string | null): BoundaryTimerDef {
  const { kind, text, workingTime } = timerOf(element, check, property);
  return {
    attachedTo: String((element.attachedToRef as ModdleElement).id),
    interrupting: element.cancelActivity !== false,
    kind,
    text,
    ...(workingTime ? { workingTime } : {}),
  };
}
