import type { SelfApproval } from '@/lib/workflow/self-approval';
import type { IfInitiator } from '@/lib/workflow/approver-rule';
import type { AutoNote, ApproverResolution, OrgFacts } from './approver-rules';
import { type GraphNode, userTaskOf } from '@/lib/contract/workflow-graph';
import { dropRepeated } from './repeat-approver';

/**
 * Segregation of duties, decided where a step's approvers are known: nobody with an interest in
 * the request (its applicant, an owner of the record it approves) approves it, unless the model
 * allows it. Pure: the facts (who is interested, who may stand in) were loaded by the action.
 */

/** The reserved variable holding the owners of the bound record, read from it when the request started. */
export const OWNERS_VARIABLE = 'businessOwners';

/** What a step does with an interested approver: the task's own rule may say, else the model does. */
type Policy = SelfApproval | 'approve';

export function policyOf(facts: Pick<OrgFacts, 'selfApproval'>, ruleSays?: IfInitiator): Policy {
  if (!ruleSays || ruleSays === 'self') return facts.selfApproval;
  return ruleSays === 'approve' ? 'approve' : ruleSays;
}

/** The owners a request's variables carry (none for a request bound to no record). */
export function ownersIn(variables: Record<string, unknown>): string[] {
  const owners = variables[OWNERS_VARIABLE];
  return Array.isArray(owners) ? owners.map(String) : [];
}

/**
 * The approvers of one step once the interested are dealt with: allowed (and said so), passed over,
 * or replaced by the nearest of the applicant's leaders who has no interest. `pass` when nobody is
 * left because the step is skipped; an empty list otherwise leaves the step to its nobody rule.
 */
export function separate(node: GraphNode, users: readonly string[], facts: OrgFacts, policy: Policy): ApproverResolution {
  const name = node.name || node.id;
  const interested = users.filter((u) => facts.interested.includes(u));
  if (interested.length === 0) return { users: [...users], decision: null, notes: [] };
  const note = (action: AutoNote['action'], reason: string, targetUser: string | null = null): AutoNote => ({ action, nodeId: node.id, nodeName: name, reason, values: {}, targetUser });
  const others = users.filter((u) => !facts.interested.includes(u));
  const several = Boolean(userTaskOf(node)?.multiInstance);
  switch (policy) {
    case 'allow':
      return { users: [...users], decision: null, notes: [note('SELF_ALLOWED', 'workflow.auto.selfAllowed', interested[0])] };
    case 'approve':
      // Without multi-instance any one approver decides the task, so the interested one's approval does.
      if (!several || others.length === 0) return { users: [], decision: 'pass', notes: [note('AUTO_APPROVE', 'workflow.auto.initiatorApproves')] };
      return { users: others, decision: null, notes: [note('AUTO_APPROVE', 'workflow.auto.initiatorApprovesOwnPart')] };
    case 'skip':
      return { users: others, decision: others.length === 0 ? 'pass' : null, notes: [note('SKIP', 'workflow.auto.initiatorSkipped')] };
    case 'leader': {
      const stand = facts.substitutes.find((s) => !others.includes(s));
      if (!stand) return { users: others, decision: null, notes: [] };
      // Each interested approver's place goes to the one stand-in, kept where they stood (an in-order step keeps its order).
      const replaced = [...new Set(users.map((u) => (facts.interested.includes(u) ? stand : u)))];
      return { users: replaced, decision: null, notes: [note('REASSIGN', 'workflow.auto.initiatorToLeader', stand)] };
    }
  }
}

/** How the interpreter applies the rule to steps not assigned by an approver rule. */
export interface Separation {
  /**
   * A step's named approvers (its assignee, or its candidate users) once the interested are dealt
   * with. One part of a multi-instance step cannot be passed alone: there a skip hands it on as
   * `leader` does.
   */
  named(node: GraphNode, users: readonly string[], canPass: boolean): ApproverResolution;
  /**
   * A step offered to groups, whose members are known only when the task is written: who may not
   * take it, and who takes it when nobody else of the groups can. Null when the model allows it.
   */
  offered(): { exclude: string[]; standIn: string | null } | null;
}

export function separationOf(facts: OrgFacts): Separation {
  return {
    named: (node, users, canPass) => {
      const separated = separate(node, users, facts, !canPass && facts.selfApproval === 'skip' ? 'leader' : facts.selfApproval);
      return canPass ? dropRepeated(node, separated, facts.repeatedApprovers) : separated;
    },
    offered: () => (facts.selfApproval === 'allow' ? null : { exclude: facts.interested, standIn: facts.substitutes[0] ?? null }),
  };
}
