import { request } from '@/lib/client/api-client';
import { budgetPaths, type BudgetPlans, type OtherFeeFigures } from '@/lib/contract/project-budget';

export type BudgetKind = 'payment' | 'receivable' | 'otherFee';

/** The SWR key of a budget tab's figures; every figure of the budget is refreshed by its first part. */
export const BUDGET_FIGURES = 'budget:figures';
export const budgetFiguresKey = (kind: BudgetKind, projectKey: string) => [BUDGET_FIGURES, kind, projectKey] as const;

export function loadPlanFigures(kind: 'payment' | 'receivable', projectKey: string): Promise<BudgetPlans> {
  return request<BudgetPlans>(budgetPaths[kind], { query: { projectKey }, silent: true });
}

export function loadOtherFeeFigures(projectKey: string): Promise<OtherFeeFigures> {
  return request<OtherFeeFigures>(budgetPaths.otherFee, { query: { projectKey }, silent: true });
}
