import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../../auth/context';
import { wfTask, wfTaskCandidate, wfTransfer } from '../../../db/schema';
import { groupsOf } from './assignment';

/**
 * The tasks that have reached the caller, as a condition on wf_task: assigned to, owned or handled
 * by them, delegated by them (a task lent out is still theirs: they follow it until it is back),
 * offered to them or to one of their groups, or handed over by or to them. The lists and the
 * relations of a caller to a request (relations.ts) read the same rule.
 */
export function taskReachesCaller(auth: Pick<AuthContext, 'userKey' | 'roleCodes' | 'departKeys'>): SQL {
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
