import type { Condition, ConditionBranch, NumberOperator } from './schema';

/**
 * A branch's conditions in the engine's expression language (jexl over the process variables):
 * form fields by their id, the initiator's departments and roles by the variables the engine sets
 * at the start (`initiatorDepartments`, `initiatorRoles`).
 */

export const DEPARTMENTS_VARIABLE = 'initiatorDepartments';
export const ROLES_VARIABLE = 'initiatorRoles';

const SYMBOLS: Record<Exclude<NumberOperator, 'between'>, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=', eq: '==' };

/** A string literal of the expression language. */
export const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const anyOf = (parts: string[]) => (parts.length === 1 ? parts[0]! : `(${parts.join(' || ')})`);

export function conditionExpression(condition: Condition): string {
  switch (condition.kind) {
    case 'number':
      return condition.op === 'between'
        ? `(${condition.field} >= ${condition.value} && ${condition.field} <= ${condition.upTo ?? condition.value})`
        : `${condition.field} ${SYMBOLS[condition.op]} ${condition.value}`;
    case 'choice':
      return anyOf(condition.values.map((v) => `${condition.field} == ${quote(v)}`));
    case 'text':
      return `${condition.field} == ${quote(condition.value)}`;
    case 'department':
      return anyOf(condition.departments.map((d) => `${quote(d)} in ${DEPARTMENTS_VARIABLE}`));
    case 'role':
      return anyOf(condition.roles.map((r) => `${quote(r)} in ${ROLES_VARIABLE}`));
  }
}

/** The flow condition of a branch: all its conditions (AND). */
export function branchExpression(branch: ConditionBranch): string {
  return `\${${branch.conditions.map(conditionExpression).join(' && ')}}`;
}
