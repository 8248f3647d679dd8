import { and, eq, inArray } from 'drizzle-orm';
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

type Request = Pick<InstanceRow, 'instance_key' | 'initiator'>;

/**
 * How the caller stands to each request's form: all, by the steps they hold or held, or as an
 * outsider. Two queries for any number of requests (a list page asks for all its rows at once).
 */
export async function formViewersOf(db: Db, caller: Caller, requests: readonly Request[]): Promise<Map<string, FormViewer>> {
  const viewers = new Map<string, FormViewer>();
  const asked = requests.filter((r) => !(caller.isAdmin || r.initiator === caller.userKey));
  for (const r of requests) if (!asked.includes(r)) viewers.set(r.instance_key, { kind: 'all' });
  if (asked.length === 0) return viewers;
  const keys = [...new Set(asked.map((r) => r.instance_key))];
  const tasks = await db.selectDistinct({ instance: wfTask.instance_key, node: wfTask.node_id }).from(wfTask).where(and(inArray(wfTask.instance_key, keys), taskReachesCaller(caller)));
  // A delegate who handed a task back is on no task row any more; the history keeps the step.
  const resolved = await db.selectDistinct({ instance: wfComment.instance_key, node: wfComment.node_id }).from(wfComment)
    .where(and(inArray(wfComment.instance_key, keys), eq(wfComment.action, 'RESOLVE'), eq(wfComment.user_key, caller.userKey)));
  for (const key of keys) {
    const nodeIds = [...new Set([...tasks, ...resolved].filter((t) => t.instance === key).flatMap((t) => (t.node ? [t.node] : [])))];
    viewers.set(key, nodeIds.length ? { kind: 'steps', nodeIds } : { kind: 'outsider' });
  }
  return viewers;
}

/** The controls hidden from the caller in this request. */
export async function hiddenFieldsOf(db: Db, caller: Caller, instance: Request, graph: ProcessGraph): Promise<Set<string>> {
  const rights = rightsByNode(graph);
  if (!rights) return new Set();
  return hiddenFieldsFor(rights, (await formViewersOf(db, caller, [instance])).get(instance.instance_key)!);
}
