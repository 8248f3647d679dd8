import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { ProjectFigures } from '@/lib/contract/project';
import type { Db } from '../../db/client';
import { okrObjective, okrTask } from '../../db/schema';

/**
 * A project's objectives for its overview: how many are fully reached of all, and the progress
 * of all together (their progress weighted as they are weighed against each other).
 */
export async function objectiveFigures(db: Db, projectKey: string): Promise<ProjectFigures['objectives']> {
  const [row] = await db.select({
    total: count(),
    done: sql<number>`count(*) filter (where ${okrObjective.progress} >= 100)`,
    weighted: sum(sql`${okrObjective.progress} * ${okrObjective.weight}`),
    weights: sum(okrObjective.weight),
  }).from(okrObjective).where(and(eq(okrObjective.project_key, projectKey), eq(okrObjective.del_flag, 0)));
  const weights = Number(row?.weights ?? 0);
  return { done: Number(row?.done ?? 0), total: Number(row?.total ?? 0), percent: weights > 0 ? Math.round(Number(row?.weighted ?? 0) / weights) : 0 };
}

/** Today's date as the date fields hold it (YYYY-MM-DD, the server's day). */
export function todayText(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A project's tasks for its overview: done of all, and how many are overdue (past their due day, not done). */
export async function taskFigures(db: Db, projectKey: string): Promise<ProjectFigures['tasks']> {
  const today = todayText();
  const [row] = await db.select({
    total: count(),
    done: sql<number>`count(*) filter (where ${okrTask.status} = 'done')`,
    overdue: sql<number>`count(*) filter (where ${okrTask.status} <> 'done' and ${okrTask.due_date} < ${today})`,
  }).from(okrTask).where(and(eq(okrTask.project_key, projectKey), eq(okrTask.del_flag, 0)));
  return { done: Number(row?.done ?? 0), total: Number(row?.total ?? 0), overdue: Number(row?.overdue ?? 0) };
}
