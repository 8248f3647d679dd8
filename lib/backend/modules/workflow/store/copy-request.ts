import { and, eq, inArray, sql } from 'drizzle-orm';
import { USER_STATUS_NORMAL, type AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { sysUser, wfCopy } from '../../../db/schema';
import { newRecordKey } from '../../../entity/crud';
import { requireActiveUsers } from './assignment';
import { WorkflowError } from '../model/errors';
import { type GraphNode, userTaskOf } from '@/lib/contract/workflow-graph';
import { notifyCopied } from './notify';
import { addComments } from './comments';
import type { Actor, InstanceRow, TaskRow } from './store';

/**
 * Copies (抄送): a request is copied to colleagues who are told and may read it, without acting on
 * it. The model copies when a task of a node naming copyTo is approved; the holder of a task copies
 * with 抄送 (copy.ts) or as she approves. One row per person and request: copied again, it is unread again.
 */

interface CopyOrder {
  users: string[];
  /** The task it was copied from; a copy node has none (task_key null). */
  task: { task_key: string | null; node_id: string; task_name: string };
  /** null: the model copies. */
  by: Actor | null;
  comment?: string | null;
}

/** Writes the copies, the history line naming everyone copied and their messages. */
export async function copyRequest(tx: Db, actor: Actor, instance: InstanceRow, order: CopyOrder): Promise<void> {
  if (order.users.length === 0) return;
  const now = new Date();
  await tx
    .insert(wfCopy)
    .values(order.users.map((user) => ({
      copy_key: newRecordKey(),
      instance_key: instance.instance_key,
      user_key: user,
      task_key: order.task.task_key,
      node_id: order.task.node_id,
      node_name: order.task.task_name,
      from_user: order.by?.userKey ?? null,
      from_user_name: order.by?.realname ?? null,
      comment: order.comment ?? null,
      create_time: now,
    })))
    .onConflictDoUpdate({
      target: [wfCopy.instance_key, wfCopy.user_key],
      set: {
        task_key: sql`excluded.task_key`,
        node_id: sql`excluded.node_id`,
        node_name: sql`excluded.node_name`,
        from_user: sql`excluded.from_user`,
        from_user_name: sql`excluded.from_user_name`,
        comment: sql`excluded.comment`,
        read_time: null,
        create_time: now,
      },
    });
  await addComments(tx, instance.instance_key, order.by, [
    { action: 'COPY', taskKey: order.task.task_key, nodeId: order.task.node_id, nodeName: order.task.task_name, comment: order.comment, targetUsers: order.users },
  ]);
  await notifyCopied(tx, order.by ?? actor, instance, order.users);
}

/** Those of the users who may still be reached: a frozen or removed account is passed over. */
export async function activeOnly(tx: Db, users: readonly string[]): Promise<string[]> {
  if (users.length === 0) return [];
  const rows = await tx
    .select({ key: sysUser.user_key })
    .from(sysUser)
    .where(and(inArray(sysUser.user_key, [...users]), eq(sysUser.status, USER_STATUS_NORMAL), eq(sysUser.del_flag, 0)));
  const active = new Set(rows.map((r) => r.key));
  return users.filter((u) => active.has(u));
}

/**
 * What an approval copies: the node's copyTo (a name the directory no longer holds is passed over,
 * it must not block the approval) and the approver's own choice (checked: she picked them).
 */
export async function copyOnApproval(tx: Db, actor: AuthContext, instance: InstanceRow, task: TaskRow, node: GraphNode, chosen: readonly string[] | undefined, comment: string | undefined): Promise<void> {
  const byModel = (await activeOnly(tx, userTaskOf(node)?.copyTo ?? [])).filter((u) => u !== instance.initiator);
  await copyRequest(tx, actor, instance, { users: byModel, task, by: null });
  if (chosen?.length) {
    const users = chosenUsers(chosen, actor);
    await requireActiveUsers(tx, users, task.task_name);
    await copyRequest(tx, actor, instance, { users, task, by: actor, comment });
  }
}

export function chosenUsers(users: readonly string[], actor: Actor): string[] {
  const others = users.filter((u) => u !== actor.userKey);
  if (others.length === 0) throw new WorkflowError('workflow.copy.toSelf');
  return others;
}

