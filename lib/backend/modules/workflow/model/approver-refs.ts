import type { ApproverRefKind, ApproverRefUse } from '@/lib/contract/workflow-approver-gaps';
import type { ApproverRule } from '@/lib/workflow/approver-rule';
import { describe } from '@/lib/workflow/element-label';
import { isExpression } from './expression';
import { type GraphNode, userTaskOf } from '@/lib/contract/workflow-graph';

/**
 * The people, roles, positions and departments a deployed graph names by key or code: what has to
 * exist in the organisation for its tasks to reach someone. Expressions (`${…}`) are left out, as
 * who they name is known only when they run.
 */

export interface ApproverRef {
  element_id: string;
  element_name: string;
  kind: ApproverRefKind;
  use: ApproverRefUse;
  ref: string;
}

const RULE_KINDS: Partial<Record<ApproverRule['kind'], ApproverRefKind>> = { users: 'user', roles: 'role', positions: 'position', departments: 'department' };

const keysOf = (text: string | null | undefined): string[] => (!text || isExpression(text) ? [] : text.split(',').map((s) => s.trim()).filter(Boolean));

function ruleEntries(rule: ApproverRule, use: ApproverRefUse): [ApproverRefKind, ApproverRefUse, string][] {
  const kind = RULE_KINDS[rule.kind];
  const named = kind ? rule.refs.map((ref) => [kind, use, ref] as [ApproverRefKind, ApproverRefUse, string]) : [];
  // Only a task's own rule hands over to someone; a copy node's rule never does (service-task-compile.ts).
  const fallback = use === 'approver' && rule.ifNobody === 'user' && rule.nobodyUser ? [['user', 'fallback', rule.nobodyUser] as [ApproverRefKind, ApproverRefUse, string]] : [];
  return [...named, ...fallback];
}

function entriesOf(node: GraphNode): [ApproverRefKind, ApproverRefUse, string][] {
  const entries: [ApproverRefKind, ApproverRefUse, string][] = [];
  const task = userTaskOf(node);
  if (task?.rule) entries.push(...ruleEntries(task.rule, 'approver'));
  else if (task) {
    // A task with a rule does not use its plain attributes, so only one without is held to them.
    for (const ref of [...keysOf(task.assignee), ...keysOf(task.candidateUsers)]) entries.push(['user', 'approver', ref]);
    for (const ref of keysOf(task.candidateGroups)) entries.push(['group', 'approver', ref]);
  }
  for (const ref of task?.copyTo ?? []) entries.push(['user', 'copy', ref]);
  if (node.type === 'serviceTask' && node.copyTask) entries.push(...ruleEntries(node.copyTask.rule, 'copy'));
  return entries;
}

/** Every entry of the graph's user tasks and copy nodes, in model order, each once per element. */
export function approverRefsOf(nodes: Record<string, GraphNode>): ApproverRef[] {
  const refs: ApproverRef[] = [];
  for (const node of Object.values(nodes)) {
    const seen = new Set<string>();
    const element_name = describe({ $type: node.type, id: node.id, name: node.name });
    for (const [kind, use, ref] of entriesOf(node)) {
      const id = `${kind}\u0000${use}\u0000${ref}`;
      if (seen.has(id)) continue;
      seen.add(id);
      refs.push({ element_id: node.id, element_name, kind, use, ref });
    }
  }
  return refs;
}
