import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { authorize } from './authorize';
import { stale } from '../model/errors';
import type { Operation } from './policy';
import { waitsForSigners } from '../store/sign-state';
import { lockTask, type InstanceRow, type TaskRow } from '../store/store';

/** What a task must be before someone acts on it, checked after its instance is locked. */

/** A delegated task waits for its delegate: until handed back nobody approves, rejects or passes it on. */
export const isDelegated = (task: Pick<TaskRow, 'delegation'>) => task.delegation === 'PENDING';

/** Locks the task's instance, reads the task, and asks the table whether the operation is the caller's. */
export async function authorizedTask(tx: Db, auth: AuthContext, op: Operation, taskKey: string): Promise<{ instance: InstanceRow; task: TaskRow }> {
  const found = await lockTask(tx, taskKey);
  await authorize(tx, auth, op, found.instance, found.task);
  return found;
}

/**
 * A task the caller may decide or pass on (approve, reject, return, hand over, delegate, copy, add
 * signers), checked for what may have changed under her: still waiting, not out with a delegate
 * (the delegate may be handing it back at this moment), not held back by signers added before her.
 */
export async function actionableTask(tx: Db, auth: AuthContext, op: Operation, taskKey: string): Promise<{ instance: InstanceRow; task: TaskRow }> {
  const { instance, task } = await authorizedTask(tx, auth, op, taskKey);
  if (task.status !== 'PENDING' || instance.status !== 'RUNNING') throw stale('workflow.task.alreadyHandled', { task: task.task_name });
  if (isDelegated(task)) throw stale('workflow.delegate.awaiting', { task: task.task_name });
  // Signers added before the holder (加签) approve first; the task comes back to her then.
  if (await waitsForSigners(tx, task)) throw stale('workflow.sign.waiting', { task: task.task_name });
  return { instance, task };
}
