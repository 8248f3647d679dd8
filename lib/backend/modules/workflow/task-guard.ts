import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import { stale, WorkflowError } from './errors';
import { waitsForSigners } from './sign-state';
import { lockTask, mayAct, type Actor, type InstanceRow, type TaskRow } from './store';

/** What a task must be before someone acts on it, checked after its instance is locked. */

/** A delegated task waits for its delegate: until handed back nobody approves, rejects or passes it on. */
export const isDelegated = (task: Pick<TaskRow, 'delegation'>) => task.delegation === 'PENDING';

/** Locks and reads a task of a running instance; refused when it was handled meanwhile. */
export async function openTask(tx: Db, taskKey: string): Promise<{ instance: InstanceRow; task: TaskRow }> {
  const { instance, task } = await lockTask(tx, taskKey);
  if (task.status !== 'PENDING' || instance.status !== 'RUNNING') throw stale('workflow.task.alreadyHandled', { task: task.task_name });
  return { instance, task };
}

/**
 * Locks and checks a task the caller wants to decide (approve, reject, hand over, delegate): still
 * waiting, theirs, and not out with a delegate. The holder who delegated it is told it is away
 * (the delegate may be handing it back at this moment); the delegate is told to hand it back; a
 * holder who added signers before herself waits for them.
 */
export async function actionableTask(tx: Db, actor: Actor, taskKey: string): Promise<{ instance: InstanceRow; task: TaskRow }> {
  const { instance, task } = await openTask(tx, taskKey);
  if (isDelegated(task) && task.delegator === actor.userKey) throw stale('workflow.delegate.awaiting', { task: task.task_name });
  if (!(await mayAct(tx, actor, task))) throw forbidden('workflow.task.notYours');
  if (isDelegated(task)) throw new WorkflowError('workflow.delegate.resolveFirst', { task: task.task_name });
  // Signers added before the holder (加签) approve first; the task comes back to her then.
  if (await waitsForSigners(tx, task)) throw stale('workflow.sign.waiting', { task: task.task_name });
  return { instance, task };
}

/**
 * Locks and checks a task whose holder passes it on or widens it (hand over, delegate, copy, add
 * signers): as for a decision, and never by a signer someone added, who only approves or rejects.
 */
export async function heldTask(tx: Db, actor: Actor, taskKey: string): Promise<{ instance: InstanceRow; task: TaskRow }> {
  const found = await actionableTask(tx, actor, taskKey);
  if (found.task.sign_kind) throw forbidden('workflow.sign.signerOnlyDecides');
  return found;
}
