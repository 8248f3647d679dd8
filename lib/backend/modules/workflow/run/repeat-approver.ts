import { userTaskOf, type GraphNode } from '@/lib/contract/workflow-graph';
import type { ApproverResolution, AutoNote } from './approver-rules';

/**
 * 审批人去重, decided where a step's approvers are known: whoever the model's setting counts as
 * having approved already (repeatedApprovers of the facts) approves this step by the rule. Pure:
 * who approved before was read from the request's history by the action.
 */
export function dropRepeated(node: GraphNode, resolution: ApproverResolution, repeated: readonly string[]): ApproverResolution {
  if (resolution.decision || repeated.length === 0) return resolution;
  const again = resolution.users.filter((u) => repeated.includes(u));
  if (again.length === 0) return resolution;
  const others = resolution.users.filter((u) => !repeated.includes(u));
  const name = node.name || node.id;
  const note = (reason: string): AutoNote => ({ action: 'AUTO_APPROVE', nodeId: node.id, nodeName: name, reason, values: {}, targetUser: again[0]! });
  // Without multi-instance any one approver decides the step, so the repeated one's approval does.
  if (!userTaskOf(node)?.multiInstance || others.length === 0) return { users: [], decision: 'pass', notes: [...resolution.notes, note('workflow.auto.repeatApprover')] };
  return { users: others, decision: null, notes: [...resolution.notes, note('workflow.auto.repeatApproverPart')] };
}
