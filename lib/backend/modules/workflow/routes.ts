import type { RouteDef } from '../../http/route';
import { attachmentRoutes } from './attachment-routes';
import { copyRoutes } from './copy-routes';
import { signRoutes } from './sign-routes';
import { formRoutes } from './form-routes';
import { listRoutes } from './list-routes';
import { modelRoutes } from './model-routes';
import { modelVersionRoutes } from './model-version-routes';
import { pathRoutes } from './path-routes';
import { processRoutes } from './process-routes';
import { taskRoutes } from './task-routes';
import { testClockRoutes } from './test-clock-route';
import { serviceCallRoutes, wakingAfterChanges } from './service-call-routes';

/** Every call of the approval engine. */
export const workflowRoutes: RouteDef<never>[] = [
  ...modelRoutes, ...modelVersionRoutes,
  ...wakingAfterChanges([...processRoutes, ...taskRoutes, ...copyRoutes, ...signRoutes]),
  ...pathRoutes, ...attachmentRoutes, ...listRoutes, ...formRoutes, ...serviceCallRoutes, ...testClockRoutes(),
];
