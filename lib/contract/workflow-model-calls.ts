import type { z } from 'zod';
import { declareCall } from './call';
import type { modelQuerySchema } from './workflow';
import type { modelPageSchema } from './workflow-model-answers';
import { workflowPaths as paths } from './workflow-values';

/**
 * The process models' calls, each with what it is sent and answers (./call.ts): the screens call
 * these, and the routes answering them are declared from them (lib/backend/modules/workflow/routes).
 */
export const workflowModelCalls = {
  modelQuery: declareCall<z.input<typeof modelQuerySchema>, z.infer<typeof modelPageSchema>>('POST', paths.modelQuery),
};
