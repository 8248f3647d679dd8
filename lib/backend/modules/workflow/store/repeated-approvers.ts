import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RepeatApprover } from '@/lib/workflow/repeat-approver';
import type { Db } from '../../../db/client';
import { wfComment } from '../../../db/schema';

/** History lines that begin a new round of approvals: what was approved before them is approved afresh. */
const ROUND_STARTS = ['START', 'RESUBMIT', 'RETURN'];

/**
 * Whom the model's 审批人去重 setting lets approve a step by the rule, from the request's history:
 * everyone who approved in this round (anywhere), or those who approved the step decided last
 * (consecutive). Read once per action, before the engine moves on, so a chain of steps of the same
 * approver is approved together.
 */
export async function repeatedApprovers(db: Db, instanceKey: string | undefined, setting: RepeatApprover | undefined): Promise<string[]> {
  if (!instanceKey || !setting || setting === 'off') return [];
  const lines = await db
    .select({ action: wfComment.action, user: wfComment.user_key, node: wfComment.node_id })
    .from(wfComment)
    .where(and(eq(wfComment.instance_key, instanceKey), inArray(wfComment.action, [...ROUND_STARTS, 'APPROVE'])))
    .orderBy(asc(wfComment.seq));
  const roundStart = lines.findLastIndex((l) => ROUND_STARTS.includes(l.action));
  const approvals = lines.slice(roundStart + 1).filter((l): l is typeof l & { user: string } => l.action === 'APPROVE' && l.user !== null);
  if (setting === 'consecutive') {
    const lastNode = approvals.at(-1)?.node;
    return [...new Set(approvals.filter((l) => l.node === lastNode).map((l) => l.user))];
  }
  return [...new Set(approvals.map((l) => l.user))];
}
