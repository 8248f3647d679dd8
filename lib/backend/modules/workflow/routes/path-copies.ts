import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PathStep } from '@/lib/contract/workflow-path';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';
import type { Db } from '../../../db/client';
import { wfCopy } from '../../../db/schema';
import { namesOf } from '../store/user-names';

/**
 * The copy nodes (抄送) a request passed, each a step of its path like an approval: whom it copied
 * and when. Only the model's copies count (a person's 抄送 of a request is no step of its path), and
 * only those of the graph's copy nodes (a task's own copy-on-approval shows with the task).
 */
export async function copiedSteps(db: Db, graph: ProcessGraph, instanceKey: string): Promise<{ at: Date; step: PathStep }[]> {
  const rows = await db
    .select({ node_id: wfCopy.node_id, node_name: wfCopy.node_name, user_key: wfCopy.user_key, create_time: wfCopy.create_time })
    .from(wfCopy)
    .where(and(eq(wfCopy.instance_key, instanceKey), isNull(wfCopy.from_user)))
    .orderBy(asc(wfCopy.create_time), asc(wfCopy.copy_key));
  const names = await namesOf(db, rows.map((r) => r.user_key));
  const steps = new Map<string, { at: Date; step: PathStep }>();
  for (const row of rows) {
    const node = row.node_id ? graph.nodes[row.node_id] : undefined;
    if (!node || node.type !== 'serviceTask' || !node.copyTask) continue;
    let entry = steps.get(node.id);
    if (!entry) {
      entry = {
        at: row.create_time,
        step: { node_id: node.id, name: node.name || row.node_name || node.id, state: 'done', mode: 'single', approvers: [], groups: [], note: null, pick: false, pass_ratio: null, kind: 'copy' },
      };
      steps.set(node.id, entry);
    }
    entry.step.approvers.push({ key: row.user_key, name: names.get(row.user_key) ?? row.user_key, status: null, time: row.create_time.toISOString(), comment: null });
  }
  return [...steps.values()];
}
