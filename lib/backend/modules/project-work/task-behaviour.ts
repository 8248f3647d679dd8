import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { okrKeyResult, okrObjective, okrTask } from '../../db/schema';
import { entityBehaviour, type Row } from '../../entity/behaviour';
import { badRequest } from '../../http/errors';
import { projectTaskEntity } from '@/lib/entities/project-task';

const V = 'entity.projectTask.validation';
/** Deeper than any real breakdown of work; a longer chain can only be a loop. */
const MAX_DEPTH = 50;

/** The project of a live key result (through its objective), or null. */
async function projectOfKeyResult(tx: Db, key: string): Promise<string | null> {
  const [hit] = await tx.select({ project: okrObjective.project_key }).from(okrKeyResult)
    .innerJoin(okrObjective, eq(okrObjective.objective_key, okrKeyResult.objective_key))
    .where(and(eq(okrKeyResult.key_result_key, key), eq(okrKeyResult.del_flag, 0), eq(okrObjective.del_flag, 0))).limit(1);
  return hit?.project ?? null;
}

/**
 * The parent task is not the task itself or one below it. That it is a live task of the same
 * project is declared (`within` on parent_task_key) and checked by the record writer; a chain that
 * ends at a missing task cannot loop.
 */
async function assertNoParentLoop(tx: Db, task: Row): Promise<void> {
  const own = (task.task_key as string | undefined) ?? null;
  let next = task.parent_task_key as string;
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    if (next === own) throw badRequest(`${V}.parentLoop`);
    const [parent] = await tx.select({ up: okrTask.parent_task_key }).from(okrTask)
      .where(and(eq(okrTask.task_key, next), eq(okrTask.del_flag, 0))).limit(1);
    if (!parent?.up) return;
    next = parent.up;
  }
  throw badRequest(`${V}.parentLoop`);
}

/**
 * Tasks: the key result a task serves is of its own project, and its parents do not loop (the
 * parent link already checks that the caller reaches the project).
 */
export const projectTaskBehaviour = entityBehaviour(projectTaskEntity, {
  async prepare({ tx, row, before }) {
    const task = { ...before, ...row };
    const moved = (field: string) => field in row && (row[field] ?? null) !== (before?.[field] ?? null);
    if (task.key_result_key && (moved('project_key') || moved('key_result_key')) && (await projectOfKeyResult(tx, String(task.key_result_key))) !== task.project_key) {
      throw badRequest(`${V}.keyResultOfOtherProject`);
    }
    if (task.parent_task_key && moved('parent_task_key')) await assertNoParentLoop(tx, task);
  },
});
