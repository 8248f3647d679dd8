import { APPROVER_KINDS, IF_INITIATOR, IF_NOBODY, MAX_LEADER_LEVELS, RULE_PROPERTIES, type ApproverKind, type IfInitiator, type IfNobody } from './approver-rule';

/**
 * The designer's form of a user task's approver rule, read from and written back to the task's
 * extension properties beside whatever other properties it has (allowReturn, …). Reading is
 * lenient: a value the deploy would refuse shows as the nearest valid choice, so the panel never
 * breaks on a hand-written model.
 */

export interface PropertyPair {
  name: string;
  value: string;
}

export interface RuleForm {
  /** '' : no rule, the task is assigned by its assignee / candidate attributes. */
  kind: ApproverKind | '';
  refs: string[];
  levels: number;
  expression: string;
  ifNobody: IfNobody;
  nobodyUser: string;
  ifInitiator: IfInitiator;
  /** Pass ratio in percent, or null. */
  passRatio: number | null;
}

const RULE_NAMES = new Set<string>(Object.values(RULE_PROPERTIES));
const valueOf = (pairs: readonly PropertyPair[], name: string) => pairs.find((p) => p.name === name)?.value.trim() ?? '';
const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T => ((list as readonly string[]).includes(value) ? (value as T) : fallback);

export function ruleFormOf(pairs: readonly PropertyPair[]): RuleForm {
  const kind = oneOf<ApproverKind | ''>(['', ...APPROVER_KINDS], valueOf(pairs, RULE_PROPERTIES.kind), '');
  const value = valueOf(pairs, RULE_PROPERTIES.value);
  const nobody = valueOf(pairs, RULE_PROPERTIES.ifNobody);
  const levels = Number(value);
  const ratio = Number(valueOf(pairs, RULE_PROPERTIES.passRatio).replace(/%$/, ''));
  return {
    kind,
    refs: kind === 'users' || kind === 'roles' || kind === 'positions' || kind === 'departments' ? value.split(',').map((s) => s.trim()).filter(Boolean) : [],
    levels: kind === 'leaderChain' && Number.isInteger(levels) ? Math.min(Math.max(levels, 1), MAX_LEADER_LEVELS) : 1,
    expression: kind === 'expression' ? value : '',
    ifNobody: nobody.startsWith('user:') ? 'user' : oneOf(IF_NOBODY, nobody, 'admin'),
    nobodyUser: nobody.startsWith('user:') ? nobody.slice(5).trim() : '',
    ifInitiator: oneOf(IF_INITIATOR, valueOf(pairs, RULE_PROPERTIES.ifInitiator), 'self'),
    passRatio: Number.isInteger(ratio) && ratio >= 1 && ratio <= 100 ? ratio : null,
  };
}

/** The task's properties with the rule's entries replaced by the form's (others kept in order). */
export function pairsWithRule(pairs: readonly PropertyPair[], form: RuleForm): PropertyPair[] {
  const kept = pairs.filter((p) => !RULE_NAMES.has(p.name));
  const rule: PropertyPair[] = [];
  if (form.kind) {
    rule.push({ name: RULE_PROPERTIES.kind, value: form.kind });
    const value =
      form.kind === 'leaderChain' ? String(form.levels)
        : form.kind === 'expression' ? form.expression.trim()
          : form.refs.join(',');
    if (value) rule.push({ name: RULE_PROPERTIES.value, value });
    if (form.ifNobody !== 'admin') rule.push({ name: RULE_PROPERTIES.ifNobody, value: form.ifNobody === 'user' ? `user:${form.nobodyUser}` : form.ifNobody });
    if (form.ifInitiator !== 'self') rule.push({ name: RULE_PROPERTIES.ifInitiator, value: form.ifInitiator });
  }
  if (form.passRatio !== null) rule.push({ name: RULE_PROPERTIES.passRatio, value: String(form.passRatio) });
  return [...kept, ...rule];
}
