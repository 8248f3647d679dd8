import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { wfCopy, wfInstance, wfTask, wfTaskCandidate, wfTransfer } from '../../db/schema';
import { notFound } from '../../http/errors';
import { groupsOf } from './assignment';
import { bindingOf } from './binding';
import { WorkflowError } from './errors';

async function isCopiedTo(db: Db, instanceKey: string, userKey: string): Promise<boolean> {
  const [row] = await db.select({ key: wfCopy.copy_key }).from(wfCopy).where(and(eq(wfCopy.instance_key, instanceKey), eq(wfCopy.user_key, userKey))).limit(1);
  return Boolean(row);
}

/** Whoever may read the business record an instance is bound to may read the instance too (the record's page shows it). */
async function readsBoundRecord(db: Db, auth: AuthContext, bizType: string | null, businessKey: string | null): Promise<boolean> {
  if (!bizType || !businessKey) return false;
  let binding;
  try {
    binding = bindingOf(bizType);
  } catch (failure) {
    if (failure instanceof WorkflowError) return false; // a biz_type nothing registered
    throw failure;
  }
  return binding.canRead ? binding.canRead(db, auth, businessKey) : false;
}

/**
 * The tasks that have reached the caller: assigned to, owned or handled by them, delegated by them
 * (a task lent out is still theirs: they follow it until it is back), offered to them or to one of
 * their groups, or handed over by or to them.
 */
function taskReachesCaller(auth: AuthContext): SQL {
  const me = auth.userKey;
  const groups = groupsOf(auth);
  return or(
    eq(wfTask.assignee, me),
    eq(wfTask.owner, me),
    eq(wfTask.handled_by, me),
    eq(wfTask.delegator, me),
    sql`exists (select 1 from ${wfTaskCandidate} c where c.task_key = ${wfTask.task_key} and ((c.kind = 'user' and c.ref = ${me})${
      groups.length ? sql` or (c.kind = 'group' and c.ref in ${groups})` : sql``
    }))`,
    sql`exists (select 1 from ${wfTransfer} tr where tr.task_key = ${wfTask.task_key} and (tr.from_user = ${me} or tr.to_user = ${me}))`,
  )!;
}

/** The instance (the row of the enclosing query) was copied to the caller (抄送). */
function copiedToCaller(auth: AuthContext): SQL {
  return sql`exists (select 1 from ${wfCopy} cp where cp.instance_key = ${wfInstance.instance_key} and cp.user_key = ${auth.userKey})`;
}

/**
 * Records of a biz_type whose approval has reached the caller, as a condition on their key: whoever
 * is asked to approve a record (or was) reads it, whatever their department.
 */
export function approvalReachesCaller(auth: AuthContext, bizType: string, keyColumn: AnyPgColumn): SQL {
  return sql`${keyColumn} in (select ${wfInstance.business_key} from ${wfInstance} where ${wfInstance.biz_type} = ${bizType} and (exists (select 1 from ${wfTask} where ${wfTask.instance_key} = ${wfInstance.instance_key} and ${taskReachesCaller(auth)}) or ${copiedToCaller(auth)}))`;
}

/**
 * Who may read an instance (its history, diagram, form data): its initiator, administrators, and
 * everyone it has reached: assignees, owners, handlers, candidates, both sides of a hand-over, and
 * the people it was copied to; and whoever reads the request that called it (a child instance).
 * Anyone else is answered as if it did not exist.
 */
export async function readableInstance(db: Db, auth: AuthContext, instanceKey: string) {
  const [instance] = await db.select().from(wfInstance).where(eq(wfInstance.instance_key, instanceKey)).limit(1);
  if (!instance) throw notFound('workflow.process.instanceNotFound');
  if (auth.isAdmin || instance.initiator === auth.userKey) return instance;
  const [reached] = await db
    .select({ one: sql<number>`1` })
    .from(wfTask)
    .where(and(eq(wfTask.instance_key, instanceKey), taskReachesCaller(auth)))
    .limit(1);
  const copied = reached ? true : await isCopiedTo(db, instanceKey, auth.userKey);
  if (copied || (await readsBoundRecord(db, auth, instance.biz_type, instance.business_key))) return instance;
  // A called process is part of its caller's request: whoever reads the caller reads its steps.
  if (instance.parent_instance_key) {
    await readableInstance(db, auth, instance.parent_instance_key);
    return instance;
  }
  throw notFound('workflow.process.instanceNotFound');
}
