import type { RouteDef } from '../../http/route';
import { attachmentRoutes } from './routes/attachment-routes';
import { copyRoutes } from './routes/copy-routes';
import { signRoutes } from './routes/sign-routes';
import { signatureRoutes } from './routes/signature-routes';
import { batchRoutes } from './routes/batch-routes';
import { formRoutes } from './routes/form-routes';
import { listRoutes } from './routes/list-routes';
import { modelRoutes } from './routes/model-routes';
import { modelSettingsRoutes } from './routes/model-settings-routes';
import { draftRoutes } from './routes/draft-routes';
import { modelFormRoutes } from './routes/model-form-routes';
import { formFileRoutes } from './routes/form-file-routes';
import { modelVersionRoutes } from './routes/model-version-routes';
import { pathRoutes } from './routes/path-routes';
import { printRoutes } from './routes/print-routes';
import { processRoutes } from './routes/process-routes';
import { taskRoutes } from './routes/task-routes';
import { testClockRoutes } from './routes/test-clock-route';
import { serviceCallRoutes, wakingAfterChanges } from './routes/service-call-routes';
import { summaryFilterRoutes } from './routes/summary-filter-routes';

/** Every call of the approval engine. */
export const workflowRoutes: RouteDef<never>[] = [
  ...modelRoutes, ...modelSettingsRoutes, ...modelVersionRoutes, ...modelFormRoutes, ...draftRoutes,
  ...wakingAfterChanges([...processRoutes, ...taskRoutes, ...batchRoutes, ...copyRoutes, ...signRoutes]),
  ...pathRoutes, ...printRoutes, ...attachmentRoutes, ...signatureRoutes, ...formFileRoutes, ...listRoutes, ...summaryFilterRoutes, ...formRoutes, ...serviceCallRoutes, ...testClockRoutes(),
];
