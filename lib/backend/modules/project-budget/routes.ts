import { and, asc, eq } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import type { z } from 'zod';
import {
  budgetInputSchema, budgetPlansSchema, detailsInputSchema, otherFeeFiguresSchema, paymentPlanDetailsSchema, receivablePlanDetailsSchema,
} from '@/lib/contract/project-budget';
import { budgetCalls } from '@/lib/contract/project-calls';
import { budgetPaths } from '@/lib/contract/project-paths';
import { otherFeeEntity } from '@/lib/entities/other-fee';
import { paymentEntity } from '@/lib/entities/payment';
import { paymentPlanEntity } from '@/lib/entities/payment-plan';
import { projectEntity } from '@/lib/entities/project';
import { receiptEntity } from '@/lib/entities/receipt';
import { receivablePlanEntity } from '@/lib/entities/receivable-plan';
import type { EntityDef } from '@/lib/entity/types';
import { okrPayment, okrPaymentPlan, okrReceipt, okrReceivablePlan } from '../../db/schema';
import { aliasRoute } from '../../entity/crud';
import { genericRoutesOf, writerOf } from '../../entity/registry';
import { defineCallRoute, defineRoute, type RouteDef } from '../../http/route';
import { otherFeeFigures, planFigures, plansOf, type PlanColumns } from './figures';

const PAYMENT_PLANS: PlanColumns = {
  table: okrPaymentPlan, project: okrPaymentPlan.project_key, delFlag: okrPaymentPlan.del_flag, key: okrPaymentPlan.payment_plan_key,
  plannedDate: okrPaymentPlan.planned_date, amount: 'amount', drawn: 'paid_amount', remaining: 'remaining_amount',
};
const RECEIVABLE_PLANS: PlanColumns = {
  table: okrReceivablePlan, project: okrReceivablePlan.project_key, delFlag: okrReceivablePlan.del_flag, key: okrReceivablePlan.receivable_plan_key,
  plannedDate: okrReceivablePlan.planned_date, amount: 'amount', drawn: 'received_amount', remaining: 'remaining_amount',
};

/** A project's plans of one kind with their figures, for whoever may read the project (by key too). */
function budgetRoute(declared: typeof budgetCalls.payment, entity: EntityDef, plan: PlanColumns, summary: string) {
  return defineCallRoute(declared, {
    tag: entity.name,
    summary,
    permission: entity.rights.read,
    input: budgetInputSchema,
    output: budgetPlansSchema,
    async handler({ db, auth, input }) {
      await writerOf(projectEntity).loadOwned(db, auth, input.projectKey);
      const records = await plansOf(db, plan, input.projectKey);
      return ok({ totals: planFigures(records, { ...plan, plannedField: 'planned_date' }), records });
    },
  });
}

/** A plan with what was drawn on it, newest first, for whoever may read the plan. */
function detailsRoute(path: string, planEntity: EntityDef, drawdowns: { name: string; output: z.ZodType; load: (db: Parameters<typeof plansOf>[0], key: string) => Promise<Record<string, unknown>[]> }, summary: string) {
  return defineRoute({
    method: 'GET',
    path,
    tag: planEntity.name,
    summary,
    permission: planEntity.rights.read,
    input: detailsInputSchema,
    output: drawdowns.output,
    async handler({ db, auth, input }) {
      const plan = await writerOf(planEntity).loadOwned(db, auth, input.id);
      return ok({ ...plan, [drawdowns.name]: await drawdowns.load(db, input.id) });
    },
  });
}

const payments = genericRoutesOf(paymentEntity);
const paymentPlans = genericRoutesOf(paymentPlanEntity);
const receipts = genericRoutesOf(receiptEntity);
const receivablePlans = genericRoutesOf(receivablePlanEntity);

/**
 * The budget's calls under their call names (docs/architecture.md, "The embedded backend"). Payment: save (the plan), pay (a
 * payment against an approved plan, never beyond what is left of it), details (the plan with its
 * payments); the receivable family mirrors it with receive. Budget: payment and receivable (a
 * project's plans with plan / actual / remaining / overdue figures), and otherFee (what the other
 * fees come to). Everything else is generic or comes from the declarations (submit, check,
 * approval/{id}, exportXls).
 */
export const projectBudgetRoutes: RouteDef<never>[] = [
  aliasRoute(paymentPlans.addOrUpdate, 'POST', `${paymentPlanEntity.apiBase}/save`),
  aliasRoute(payments.addOrUpdate, 'POST', `${paymentPlanEntity.apiBase}/pay`),
  aliasRoute(receivablePlans.addOrUpdate, 'POST', `${receivablePlanEntity.apiBase}/save`),
  aliasRoute(receipts.addOrUpdate, 'POST', `${receivablePlanEntity.apiBase}/receive`),
  detailsRoute(budgetPaths.paymentDetails, paymentPlanEntity, {
    name: 'payments',
    output: paymentPlanDetailsSchema,
    load: (db, key) => db.select().from(okrPayment).where(and(eq(okrPayment.payment_plan_key, key), eq(okrPayment.del_flag, 0))).orderBy(asc(okrPayment.pay_date), asc(okrPayment.create_time)),
  }, 'A payment plan with its payments (oldest first)'),
  detailsRoute(budgetPaths.receivableDetails, receivablePlanEntity, {
    name: 'receipts',
    output: receivablePlanDetailsSchema,
    load: (db, key) => db.select().from(okrReceipt).where(and(eq(okrReceipt.receivable_plan_key, key), eq(okrReceipt.del_flag, 0))).orderBy(asc(okrReceipt.receive_date), asc(okrReceipt.create_time)),
  }, 'A receivable plan with its receipts (oldest first)'),
  budgetRoute(budgetCalls.payment, paymentPlanEntity, PAYMENT_PLANS, "A project's payment plans (planned day first) with planned, paid, remaining and overdue figures"),
  budgetRoute(budgetCalls.receivable, receivablePlanEntity, RECEIVABLE_PLANS, "A project's receivable plans (planned day first) with planned, received, remaining and overdue figures"),
  defineCallRoute(budgetCalls.otherFee, {
    tag: otherFeeEntity.name,
    summary: "What a project's other fees come to, in all and by category",
    permission: otherFeeEntity.rights.read,
    input: budgetInputSchema,
    output: otherFeeFiguresSchema,
    async handler({ db, auth, input }) {
      await writerOf(projectEntity).loadOwned(db, auth, input.projectKey);
      return ok(await otherFeeFigures(db, input.projectKey));
    },
  }),
] as RouteDef<never>[];
