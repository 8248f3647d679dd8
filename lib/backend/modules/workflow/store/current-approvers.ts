import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wfTask, wfTaskCandidate } from '../../../db/schema';
import { offeredTo } from './task-recipients';
import { namesOf } from './user-names';

/** Who holds the pending tasks of a running instance now (assignees, else the candidates and their groups' members), by name. */
export async function currentApprovers(db: Db, instanceKey: string): Promise<{ key: string; name: string }[]> {
  const tasks = await db.select().from(wfTask).where(and(eq(wfTask.instance_key, instanceKey), eq(wfTask.status, 'PENDING'))).orderBy(asc(wfTask.create_time), asc(wfTask.task_key));
  const open = tasks.filter((t) => !t.assignee).map((t) => t.task_key);
  const candidates = open.length ? await db.select().from(wfTaskCandidate).where(inArray(wfTaskCandidate.task_key, open)) : [];
  const keys: string[] = tasks.flatMap((t) => (t.assignee ? [t.assignee] : []));
  const groupMembers = new Map<string, string[]>();
  for (const key of open) keys.push(...(await offeredTo(db, candidates.filter((c) => c.task_key === key), groupMembers)));
  const unique = [...new Set(keys)];
  const names = await namesOf(db, unique);
  return unique.map((key) => ({ key, name: names.get(key) ?? key }));
}
