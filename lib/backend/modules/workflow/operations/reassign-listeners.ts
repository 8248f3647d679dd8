import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wfInstance } from '../../../db/schema';
import { type ProcessGraph, userTaskNode } from '@/lib/contract/workflow-graph';
import { applyEffects } from '../store/listeners-apply';
import { type ListenerEffect, runListener } from '../run/listeners-run';
import type { Actor, InstanceRow } from '../store/store';

/**
 * A task that changes hands after it was created (转办, 委派, and the delegate handing it back)
 * runs its assignment listeners, as Flowable fires them whenever a task's assignee is set. What
 * they assign lands in the instance's variables; their messages and record statuses are applied in
 * the action's own transaction, so a listener that fails refuses the hand-over as a whole.
 */
export async function runAssignmentListeners(
  tx: Db,
  actor: Actor,
  instance: InstanceRow,
  graph: ProcessGraph,
  task: { node_id: string; task_name: string },
  assignee: string,
): Promise<void> {
  const listeners = (userTaskNode(graph.nodes[task.node_id])?.taskListeners ?? []).filter((def) => def.event === 'assignment');
  if (listeners.length === 0) return;
  const variables = { ...instance.variables };
  const effects: ListenerEffect[] = [];
  const taskScope = { name: task.task_name, nodeId: task.node_id, assignee };
  for (const def of listeners) {
    const outcome = runListener(def, { ...variables, task: taskScope }, task.task_name);
    if (outcome.assign) variables[outcome.assign.name] = outcome.assign.value;
    if (outcome.effect) effects.push(outcome.effect);
  }
  if (listeners.some((def) => def.action === 'setVariable')) {
    await tx.update(wfInstance).set({ variables }).where(eq(wfInstance.instance_key, instance.instance_key));
  }
  await applyEffects(tx, actor, instance, effects);
}
