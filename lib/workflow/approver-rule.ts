/**
 * Approver rules of a user task: who approves, described by the organisation rather than by names
 * (roles, positions, departments, the initiator's leaders, …), resolved when the task is reached.
 * A rule lives in the model as entries of the task's extension properties (`flowable:properties`),
 * so any BPMN tool keeps it; the designer writes them and the engine's deploy reads them.
 */

export const APPROVER_KINDS = ['users', 'roles', 'positions', 'departments', 'leader', 'leaderChain', 'initiator', 'initiatorPick', 'expression'] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

/** What happens when the rule finds nobody active. */
export const IF_NOBODY = ['admin', 'approve', 'reject', 'user'] as const;
export type IfNobody = (typeof IF_NOBODY)[number];

/** What happens when the initiator is among the approvers. */
export const IF_INITIATOR = ['self', 'approve', 'skip', 'leader'] as const;
export type IfInitiator = (typeof IF_INITIATOR)[number];

/** The property names the rule is stored under. */
export const RULE_PROPERTIES = {
  kind: 'approverKind',
  value: 'approverValue',
  ifNobody: 'approverIfNobody',
  ifInitiator: 'approverIfInitiator',
  passRatio: 'passRatio',
} as const;

export const MAX_LEADER_LEVELS = 10;

export interface ApproverRule {
  kind: ApproverKind;
  /** users: user keys; roles: role codes; positions: position codes; departments: department keys. */
  refs: string[];
  /** leaderChain: how many levels up (each level one approval in turn). */
  levels: number;
  /** expression: evaluated over the process variables to user keys. */
  expression: string | null;
  ifNobody: IfNobody;
  /** ifNobody 'user': who gets the task instead. */
  nobodyUser: string | null;
  ifInitiator: IfInitiator;
}

export class ApproverRuleError extends Error {
  constructor(readonly property: string, readonly value: string) {
    super(`${property}=${value}`);
  }
}

const list = (text: string | null | undefined) => (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/**
 * The rule a task's properties describe; null when they name no approverKind (the task is assigned
 * by its plain assignee / candidate attributes). Refuses values it does not know.
 */
export function readApproverRule(properties: Record<string, string | null>): ApproverRule | null {
  const kind = properties[RULE_PROPERTIES.kind]?.trim();
  if (!kind) return null;
  if (!(APPROVER_KINDS as readonly string[]).includes(kind)) throw new ApproverRuleError(RULE_PROPERTIES.kind, kind);
  const value = properties[RULE_PROPERTIES.value]?.trim() ?? '';
  const nobody = properties[RULE_PROPERTIES.ifNobody]?.trim() || 'admin';
  const [nobodyKind, nobodyUser] = nobody.startsWith('user:') ? ['user', nobody.slice(5).trim()] : [nobody, null];
  if (!(IF_NOBODY as readonly string[]).includes(nobodyKind) || (nobodyKind === 'user' && !nobodyUser)) throw new ApproverRuleError(RULE_PROPERTIES.ifNobody, nobody);
  const initiator = properties[RULE_PROPERTIES.ifInitiator]?.trim() || 'self';
  if (!(IF_INITIATOR as readonly string[]).includes(initiator)) throw new ApproverRuleError(RULE_PROPERTIES.ifInitiator, initiator);
  const rule: ApproverRule = {
    kind: kind as ApproverKind,
    refs: [],
    levels: 1,
    expression: null,
    ifNobody: nobodyKind as IfNobody,
    nobodyUser,
    ifInitiator: initiator as IfInitiator,
  };
  switch (rule.kind) {
    case 'users':
    case 'roles':
    case 'positions':
    case 'departments':
      rule.refs = list(value);
      if (rule.refs.length === 0) throw new ApproverRuleError(RULE_PROPERTIES.value, value);
      break;
    case 'leaderChain': {
      const levels = Number(value || '1');
      if (!Number.isInteger(levels) || levels < 1 || levels > MAX_LEADER_LEVELS) throw new ApproverRuleError(RULE_PROPERTIES.value, value);
      rule.levels = levels;
      break;
    }
    case 'expression':
      if (!value) throw new ApproverRuleError(RULE_PROPERTIES.value, value);
      rule.expression = value;
      break;
    default:
      break;
  }
  return rule;
}

/** The property entries that store a rule (the inverse of readApproverRule). */
export function approverRuleProperties(rule: ApproverRule): Record<string, string> {
  const out: Record<string, string> = { [RULE_PROPERTIES.kind]: rule.kind };
  if (rule.kind === 'leaderChain') out[RULE_PROPERTIES.value] = String(rule.levels);
  else if (rule.kind === 'expression') out[RULE_PROPERTIES.value] = rule.expression ?? '';
  else if (rule.refs.length) out[RULE_PROPERTIES.value] = rule.refs.join(',');
  if (rule.ifNobody !== 'admin') out[RULE_PROPERTIES.ifNobody] = rule.ifNobody === 'user' ? `user:${rule.nobodyUser ?? ''}` : rule.ifNobody;
  if (rule.ifInitiator !== 'self') out[RULE_PROPERTIES.ifInitiator] = rule.ifInitiator;
  return out;
}

/** A pass ratio in percent (1–100), or null when the property is absent. */
export function readPassRatio(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const ratio = Number(text.trim().replace(/%$/, ''));
  if (!Number.isInteger(ratio) || ratio < 1 || ratio > 100) throw new ApproverRuleError(RULE_PROPERTIES.passRatio, text);
  return ratio;
}

/** How many approvals of `total` a ratio needs, and so how many rejections it tolerates. */
export function ratioThresholds(ratioPercent: number, total: number): { approvalsNeeded: number; rejectionsAllowed: number } {
  const approvalsNeeded = Math.max(1, Math.ceil((ratioPercent * total) / 100 - 1e-9));
  return { approvalsNeeded, rejectionsAllowed: Math.max(0, total - approvalsNeeded) };
}

/** The approval modes the designer offers, as the multi-instance settings they write. */
export const APPROVAL_MODES = ['single', 'or', 'all', 'sequential', 'ratio'] as const;
export type ApprovalMode = (typeof APPROVAL_MODES)[number];

export interface LoopSettings {
  sequential: boolean;
  completionCondition: string | null;
}

export const OR_SIGN_CONDITION = '${nrOfCompletedInstances >= 1}';

/** The loop a mode writes (null: no multi-instance, one task for all approvers as candidates). */
export function loopOfMode(mode: ApprovalMode, ratioPercent = 60): LoopSettings | null {
  switch (mode) {
    case 'single':
      return null;
    case 'or':
      return { sequential: false, completionCondition: OR_SIGN_CONDITION };
    case 'all':
      return { sequential: false, completionCondition: null };
    case 'sequential':
      return { sequential: true, completionCondition: null };
    case 'ratio':
      return { sequential: false, completionCondition: `\${nrOfCompletedInstances / nrOfInstances >= ${ratioPercent / 100}}` };
  }
}

/** The mode a task's loop and pass ratio amount to (what the designer shows). */
export function modeOfLoop(loop: { sequential: boolean; completionCondition: string | null } | null, passRatio: number | null): ApprovalMode {
  if (!loop) return 'single';
  if (passRatio !== null) return 'ratio';
  if (loop.sequential) return 'sequential';
  const condition = loop.completionCondition?.replace(/\s+/g, '') ?? '';
  if (condition === OR_SIGN_CONDITION.replace(/\s+/g, '')) return 'or';
  return 'all';
}
