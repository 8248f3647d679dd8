import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { copyReadSchema, copySchema } from '@/lib/contract/workflow';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfCopy, wfInstance } from '../../../db/schema';
import { answer, type ActionAnswer } from './actions';
import { requireActiveUsers } from '../store/assignment';
import { chosenUsers, copyRequest } from '../store/copy-request';
import { actionableTask } from './task-guard';

/** The copy actions (抄送) and reading a copy; what a copy writes is copy-request.ts. */

type CopyInput = z.output<typeof copySchema>;
type CopyReadInput = z.output<typeof copyReadSchema>;

/** 抄送: the holder of a waiting task copies its request to colleagues, the task stays hers. */
export async function copyTask(db: Db, auth: AuthContext, input: CopyInput): Promise<ActionAnswer> {
  return db.transaction(async (tx) => {
    const { instance, task } = await actionableTask(tx, auth, 'copy', input.taskId);
    const users = chosenUsers(input.users, auth);
    await requireActiveUsers(tx, users, task.task_name);
    await copyRequest(tx, auth, instance, { users, task, by: auth, comment: input.comment });
    await tx.update(wfInstance).set({ revision: instance.revision + 1 }).where(eq(wfInstance.instance_key, instance.instance_key));
    return answer(tx, instance.instance_key);
  });
}

/** The caller opened a request copied to her: it is read. Answers whether it was copied to her at all. */
export async function readCopy(db: Db, auth: AuthContext, input: CopyReadInput): Promise<{ read: boolean }> {
  const rows = await db
    .update(wfCopy)
    .set({ read_time: sql`coalesce(${wfCopy.read_time}, now())` })
    .where(and(eq(wfCopy.instance_key, input.processInstanceId), eq(wfCopy.user_key, auth.userKey)))
    .returning({ key: wfCopy.copy_key });
  return { read: rows.length > 0 };
}
