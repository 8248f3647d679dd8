import { ok } from '@/lib/contract/envelope';
import { projectReportInputSchema, projectReportSchema, type ProjectReport } from '@/lib/contract/project-report';
import { projectCalls } from '@/lib/contract/project-calls';
import { projectEntity } from '@/lib/entities/project';
import { writerOf } from '../../entity/registry';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { budgetOf, burnDownOf, objectiveProgressOf } from './figures';

const asDate = (value: unknown): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
};

const report = defineCallRoute(projectCalls.report, {
  tag: projectEntity.name,
  summary: "The workspace's report of a project over whole days from..to (at most a year): tasks open at the end of each day with the ideal burn-down, each objective's progress with the weighted whole, and the planned budget against what contracts and approved quotes commit",
  output: projectReportSchema,
  permission: projectEntity.rights.read,
  input: projectReportInputSchema,
  async handler({ db, auth, input }) {
    // Reached exactly as the project is: someone who may not read it is refused, by key too.
    const project = await writerOf(projectEntity).loadOwned(db, auth, input.projectKey);
    const range = { from: input.from, to: input.to };
    const planned = project.initial_budget === null || project.initial_budget === undefined ? null : Number(project.initial_budget);
    const [burnDown, objectives, budget] = await Promise.all([
      burnDownOf(db, input.projectKey, range, asDate(project.project_end_time)),
      objectiveProgressOf(db, input.projectKey),
      budgetOf(db, input.projectKey, planned),
    ]);
    const answer: ProjectReport = { range, burnDown, objectives, budget };
    return ok(answer);
  },
});

export const projectReportRoutes: RouteDef<never>[] = [report as RouteDef<never>];
