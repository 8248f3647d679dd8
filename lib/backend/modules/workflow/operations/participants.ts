import { DEFAULT_SELF_APPROVAL } from '@/lib/workflow/self-approval';
import { ResultCode } from '@/lib/contract/envelope';
import type { Db } from '../../../db/client';
import { requireActiveUsers } from '../store/assignment';
import { WorkflowError } from '../model/errors';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';
import { ownersIn } from '../run/separation';
import type { InstanceRow } from '../store/store';

/**
 * Whom a holder may hand a request's task to (转办, 委派, 加签): active staff only, and, unless the
 * model allows it, nobody with an interest in the request (its applicant, the record's owners),
 * whatever the caller sends.
 */
export async function requireDeciders(tx: Db, instance: InstanceRow, graph: ProcessGraph, keys: readonly string[], taskName: string): Promise<Map<string, string>> {
  const names = await requireActiveUsers(tx, keys, taskName);
  if ((graph.selfApproval ?? DEFAULT_SELF_APPROVAL) !== 'allow') {
    const interested = new Set([instance.initiator, ...ownersIn(instance.variables)]);
    const named = keys.find((k) => interested.has(k));
    if (named) throw new WorkflowError('workflow.assign.interested', { user: names.get(named) ?? named, task: taskName }, ResultCode.forbidden);
  }
  return names;
}
