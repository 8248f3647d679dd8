import { and, eq } from 'drizzle-orm';
import { hiddenFieldsFor, type FormRights, type FormViewer } from '@/lib/contract/approval-form/field-rights';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';
import type { Db } from '../../../db/client';
import { wfComment, wfTask } from '../../../db/schema';
import type { AuthContext } from '../../../auth/context';
import type { InstanceRow } from './store';
import { taskReachesCaller } from './task-reach';

type Caller = Pick<AuthContext, 'userKey' | 'roleCodes' | 'departKeys' | 'isAdmin'>;

/**
 * Which controls of a request's designed form the caller may see (the rule is in
 * lib/contract/approval-form/field-rights.ts). Every answer carrying form values asks here and
 * leaves the hidden controls out.
 */

/** Each step's field rights by node id; null when no step of the version sets any (everyone sees all). */
export function rightsByNode(graph: ProcessGraph): Record<string, FormRights> | null {
  const out: Record<string, FormRights> = {};
  for (const node of Object.values(graph.nodes)) if (node.type === 'userTask' && node.userTask.formRights) out[node.id] = node.userTask.formRights;
  return graph.formDesign && Object.keys(out).length ? out : null;
}

/** How the caller stands to the request's form: all, by the steps they hold or held, or as an outsider. */
export async function formViewerOf(db: Db, caller: Caller, instance: Pick<InstanceRow, 'instance_key' | 'initiator'>): Promise<FormViewer> {
  if (caller.isAdmin || instance.initiator === caller.userKey) return { kind: 'all' };
  const tasks = await db.selectDistinct({ node: wfTask.node_id }).from(wfTask).where(and(eq(wfTask.instance_key, instance.instance_key), taskReachesCaller(caller)));
  // A delegate who handed a task back is on no task row any more; the history keeps the step.
  const resolved = await db.selectDistinct({ node: wfComment.node_id }).from(wfComment)
    .where(and(eq(wfComment.instance_key, instance.instance_key), eq(wfComment.action, 'RESOLVE'), eq(wfComment.user_key, caller.userKey)));
  const nodeIds = [...new Set([...tasks.map((t) => t.node), ...resolved.flatMap((r) => (r.node ? [r.node] : []))])];
  return nodeIds.length ? { kind: 'steps', nodeIds } : { kind: 'outsider' };
}

/** The controls hidden from the caller in this request. */
export async function hiddenFieldsOf(db: Db, caller: Caller, instance: Pick<InstanceRow, 'instance_key' | 'initiator'>, graph: ProcessGraph): Promise<Set<string>> {
  const rights = rightsByNode(graph);
  if (!rights) return new Set();
  return hiddenFieldsFor(rights, await formViewerOf(db, caller, instance));
}
