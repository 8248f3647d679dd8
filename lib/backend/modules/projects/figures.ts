import type { ProjectFigures } from '@/lib/contract/project';
import type { Db } from '../../db/client';
import { objectiveFigures, taskFigures } from '../project-work/port';
import { documentCounts } from '../project-documents/port';
import { paidOf } from '../project-budget/port';

/**
 * Where the later parts of the workspace plug into its overview. Each source answers its figure
 * for one project, or is null while that part is not built: the overview then says so rather
 * than showing a zero. Objectives and tasks count what is done of all; the budget's use is the
 * sum of what was paid against it.
 */
export interface ProjectFigureSources {
  objectives: ((db: Db, projectKey: string) => Promise<ProjectFigures['objectives']>) | null;
  tasks: ((db: Db, projectKey: string) => Promise<ProjectFigures['tasks']>) | null;
  budgetUsed: ((db: Db, projectKey: string) => Promise<number>) | null;
  documents: ((db: Db, projectKey: string) => Promise<ProjectFigures['documents']>) | null;
}

export const PROJECT_FIGURE_SOURCES: ProjectFigureSources = {
  objectives: objectiveFigures,
  tasks: taskFigures,
  budgetUsed: paidOf,
  documents: documentCounts,
};

export async function projectFigures(db: Db, projectKey: string, plannedBudget: number | null): Promise<ProjectFigures> {
  const { objectives, tasks, budgetUsed, documents } = PROJECT_FIGURE_SOURCES;
  const [o, t, used, d] = await Promise.all([
    objectives?.(db, projectKey) ?? null, tasks?.(db, projectKey) ?? null, budgetUsed?.(db, projectKey) ?? null, documents?.(db, projectKey) ?? null,
  ]);
  return { objectives: o, tasks: t, budget: { planned: plannedBudget, used }, documents: d };
}
