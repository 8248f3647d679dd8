import { projectTaskEntity } from '@/lib/entities/project-task';
import { variantRoute } from '../../entity/crud';
import { genericRoutesOf } from '../../entity/registry';
import type { RouteDef } from '../../http/route';

const tasks = genericRoutesOf(projectTaskEntity);

/**
 * Beside the generic calls of objectives, key results, check-ins, tasks and comments: 我的任务,
 * the tasks assigned to the caller in every project she may see.
 */
export const projectWorkRoutes: RouteDef<never>[] = [
  variantRoute(tasks.query, 'POST', `${projectTaskEntity.apiBase}/mine`, { summary: "The caller's own tasks across the projects she may see", given: (auth) => ({ assignee: auth.userKey }) }),
];
