import { z } from 'zod';
import { entityRecordSchema } from './entity-answers';

/**
 * A project's budget (the calls budget/payment and budget/receivable, budgetPaths in
 * project-paths.ts): its payment plans, its receivable plans and its other fees, each with the
 * figures the workspace's budget tabs show.
 */

export const budgetInputSchema = z.object({
  projectKey: z.string().trim().min(1, 'entity.project.validation.keyRequired').max(64),
});
export const detailsInputSchema = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * Plans against what was drawn on them, in yuan exact to the cent: planned (every live plan),
 * actual (paid or received), remaining, and the plans overdue (past their planned day with money
 * still owed) with what is left of them.
 */
export const planFiguresSchema = z.strictObject({
  count: z.number().int(),
  planned: z.number(),
  actual: z.number(),
  remaining: z.number(),
  overdueCount: z.number().int(),
  overdueAmount: z.number(),
});
export type PlanFigures = z.infer<typeof planFiguresSchema>;

/** budget/payment and budget/receivable: the project's plans (planned day first, each a plan record) and their figures. */
export const budgetPlansSchema = z.strictObject({ totals: planFiguresSchema, records: z.array(entityRecordSchema) });
export interface BudgetPlans<Plan = Record<string, unknown>> {
  totals: PlanFigures;
  records: Plan[];
}

/** budget/otherFee: what the project's other fees come to, and by category. */
export const otherFeeFiguresSchema = z.strictObject({
  count: z.number().int(),
  total: z.number(),
  byCategory: z.array(z.strictObject({ category: z.string(), amount: z.number() })),
});
export type OtherFeeFigures = z.infer<typeof otherFeeFiguresSchema>;

/** payment/details: a payment plan's fields with its payments, oldest first. */
export const paymentPlanDetailsSchema = z.looseObject({ payments: z.array(entityRecordSchema) });
/** receivable/details: a receivable plan's fields with its receipts, oldest first. */
export const receivablePlanDetailsSchema = z.looseObject({ receipts: z.array(entityRecordSchema) });
