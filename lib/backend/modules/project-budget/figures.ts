import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { OtherFeeFigures, PlanFigures } from '@/lib/contract/project-budget';
import { businessDay } from '@/lib/entity/date-presets';
import type { Db } from '../../db/client';
import { okrOtherFee, okrPayment } from '../../db/schema';
import type { Row } from '../../entity/behaviour';

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

/** A kind of plan: its table and the columns the figures read. */
export interface PlanColumns {
  table: PgTable;
  project: PgColumn;
  delFlag: PgColumn;
  amount: string;
  drawn: string;
  remaining: string;
  plannedDate: PgColumn;
  key: PgColumn;
}

/** A project's live plans of one kind, planned day first. */
export async function plansOf(db: Db, plan: PlanColumns, projectKey: string): Promise<Row[]> {
  return (await db.select().from(plan.table).where(and(eq(plan.project, projectKey), eq(plan.delFlag, 0)))
    .orderBy(asc(plan.plannedDate), asc(plan.key)));
}

/** Whether a plan is overdue on the business's day: its planned day has passed and money is still owed. */
export function planOverdue(row: Row, plannedField: string, remainingField: string, today: string): boolean {
  const day = row[plannedField];
  return typeof day === 'string' && day.slice(0, 10) < today && cents(row[remainingField]) > 0;
}

/** The plans' figures, summed in cents so they match the records to the cent. */
export function planFigures(rows: Row[], plan: { amount: string; drawn: string; remaining: string; plannedField: string }, now = new Date()): PlanFigures {
  const today = businessDay(now);
  let planned = 0;
  let actual = 0;
  let remaining = 0;
  let overdueCount = 0;
  let overdueAmount = 0;
  for (const row of rows) {
    planned += cents(row[plan.amount]);
    actual += cents(row[plan.drawn]);
    remaining += cents(row[plan.remaining]);
    if (planOverdue(row, plan.plannedField, plan.remaining, today)) {
      overdueCount += 1;
      overdueAmount += cents(row[plan.remaining]);
    }
  }
  return { count: rows.length, planned: planned / 100, actual: actual / 100, remaining: remaining / 100, overdueCount, overdueAmount: overdueAmount / 100 };
}

/** What a project's other fees come to, by category. */
export async function otherFeeFigures(db: Db, projectKey: string): Promise<OtherFeeFigures> {
  const rows = await db.select({ category: okrOtherFee.category, amount: sql<string>`coalesce(sum(${okrOtherFee.amount}), 0)`, n: sql<number>`count(*)::int` })
    .from(okrOtherFee).where(and(eq(okrOtherFee.project_key, projectKey), eq(okrOtherFee.del_flag, 0)))
    .groupBy(okrOtherFee.category).orderBy(asc(okrOtherFee.category));
  const byCategory = rows.map((r) => ({ category: String(r.category), amount: cents(r.amount) / 100 }));
  return { count: rows.reduce((s, r) => s + Number(r.n), 0), total: rows.reduce((s, r) => s + cents(r.amount), 0) / 100, byCategory };
}

/** What was actually paid on a project: the sum of its recorded payments. */
export async function paidOf(db: Db, projectKey: string): Promise<number> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${okrPayment.amount}), 0)` })
    .from(okrPayment).where(and(eq(okrPayment.project_key, projectKey), eq(okrPayment.del_flag, 0)));
  return cents(row?.total) / 100;
}
