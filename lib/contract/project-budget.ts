import { z } from 'zod';

/**
 * A project's budget (the calls budget/payment and budget/receivable): its payment plans, its
 * receivable plans and its other fees, each with the figures the workspace's budget tabs show.
 */
const BASE = '/api/eis/restful';
export const budgetPaths = {
  payment: `${BASE}/budget/payment`,
  receivable: `${BASE}/budget/receivable`,
  otherFee: `${BASE}/budget/otherFee`,
  paymentDetails: `${BASE}/payment/details`,
  receivableDetails: `${BASE}/receivable/details`,
} as const;

export const budgetInputSchema = z.object({
  projectKey: z.string().trim().min(1, 'entity.project.validation.keyRequired').max(64),
});
export const detailsInputSchema = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * Plans against what was drawn on them, in yuan exact to the cent: planned (every live plan),
 * actual (paid or received), remaining, and the plans overdue (past their planned day with money
 * still owed) with what is left of them.
 */
export interface PlanFigures {
  count: number;
  planned: number;
  actual: number;
  remaining: number;
  overdueCount: number;
  overdueAmount: number;
}

/** budget/payment and budget/receivable: the project's plans (planned day first) and their figures. */
export interface BudgetPlans<Plan = Record<string, unknown>> {
  totals: PlanFigures;
  records: Plan[];
}

/** budget/otherFee: what the project's other fees come to, and by category. */
export interface OtherFeeFigures {
  count: number;
  total: number;
  byCategory: { category: string; amount: number }[];
}
