/**
 * What happens when a user task passes its due date, kept as custom properties of the task
 * (`<flowable:properties>`), so the model round-trips through any BPMN tool. Shared by the
 * designer's timeout section and the deploy, which refuses a setting the engine could not run.
 */

export const TIMEOUT_ACTIONS = ['remind', 'approve', 'reject'] as const;
export type TimeoutAction = (typeof TIMEOUT_ACTIONS)[number];

/** The custom property names the setting is stored under. */
export const TIMEOUT_PROPERTIES = {
  action: 'timeoutAction',
  remindEvery: 'timeoutRemindEvery',
  remindTimes: 'timeoutRemindTimes',
} as const;

/**
 * remind: the approvers are reminded at the due date, then every `remindEvery` until they were
 * reminded `remindTimes` times. approve / reject: the same reminders come first (none by default),
 * then the task is approved or rejected by the system `remindEvery` after the last one (at the due
 * date itself when there are no reminders).
 */
export interface TaskTimeout {
  action: TimeoutAction;
  /** An ISO 8601 duration (PT4H, P1D); null: no repetition. */
  remindEvery: string | null;
  remindTimes: number;
}

export const MAX_REMIND_TIMES = 20;

const DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/i;

export const isIsoDuration = (text: string) => DURATION.test(text.trim());

export type TimeoutProblem = 'action' | 'remindEvery' | 'remindTimes';

/**
 * Reads the setting from the task's custom properties: null when it has none; a problem names the
 * property that is wrong.
 */
export function parseTaskTimeout(property: (name: string) => string | null): { timeout: TaskTimeout | null; problem: TimeoutProblem | null } {
  const action = property(TIMEOUT_PROPERTIES.action)?.trim() || null;
  if (!action) return { timeout: null, problem: null };
  if (!(TIMEOUT_ACTIONS as readonly string[]).includes(action)) return { timeout: null, problem: 'action' };
  const every = property(TIMEOUT_PROPERTIES.remindEvery)?.trim() || null;
  if (every && !isIsoDuration(every)) return { timeout: null, problem: 'remindEvery' };
  const timesText = property(TIMEOUT_PROPERTIES.remindTimes)?.trim() || null;
  const times = timesText === null ? (action === 'remind' ? 1 : 0) : Number(timesText);
  if (!Number.isInteger(times) || times < 0 || times > MAX_REMIND_TIMES) return { timeout: null, problem: 'remindTimes' };
  // Repeated reminders, or reminders before an automatic decision, need an interval.
  if (!every && (action === 'remind' ? times > 1 : times > 0)) return { timeout: null, problem: 'remindEvery' };
  if (action === 'remind' && times === 0) return { timeout: null, problem: 'remindTimes' };
  return { timeout: { action: action as TimeoutAction, remindEvery: every, remindTimes: times }, problem: null };
}

/** The custom properties that store a setting (all of them present, to replace what was there). */
export function timeoutProperties(timeout: TaskTimeout | null): Record<string, string | null> {
  return {
    [TIMEOUT_PROPERTIES.action]: timeout?.action ?? null,
    [TIMEOUT_PROPERTIES.remindEvery]: timeout?.remindEvery ?? null,
    [TIMEOUT_PROPERTIES.remindTimes]: timeout ? String(timeout.remindTimes) : null,
  };
}

/** What the timer does on its next firing, given how many reminders it has sent. */
export function nextTimeoutStep(timeout: TaskTimeout, reminded: number): 'remind' | 'approve' | 'reject' | 'done' {
  if (reminded < timeout.remindTimes) return 'remind';
  return timeout.action === 'remind' ? 'done' : timeout.action;
}
