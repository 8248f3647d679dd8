import { COMMENT_ACTIONS, INSTANCE_STATUSES, TASK_STATUSES, type CommentAction, type InstanceStatus, type TaskStatus } from '@/lib/contract/workflow-values';

/**
 * How the workbench shows the engine's states: a tag colour and a message key under
 * workbench.status / workbench.action for each instance status, task status and history action.
 * Unknown values (a newer engine) are shown as they come, in grey.
 */

export interface Tone {
  color: string;
  /** Message key under `workbench`, or null when the value is unknown. */
  label: string | null;
}

const INSTANCE_COLOR: Record<InstanceStatus, string> = { RUNNING: 'processing', APPROVED: 'success', REJECTED: 'error', CANCELED: 'default' };
const TASK_COLOR: Record<TaskStatus, string> = { PENDING: 'processing', APPROVED: 'success', REJECTED: 'error', RETURNED: 'warning', CANCELED: 'default', PLANNED: 'default' };
const ACTION_COLOR: Record<CommentAction, string> = {
  START: 'blue',
  APPROVE: 'green',
  REJECT: 'red',
  RETURN: 'orange',
  TURN: 'purple',
  DELEGATE: 'cyan',
  RESOLVE: 'cyan',
  URGE: 'gold',
  COPY: 'geekblue',
  ADD_SIGN_BEFORE: 'magenta',
  ADD_SIGN_AFTER: 'magenta',
  REMOVE_SIGN: 'gray',
  CANCEL: 'gray',
  RESUBMIT: 'blue',
  END: 'green',
  AUTO_APPROVE: 'green',
  AUTO_REJECT: 'red',
  SKIP: 'gray',
  REASSIGN: 'purple',
  SELF_ALLOWED: 'orange',
  REMIND: 'gold',
  TIMEOUT_APPROVE: 'green',
  TIMEOUT_REJECT: 'red',
  TIMER: 'geekblue',
  DELAY_START: 'geekblue',
  DELAY_END: 'geekblue',
  COPY_NONE: 'gray',
  HTTP: 'cyan',
  HTTP_FAILED: 'red',
  HTTP_IGNORED: 'orange',
  HTTP_RETRY: 'blue',
};

const known = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

export function instanceTone(status: string): Tone {
  return known(INSTANCE_STATUSES, status) ? { color: INSTANCE_COLOR[status], label: `status.instance.${status}` } : { color: 'default', label: null };
}

export function taskTone(status: string): Tone {
  return known(TASK_STATUSES, status) ? { color: TASK_COLOR[status], label: `status.task.${status}` } : { color: 'default', label: null };
}

export function actionTone(action: string): Tone {
  return known(COMMENT_ACTIONS, action) ? { color: ACTION_COLOR[action], label: `action.${action}` } : { color: 'gray', label: null };
}

/** A waiting task past its due date. */
export function isOverdue(due: string | null | undefined, status: string, now: Date = new Date()): boolean {
  if (!due || status !== 'PENDING') return false;
  const time = new Date(due).getTime();
  return Number.isFinite(time) && time < now.getTime();
}

/** Only the initiator withdraws, and only while the process runs. */
export function mayCancel(instance: { status: string; initiator: string }, userKey: string | null): boolean {
  return instance.status === 'RUNNING' && userKey !== null && instance.initiator === userKey;
}

export type TaskActionKind = 'approve' | 'reject' | 'returnPrevious' | 'returnInitiator' | 'returnNode' | 'turn' | 'delegate' | 'copy' | 'addSign' | 'resolve' | 'resubmit';

/**
 * The buttons a task offers its holder: approve, reject, hand over, delegate and copy; return where the
 * model allows it; a task given back to the initiator (at the start event) is resubmitted or
 * withdrawn; a task delegated to the caller is only handed back (完成委派); an added signer
 * (加签) approves or rejects, nothing else.
 */
export function taskActions(task: { can_act: boolean; return_targets: readonly string[]; delegation?: string | null; sign_kind?: string | null } | null | undefined, nodeType: string | undefined): TaskActionKind[] {
  if (!task?.can_act) return [];
  if (nodeType === 'startEvent') return ['resubmit'];
  if (task.delegation === 'PENDING') return ['resolve'];
  if (task.sign_kind) return ['approve', 'reject'];
  const actions: TaskActionKind[] = ['approve', 'reject'];
  if (task.return_targets.includes('previous')) actions.push('returnPrevious');
  if (task.return_targets.includes('initiator')) actions.push('returnInitiator');
  if (task.return_targets.includes('any')) actions.push('returnNode');
  actions.push('turn', 'delegate', 'copy', 'addSign');
  return actions;
}

/** The initiator urges a running request (催办); the server limits how often. */
export function mayUrge(instance: { status: string; initiator: string }, userKey: string | null): boolean {
  return mayCancel(instance, userKey);
}

/** Why the drawer's task left the caller's hands: decided (or handed over, resubmitted…), or waiting for the signers she added before herself. */
export type GoneOn = 'decided' | 'signersFirst';

/**
 * After 加签: signers before the holder take the task out of her hands until they have approved, so
 * the drawer goes on to her next task; signers after her leave it with her (she approves first).
 */
export function addSignGoesOn(position: string): GoneOn | null {
  return position === 'BEFORE' ? 'signersFirst' : null;
}
