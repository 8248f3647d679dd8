import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { sysUserDepart, wfComment, wfCopy, wfTask } from '../../../db/schema';
import type { Relation } from './policy';
import { mayAct, type InstanceRow, type TaskRow } from '../store/store';
import { taskReachesCaller } from '../store/task-reach';

/**
 * How the caller stands to a request, read from its data (policy.ts names the relations). For an
 * operation on a task, holder, delegate and signer are relations to that task (whatever its status
 * now, so a second approval of a handled task is "not now", 409, rather than "never"); every other
 * task of the request that reached the caller makes them a former holder, who only reads.
 */

export type Caller = Pick<AuthContext, 'userKey' | 'roleCodes' | 'departKeys' | 'isAdmin' | 'isPartner'>;

const OPEN = new Set(['PENDING', 'PLANNED']);

/** The caller's relation to one task: its holder (for a signer's task: who added the signer), its delegate, or the signer. */
async function towardTask(tx: Db, caller: Caller, task: TaskRow): Promise<Relation | null> {
  const me = caller.userKey;
  if (task.sign_kind) return task.assignee === me ? 'signer' : task.owner === me ? 'holder' : null;
  if (task.delegation === 'PENDING') return task.assignee === me ? 'delegate' : task.delegator === me ? 'holder' : null;
  return (await mayAct(tx, caller, task)) ? 'holder' : null;
}

/** The caller's relation to a task of the request when the operation is on the request as a whole. */
function throughTask(row: Pick<TaskRow, 'status' | 'assignee' | 'sign_kind' | 'delegation'>, me: string): Relation {
  if (row.sign_kind && row.assignee === me) return 'signer';
  if (row.delegation === 'PENDING' && row.assignee === me) return 'delegate';
  return OPEN.has(row.status) ? 'holder' : 'former';
}

async function exists(query: Promise<unknown[]>): Promise<boolean> {
  return (await query).length > 0;
}

/** Shares a department with the initiator (and is not the initiator). */
async function isColleague(tx: Db, caller: Caller, instance: InstanceRow): Promise<boolean> {
  if (caller.departKeys.length === 0 || instance.initiator === caller.userKey) return false;
  return exists(tx.select({ key: sysUserDepart.depart_key }).from(sysUserDepart).where(and(eq(sysUserDepart.user_key, instance.initiator), inArray(sysUserDepart.depart_key, caller.departKeys))).limit(1));
}

export async function relationsOf(tx: Db, caller: Caller, instance: InstanceRow, task?: TaskRow): Promise<Relation[]> {
  const me = caller.userKey;
  const found = new Set<Relation>();
  if (caller.isPartner) found.add('partner');
  if (caller.isAdmin) found.add('admin');
  if (instance.initiator === me) found.add('initiator');
  const own = task ? await towardTask(tx, caller, task) : null;
  if (own) found.add(own);
  const reached = await tx
    .select({ status: wfTask.status, assignee: wfTask.assignee, sign_kind: wfTask.sign_kind, delegation: wfTask.delegation })
    .from(wfTask)
    .where(and(eq(wfTask.instance_key, instance.instance_key), taskReachesCaller(caller)));
  for (const row of reached) found.add(task ? 'former' : throughTask(row, me));
  if (await exists(tx.select({ key: wfCopy.copy_key }).from(wfCopy).where(and(eq(wfCopy.instance_key, instance.instance_key), eq(wfCopy.user_key, me))).limit(1))) found.add('copied');
  // A delegate who handed the task back is on no task row any more; the history keeps it.
  if (await exists(tx.select({ seq: wfComment.seq }).from(wfComment).where(and(eq(wfComment.instance_key, instance.instance_key), eq(wfComment.action, 'RESOLVE'), eq(wfComment.user_key, me))).limit(1))) found.add('delegateBack');
  if (await isColleague(tx, caller, instance)) found.add('colleague');
  if (found.size === 0) found.add('stranger');
  return [...found];
}
