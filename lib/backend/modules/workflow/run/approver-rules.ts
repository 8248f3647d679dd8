import type { ModdleElement } from 'bpmn-moddle';
import { ApproverRuleError, readApproverRule, readPassRatio, RULE_PROPERTIES, type ApproverRule } from '@/lib/workflow/approver-rule';
import { describe } from '@/lib/workflow/element-label';
import type { SelfApproval } from '@/lib/workflow/self-approval';
import { WorkflowError } from '../model/errors';
import { checkExpression, evaluate, ExpressionError } from '../model/expression';
import type { GraphNode, MultiInstanceDef, UserTaskNode } from '@/lib/contract/workflow-graph';
import { policyOf, separate } from './separation';
import { dropRepeated } from './repeat-approver';

/**
 * Approver rules at deploy and at run time. The interpreter stays pure: the action loads the
 * organisation facts a graph's rules need (approver-facts.ts) and hands the interpreter a resolver
 * over them, so who approves is decided inside the action's transaction and nothing is kept.
 */

/** The reserved variable holding the approvers the initiator picked, by task id (发起人自选). */
export const PICKS_VARIABLE = 'initiatorPicks';

/** The organisation as the rules of one graph see it during one action. */
export interface OrgFacts {
  initiator: string;
  /** The initiator's leaders, nearest first: the director of their department, then upwards. */
  leaderChain: string[];
  /** The administrator a task goes to when its rule finds nobody. */
  admin: string | null;
  /** Active users among those the rules name (users, picks, the fallback user). */
  activeUsers: string[];
  /** Active members by group: `role:<code>`, `position:<code>`, `depart:<key>`. */
  members: Record<string, string[]>;
  /** Who has an interest in the request and approves it only if the model allows: the applicant, the record's owners. */
  interested: string[];
  /** Who stands in for an interested approver, nearest first: the applicant's leaders, then the administrators; none interested. */
  substitutes: string[];
  /** The model's segregation-of-duties setting. */
  selfApproval: SelfApproval;
  /** Who approves a step by the model's 审批人去重 setting, having approved in this round already (repeat-approver.ts); none when off. */
  repeatedApprovers: string[];
}

export type AutoAction = 'AUTO_APPROVE' | 'AUTO_REJECT' | 'SKIP' | 'REASSIGN' | 'SELF_ALLOWED';

/** A decision the engine took by itself, written as a history line saying why. */
export interface AutoNote {
  action: AutoAction;
  nodeId: string;
  nodeName: string;
  /** Message key under workflow.auto with its values. */
  reason: string;
  values: Record<string, string>;
  targetUser: string | null;
}

export interface ApproverResolution {
  users: string[];
  /** pass: the task is passed without anyone; reject: the process ends rejected. */
  decision: 'pass' | 'reject' | null;
  notes: AutoNote[];
}

export type ApproverResolver = (node: UserTaskNode, variables: Record<string, unknown>) => ApproverResolution;

/** The group key of a rule reference in OrgFacts.members. */
export function groupKey(kind: 'roles' | 'positions' | 'departments', ref: string): string {
  return `${kind === 'roles' ? 'role' : kind === 'positions' ? 'position' : 'depart'}:${ref}`;
}

/** Reads a user task's rule and pass ratio at deploy time, refusing values it does not know. */
export function approverRuleOf(element: ModdleElement, property: (name: string) => string | null): { rule: ApproverRule | null; passRatio: number | null } {
  try {
    const values = Object.fromEntries(Object.values(RULE_PROPERTIES).map((name) => [name, property(name)]));
    const rule = readApproverRule(values);
    if (rule?.expression) {
      try {
        checkExpression(rule.expression);
      } catch (error) {
        if (error instanceof ExpressionError) throw new WorkflowError('workflow.deploy.badExpression', { name: describe(element), what: RULE_PROPERTIES.value, detail: error.message });
        throw error;
      }
    }
    return { rule, passRatio: readPassRatio(values[RULE_PROPERTIES.passRatio]) };
  } catch (error) {
    if (error instanceof ApproverRuleError) throw new WorkflowError('workflow.deploy.badApproverRule', { name: describe(element), property: error.property, value: error.value });
    throw error;
  }
}

