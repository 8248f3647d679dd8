import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BudgetFigures, BurnDown, ObjectiveProgress } from '@/lib/contract/project-report';
import { businessDay, type DayRange } from '@/lib/entity/date-presets';
import type { Db } from '../../db/client';
import { okrContract, okrObjective, okrQuote, okrTask } from '../../db/schema';
import { paidOf } from '../project-budget/port';
import { burnDownDays, openAtEndOf, type TaskDays } from './burn-down';

/** Contracts that bind the project's money: in force (approved) or archived after it. */
export const COMMITTING_CONTRACTS = ['APPROVED', 'ARCHIVED'] as const;
/** Quotes the customer may be held to. */
export const COMMITTING_QUOTES = ['APPROVED'] as const;

/** A task's days in the business's time zone; a task moved back out of done is open again. */
async function taskDaysOf(db: Db, projectKey: string): Promise<TaskDays[]> {
  const rows = await db.select({ created: okrTask.create_time, status: okrTask.status, done: okrTask.done_time })
    .from(okrTask).where(and(eq(okrTask.project_key, projectKey), eq(okrTask.del_flag, 0)));
  return rows.map((r) => ({
    created: businessDay(r.created),
    done: r.status === 'done' ? businessDay(r.done ?? r.created) : null,
  }));
}

/** The tasks open day by day over the range, and the ideal line to zero on the project's end day (or the range's). */
export async function burnDownOf(db: Db, projectKey: string, range: DayRange, projectEnd: Date | null, now = new Date()): Promise<BurnDown> {
  const tasks = await taskDaysOf(db, projectKey);
  const today = businessDay(now);
  const idealEnd = projectEnd ? businessDay(projectEnd) : range.to;
  return {
    days: burnDownDays(range, tasks, today, idealEnd),
    remainingToday: tasks.filter((t) => openAtEndOf(t, today)).length,
    idealEnd,
  };
}

/** Each objective's progress in the order they were set, and all of them weighted together. */
export async function objectiveProgressOf(db: Db, projectKey: string): Promise<ObjectiveProgress> {
  const rows = await db.select({ objective_key: okrObjective.objective_key, title: okrObjective.title, progress: okrObjective.progress, weight: okrObjective.weight })
    .from(okrObjective).where(and(eq(okrObjective.project_key, projectKey), eq(okrObjective.del_flag, 0)))
    .orderBy(asc(okrObjective.create_time), asc(okrObjective.objective_key));
  const items = rows.map((r) => ({ objective_key: r.objective_key, title: r.title, progress: Number(r.progress ?? 0), weight: Number(r.weight ?? 0) }));
  const weights = items.reduce((s, o) => s + o.weight, 0);
  const overall = items.length === 0 ? null : weights > 0 ? Math.round(items.reduce((s, o) => s + o.progress * o.weight, 0) / weights) : 0;
  return { items, overall };
}

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

/**
 * The planned budget against what is committed: contracts in force or archived, plus approved
 * quotes no such contract follows (a quote turned into a contract is counted once, as the contract);
 * and what was actually paid: the payments recorded against the project's payment plans.
 */
export async function budgetOf(db: Db, projectKey: string, planned: number | null): Promise<BudgetFigures> {
  const [contracts, quotes, paid] = await Promise.all([
    db.select({ amount: okrContract.amount, quote_key: okrContract.quote_key }).from(okrContract)
      .where(and(eq(okrContract.project_key, projectKey), eq(okrContract.del_flag, 0), inArray(okrContract.status, [...COMMITTING_CONTRACTS]))),
    db.select({ key: okrQuote.quote_key, amount: okrQuote.total_amount }).from(okrQuote)
      .where(and(eq(okrQuote.project_key, projectKey), eq(okrQuote.del_flag, 0), inArray(okrQuote.status, [...COMMITTING_QUOTES]))),
    paidOf(db, projectKey),
  ]);
  const underContract = new Set(contracts.map((c) => c.quote_key).filter(Boolean));
  // Summed in cents, so amounts with fractions add up as the records show them.
  const contractCents = contracts.reduce((s, c) => s + cents(c.amount), 0);
  const quoteCents = quotes.filter((q) => !underContract.has(q.key)).reduce((s, q) => s + cents(q.amount), 0);
  return { planned, contracts: contractCents / 100, quotesWithoutContract: quoteCents / 100, committed: (contractCents + quoteCents) / 100, paid };
}
