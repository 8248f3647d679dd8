import type { Branch, Condition, FlowField, FlowFieldKind, SimpleFlow, SimpleNode, SimpleRule } from './schema';

/**
 * What keeps a tree from running, found before it is compiled: the designer marks the node (or
 * branch) and shows the message; saving a draft is allowed, deploying is not. The compiled BPMN is
 * checked again by the engine's own rule (runnable.ts) at deploy.
 */

export const PROBLEMS = [
  'noApprovers',
  'noCopyTargets',
  'noConditions',
  'incompleteCondition',
  'unknownField',
  'delayField',
  'emptyGroup',
  'fieldOptions',
  'duplicateField',
] as const;
export type ProblemKey = (typeof PROBLEMS)[number];

export interface FlowProblem {
  /** The node, branch or field the problem is on. */
  at: string;
  key: ProblemKey;
}

const NEEDS_REFS = new Set(['users', 'roles', 'positions', 'departments']);

/** Whether a rule names somebody (a kind with values has values; an expression is written). */
export function ruleNamesSomebody(rule: SimpleRule): boolean {
  if (NEEDS_REFS.has(rule.kind)) return rule.refs.length > 0;
  if (rule.kind === 'expression') return /^\$\{.+\}$/s.test(rule.expression.trim());
  return true;
}

const fieldKind = (fields: readonly FlowField[], id: string): FlowFieldKind | null => fields.find((f) => f.id === id)?.kind ?? null;

const CONDITION_FIELD_KIND: Partial<Record<Condition['kind'], FlowFieldKind>> = { number: 'number', choice: 'choice', text: 'text' };

function conditionProblem(condition: Condition, fields: readonly FlowField[]): ProblemKey | null {
  const wanted = CONDITION_FIELD_KIND[condition.kind];
  if (wanted && 'field' in condition && fieldKind(fields, condition.field) !== wanted) return 'unknownField';
  switch (condition.kind) {
    case 'number':
      return condition.op === 'between' && (condition.upTo === null || condition.upTo < condition.value) ? 'incompleteCondition' : null;
    case 'choice':
      return condition.values.length === 0 ? 'incompleteCondition' : null;
    case 'department':
      return condition.departments.length === 0 ? 'incompleteCondition' : null;
    case 'role':
      return condition.roles.length === 0 ? 'incompleteCondition' : null;
    default:
      return null;
  }
}

function nodeProblems(node: SimpleNode, fields: readonly FlowField[]): FlowProblem[] {
  const inBranches = (branches: readonly Branch[]) => branches.flatMap((b) => listProblems(b.nodes, fields));
  switch (node.type) {
    case 'approver':
      return ruleNamesSomebody(node.rule) && (node.ifNobody !== 'user' || node.nobodyUser) ? [] : [{ at: node.id, key: 'noApprovers' }];
    case 'copy':
      return ruleNamesSomebody(node.rule) ? [] : [{ at: node.id, key: 'noCopyTargets' }];
    case 'delay':
      return node.wait.kind === 'field' && fieldKind(fields, node.wait.field) !== 'date' ? [{ at: node.id, key: 'delayField' }] : [];
    case 'condition': {
      const own: FlowProblem[] = node.branches.length === 0 ? [{ at: node.id, key: 'emptyGroup' }] : [];
      for (const branch of node.branches) {
        if (branch.conditions.length === 0) own.push({ at: branch.id, key: 'noConditions' });
        const problem = branch.conditions.map((c) => conditionProblem(c, fields)).find((p) => p !== null);
        if (problem) own.push({ at: branch.id, key: problem });
      }
      return [...own, ...inBranches([...node.branches, node.otherwise])];
    }
    case 'parallel': {
      const empty = node.branches.length < 2 || node.branches.every((b) => b.nodes.length === 0);
      return [...(empty ? [{ at: node.id, key: 'emptyGroup' as const }] : []), ...inBranches(node.branches)];
    }
  }
}

function listProblems(nodes: readonly SimpleNode[], fields: readonly FlowField[]): FlowProblem[] {
  return nodes.flatMap((n) => nodeProblems(n, fields));
}

function fieldProblems(fields: readonly FlowField[]): FlowProblem[] {
  return fields.flatMap((field, i): FlowProblem[] => {
    if (fields.findIndex((f) => f.id === field.id) !== i) return [{ at: `field:${field.id}`, key: 'duplicateField' }];
    return field.kind === 'choice' && field.options.length === 0 ? [{ at: `field:${field.id}`, key: 'fieldOptions' }] : [];
  });
}

/**
 * Every problem of the flow, in the order the tree is read (fields first). Conditions read the
 * given fields: the flow's own, or those of the model's designed form.
 */
export function validateFlow(flow: SimpleFlow, fields: readonly FlowField[] = flow.fields): FlowProblem[] {
  return [...fieldProblems(flow.fields), ...listProblems(flow.nodes, fields)];
}
