import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResultCode } from '@/lib/contract/envelope';
import { messageWith } from '@/lib/entity/messages';
import type { EntityBehaviour, Row } from '../../entity/behaviour';
import { ApiError } from '../../http/errors';

/** What a drawdown (a payment against its plan, a receipt against its plan) is checked against. */
export interface DrawdownRule {
  plan: { table: PgTable; key: PgColumn; amount: PgColumn; status?: PgColumn };
  drawdown: { table: PgTable; planKey: PgColumn; amount: PgColumn; delFlag: PgColumn };
  /** The field of a drawdown naming its plan. */
  foreignKey: string;
  /** The plan must hold this status (an approved payment plan), else `message` is said. */
  requires?: { status: string; message: string };
  /** Said when the drawdown would take more than is left: `{remaining}` is filled in. */
  overdraw: string;
  /** Said when a recorded drawdown is to be changed or deleted. */
  recorded: string;
}

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const yuan = (c: number) => (c / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money drawn against a plan never adds up to more than the plan. The plan's row is locked before
 * its drawdowns are summed, so of two drawdowns at once the second waits for the first and then
 * counts it: both cannot take the last of a plan. A drawdown, once recorded, stays as it is.
 */
export function drawdownBehaviour(rule: DrawdownRule): EntityBehaviour {
  return {
    async prepare({ tx, row, before }) {
      if (before) throw new ApiError(ResultCode.conflict, rule.recorded);
      const planKey = String(row[rule.foreignKey] ?? '');
      const [plan] = (await tx.select({ amount: rule.plan.amount, ...(rule.plan.status ? { status: rule.plan.status } : {}) })
        .from(rule.plan.table).where(eq(rule.plan.key, planKey)).for('update')) as Row[];
      if (!plan) throw new ApiError(ResultCode.badRequest, 'validation.recordNotFound');
      if (rule.requires && plan.status !== rule.requires.status) throw new ApiError(ResultCode.conflict, rule.requires.message);
      const [drawn] = await tx.select({ total: sql<string>`coalesce(sum(${rule.drawdown.amount}), 0)` })
        .from(rule.drawdown.table).where(and(eq(rule.drawdown.planKey, planKey), eq(rule.drawdown.delFlag, 0)));
      const remaining = cents(plan.amount) - cents(drawn?.total);
      if (cents(row.amount) > remaining) throw new ApiError(ResultCode.conflict, messageWith(rule.overdraw, { remaining: yuan(remaining) }), 'amount');
    },
    async beforeDelete() {
      throw new ApiError(ResultCode.conflict, rule.recorded);
    },
  };
}