/** A leader chain is approved level by level: a sequential multi-instance over the chain. */
export function withRuleLoop(rule: ApproverRule | null, loop: MultiInstanceDef | null): MultiInstanceDef | null {
  if (rule?.kind !== 'leaderChain') return loop;
  return { sequential: true, cardinality: null, collection: null, elementVariable: loop?.elementVariable ?? null, completionCondition: null };
}

const unique = (keys: string[]) => [...new Set(keys)];

function picksOf(variables: Record<string, unknown>, nodeId: string): string[] {
  const picks = variables[PICKS_VARIABLE];
  if (!picks || typeof picks !== 'object') return [];
  const value = (picks as Record<string, unknown>)[nodeId];
  return Array.isArray(value) ? value.map(String) : [];
}

/** The approvers a rule names before the initiator and nobody handling. */
export function ruleCandidates(node: GraphNode, rule: ApproverRule, facts: OrgFacts, variables: Record<string, unknown>): string[] {
  const active = new Set(facts.activeUsers);
  switch (rule.kind) {
    case 'users':
      return rule.refs.filter((u) => active.has(u));
    case 'roles':
    case 'positions':
    case 'departments':
      return unique(rule.refs.flatMap((ref) => facts.members[groupKey(rule.kind as 'roles', ref)] ?? [])).sort();
    case 'leader':
      return facts.leaderChain.slice(0, 1);
    case 'leaderChain':
      return facts.leaderChain.slice(0, rule.levels);
    case 'initiator':
      return [facts.initiator];
    case 'initiatorPick':
      return unique(picksOf(variables, node.id)).filter((u) => active.has(u));
    case 'expression': {
      let value: unknown;
      try {
        value = evaluate(rule.expression!, variables);
      } catch (error) {
        if (error instanceof ExpressionError) throw new WorkflowError('workflow.run.badExpression', { node: node.name || node.id, detail: error.message });
        throw error;
      }
      const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : String(value).split(',');
      return unique(items.map((v) => String(v).trim()).filter(Boolean));
    }
  }
}

/**
 * Who approves a task assigned by a rule, with what the engine decides by itself when the
 * initiator is among them or nobody is found. Pure: the facts were loaded by the action.
 */
export function resolveRule(node: GraphNode, rule: ApproverRule, facts: OrgFacts, variables: Record<string, unknown>): ApproverResolution {
  const name = node.name || node.id;
  const note = (action: AutoAction, reason: string, targetUser: string | null = null, values: Record<string, string> = {}): AutoNote => ({ action, nodeId: node.id, nodeName: name, reason, values, targetUser });
  const separated = dropRepeated(node, separate(node, ruleCandidates(node, rule, facts, variables), facts, policyOf(facts, rule.ifInitiator)), facts.repeatedApprovers);
  if (separated.decision) return separated;
  const { users, notes } = separated;
  if (users.length > 0) return { users, decision: null, notes };
  switch (rule.ifNobody) {
    case 'approve':
      return { users: [], decision: 'pass', notes: [...notes, note('AUTO_APPROVE', 'workflow.auto.nobodyApproved')] };
    case 'reject':
      return { users: [], decision: 'reject', notes: [...notes, note('AUTO_REJECT', 'workflow.auto.nobodyRejected')] };
    case 'user':
      if (rule.nobodyUser && facts.activeUsers.includes(rule.nobodyUser)) return { users: [rule.nobodyUser], decision: null, notes: [...notes, note('REASSIGN', 'workflow.auto.nobodyToUser', rule.nobodyUser)] };
      break;
    case 'admin':
      if (facts.admin) return { users: [facts.admin], decision: null, notes: [...notes, note('REASSIGN', 'workflow.auto.nobodyToAdmin', facts.admin)] };
      break;
  }
  throw new WorkflowError('workflow.assign.nobody', { task: name });
}

/** The resolver the interpreter calls for a graph's rule tasks, over facts loaded for this action. */
export function ruleResolver(facts: OrgFacts): ApproverResolver {
  return (node, variables) => resolveRule(node, node.userTask.rule!, facts, variables);
}
