import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { ProjectFigures } from '@/lib/contract/project';
import { projectTaskEntity } from '@/lib/entities/project-task';
import { businessDay } from '@/lib/entity/time-zone';

const EXCUSED = projectTaskEntity.overdue.unless.values;
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

/** Today as the date fields hold it (the business's day). */
export const todayText = (now = new Date()) => businessDay(now);

/** A project's tasks for its overview: done of all, and how many are overdue (past their due day, not done). */
export async function taskFigures(db: Db, projectKey: string): Promise<ProjectFigures['tasks']> {
  const today = todayText();
  const [row] = await db.select({
    total: count(),
    done: sql<number>`count(*) filter (where ${okrTask.status} = 'done')`,
    // Overdue as the declaration says: past the due day, and not in a status that excuses it.
    overdue: sql<number>`count(*) filter (where ${okrTask.due_date} < ${today} and ${okrTask.status} not in (${sql.join(EXCUSED.map((v) => sql`${v}`), sql`, `)}))`,
  }).from(okrTask).where(and(eq(okrTask.project_key, projectKey), eq(okrTask.del_flag, 0)));
  return { done: Number(row?.done ?? 0), total: Number(row?.total ?? 0), overdue: Number(row?.overdue ?? 0) };
}
