import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfCopy, wfInstance, wfTask } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { authorize } from './authorize';
import type { Operation } from './policy';
import { taskReachesCaller } from '../store/task-reach';

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
 * An instance the caller may read (its history, diagram, form data, files), by the table in
 * policy.ts: everyone it has reached, administrators, and whoever reads the record it approves or
 * the request that called it. 404 when it does not exist, 403 for anyone else.
 */
export async function readableInstance(db: Db, auth: AuthContext, instanceKey: string, op: Extract<Operation, 'read' | 'download'> = 'read') {
  const [instance] = await db.select().from(wfInstance).where(eq(wfInstance.instance_key, instanceKey)).limit(1);
  if (!instance) throw notFound('workflow.process.instanceNotFound');
  await authorize(db, auth, op, instance);
  return instance;
}
