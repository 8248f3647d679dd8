import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { URGE_INTERVAL_MINUTES, type urgeSchema } from '@/lib/contract/workflow';
import { zonedParts } from '@/lib/entity/time-zone';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfInstance, wfTask } from '../../../db/schema';
import { answer, type ActionAnswer } from './actions';
import { authorize } from './authorize';
import { WorkflowError } from '../model/errors';
import { notifyUrged } from '../store/notify';
import { addComments, lockInstance } from '../store/store';
import { activeRecipientsOf } from '../store/task-recipients';

/**
 * Urging (催办): the initiator of a running request reminds whoever holds its waiting tasks. Limited
 * per instance, counted from the stored time of the last urge, so every process sees the same limit.
 */

type UrgeInput = z.output<typeof urgeSchema>;

const MINUTE_MS = 60 * 1000;
const INTERVAL_MS = URGE_INTERVAL_MINUTES * MINUTE_MS;

/** When an instance urged at `last` may be urged again: the interval later, on the next full minute. */
export function nextUrgeAt(last: Date): Date {
  return new Date(Math.ceil((last.getTime() + INTERVAL_MS) / MINUTE_MS) * MINUTE_MS);
}

const clock = (at: Date) => zonedParts(at).time.slice(0, 5);

export async function urgeProcess(db: Db, auth: AuthContext, input: UrgeInput, now = new Date()): Promise<ActionAnswer> {
  return db.transaction(async (tx) => {
    const instance = await lockInstance(tx, input.processInstanceId);
    await authorize(tx, auth, 'urge', instance);
    if (instance.urge_time && now.getTime() < nextUrgeAt(instance.urge_time).getTime()) {
      throw new WorkflowError('workflow.urge.tooSoon', { last: clock(instance.urge_time), next: clock(nextUrgeAt(instance.urge_time)), minutes: URGE_INTERVAL_MINUTES });
    }
    const tasks = await tx
      .select({ task_key: wfTask.task_key, task_name: wfTask.task_name, title: wfTask.title, assignee: wfTask.assignee, node_id: wfTask.node_id })
      .from(wfTask)
      .where(and(eq(wfTask.instance_key, instance.instance_key), eq(wfTask.status, 'PENDING')))
      .orderBy(asc(wfTask.create_time), asc(wfTask.task_key));
    let reached = 0;
    for (const task of tasks) {
      const recipients = await activeRecipientsOf(tx, task);
      if (recipients.length === 0) continue;
      await notifyUrged(tx, auth, task, recipients);
      reached += 1;
    }
    if (reached === 0) throw new WorkflowError('workflow.urge.nobody');
    const names = [...new Set(tasks.map((t) => t.task_name))].join('、');
    await addComments(tx, instance.instance_key, auth, [{ action: 'URGE', nodeName: names.slice(0, 200), comment: input.comment }]);
    await tx.update(wfInstance).set({ urge_time: now, revision: instance.revision + 1 }).where(eq(wfInstance.instance_key, instance.instance_key));
    return answer(tx, instance.instance_key);
  });
}
