import { call } from '@/lib/client/call';
import type { BudgetPlans, OtherFeeFigures } from '@/lib/contract/project-budget';
import { budgetCalls } from '@/lib/contract/project-calls';

export type BudgetKind = 'payment' | 'receivable' | 'otherFee';

/** The SWR key of a budget tab's figures; every figure of the budget is refreshed by its first part. */
export const BUDGET_FIGURES = 'budget:figures';
export const budgetFiguresKey = (kind: BudgetKind, projectKey: string) => [BUDGET_FIGURES, kind, projectKey] as const;

export function loadPlanFigures(kind: 'payment' | 'receivable', projectKey: string): Promise<BudgetPlans> {
  return call(budgetCalls[kind], { projectKey }, { silent: true });
}

export function loadOtherFeeFigures(projectKey: string): Promise<OtherFeeFigures> {
  return call(budgetCalls.otherFee, { projectKey }, { silent: true });
}
