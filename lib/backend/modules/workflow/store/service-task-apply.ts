import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wfServiceCall } from '../../../db/schema';
import { newRecordKey } from '../../../entity/crud';
import { activeOnly, copyRequest } from './copy-request';
import type { Effect } from '../run/effects';
import type { StepResult } from '../run/interpreter';
import { addComments } from './comments';
import type { Actor, InstanceRow } from './store';

/**
 * What service tasks asked of the store, in the action's transaction: a copy node's copies (as a
 * task's copyTo writes them: wf_copy rows, the COPY history line, messages), or a history line
 * saying nobody was found; an HTTP task's call written as WAITING for the background job
 * (service-call-run.ts). Calls of paths that ended or moved on are canceled first.
 */

/** Calls still to come back on the paths a step closed (or all, when the instance ended) are canceled. */
export async function cancelServiceCalls(tx: Db, instanceKey: string, step: Pick<StepResult, 'ended' | 'closedTokens'>): Promise<void> {
  if (!step.ended && step.closedTokens.length === 0) return;
  await tx
    .update(wfServiceCall)
    .set({ status: 'CANCELED', update_time: new Date() })
    .where(and(
      eq(wfServiceCall.instance_key, instanceKey),
      inArray(wfServiceCall.status, ['WAITING', 'RUNNING', 'FAILED']),
      step.ended ? undefined : inArray(wfServiceCall.token_key, step.closedTokens),
    ));
}

export async function applyServiceEffects(tx: Db, actor: Actor, instance: InstanceRow, effects: readonly Effect[]): Promise<void> {
  for (const effect of effects) {
    if (effect.kind === 'copyNode') {
      // A frozen or removed account is passed over, as with a task's copyTo.
      const users = await activeOnly(tx, effect.users);
      const task = { task_key: null, node_id: effect.nodeId, task_name: effect.nodeName };
      if (users.length) await copyRequest(tx, actor, instance, { users, task, by: null });
      else await addComments(tx, instance.instance_key, null, [{ action: 'COPY_NONE', nodeId: effect.nodeId, nodeName: effect.nodeName }]);
    } else if (effect.kind === 'httpCall') {
      await tx.insert(wfServiceCall).values({
        call_key: newRecordKey(),
        instance_key: instance.instance_key,
        token_key: effect.tokenKey,
        node_id: effect.nodeId,
        node_name: effect.nodeName.slice(0, 200),
        request: effect.request,
      });
    }
  }
}
