import { okrPayment, okrPaymentPlan, okrReceipt, okrReceivablePlan } from '../../db/schema';
import { drawdownBehaviour } from './drawdown-behaviour';
import { paymentEntity } from '@/lib/entities/payment';
import { receiptEntity } from '@/lib/entities/receipt';
import { entityBehaviour } from '../../entity/behaviour';

/** A payment: against an approved payment plan only, never beyond what is left of it. */
export const paymentBehaviour = entityBehaviour(paymentEntity, drawdownBehaviour({
  plan: { table: okrPaymentPlan, key: okrPaymentPlan.payment_plan_key, amount: okrPaymentPlan.amount, status: okrPaymentPlan.status },
  drawdown: { table: okrPayment, planKey: okrPayment.payment_plan_key, amount: okrPayment.amount, delFlag: okrPayment.del_flag },
  foreignKey: 'payment_plan_key',
  requires: { status: 'APPROVED', message: 'entity.paymentPlan.validation.notApproved' },
  overdraw: 'entity.paymentPlan.validation.overdraw',
  recorded: 'entity.payment.validation.recorded',
}));

/** A receipt: never beyond what is left of its receivable plan. */
export const receiptBehaviour = entityBehaviour(receiptEntity, drawdownBehaviour({
  plan: { table: okrReceivablePlan, key: okrReceivablePlan.receivable_plan_key, amount: okrReceivablePlan.amount },
  drawdown: { table: okrReceipt, planKey: okrReceipt.receivable_plan_key, amount: okrReceipt.amount, delFlag: okrReceipt.del_flag },
  foreignKey: 'receivable_plan_key',
  overdraw: 'entity.receivablePlan.validation.overdraw',
  recorded: 'entity.receipt.validation.recorded',
}));
