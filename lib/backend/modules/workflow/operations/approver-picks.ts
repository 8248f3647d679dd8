import type { Db } from '../../../db/client';
import { requireActiveUsers } from '../store/assignment';
import { WorkflowError } from '../model/errors';
import { type GraphNode, type ProcessGraph, userTaskOf } from '@/lib/contract/workflow-graph';

/** The tasks whose approvers the initiator picks when submitting (发起人自选). */
export function pickNodes(graph: ProcessGraph): GraphNode[] {
  return Object.values(graph.nodes).filter((n) => userTaskOf(n)?.rule?.kind === 'initiatorPick');
}

/**
 * Checks the initiator's picks against the graph: every pick task needs at least one approver
 * (whether or not a condition later passes it by), each an active user, and only pick tasks take them. Answers the picks
 * to store, or null when the process has no pick task.
 */
export async function checkPicks(db: Db, graph: ProcessGraph, picks: Record<string, string[]> | undefined): Promise<Record<string, string[]> | null> {
  const nodes = pickNodes(graph);
  for (const id of Object.keys(picks ?? {})) {
    if (!nodes.some((n) => n.id === id)) throw new WorkflowError('workflow.pick.notPickTask', { task: graph.nodes[id]?.name || id });
  }
  if (nodes.length === 0) return null;
  const out: Record<string, string[]> = {};
  for (const node of nodes) {
    const chosen = [...new Set(picks?.[node.id] ?? [])];
    if (chosen.length === 0) throw new WorkflowError('workflow.pick.required', { task: node.name || node.id });
    await requireActiveUsers(db, chosen, node.name || node.id);
    out[node.id] = chosen;
  }
  return out;
}
