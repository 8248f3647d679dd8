import type { z } from 'zod';
import { declareCall, declareKeyedCall, type InputOf, type Out } from './call';
import type { modelKeySchema, modelQuerySchema, modelSaveSchema, modelSuspendSchema } from './workflow';
import type { modelSettingsAnswerSchema, modelSettingsSchema } from './workflow-centre';
import type { modelApproverCheckSchema, modelDeployedSchema, modelDetailSchema, modelPageSchema, modelRowSchema, modelSuspendedSchema, modelVersionsSchema, modelVersionXmlSchema } from './workflow-model-answers';
import { workflowPaths as paths } from './workflow-values';

type In<S extends z.ZodType> = InputOf<z.input<S>>;

/**
 * The process models' calls, each with what it is sent and answers (./call.ts): the screens call
 * these, and the routes answering them are declared from them (lib/backend/modules/workflow/routes).
 */
export const workflowModelCalls = {
  modelQuery: declareCall<In<typeof modelQuerySchema>, Out<typeof modelPageSchema>>('POST', paths.modelQuery),
  /** A model with its XML, by its key. */
  modelDetail: declareKeyedCall<undefined, Out<typeof modelDetailSchema>>('GET', paths.modelDetail),
  modelSave: declareCall<In<typeof modelSaveSchema>, Out<typeof modelRowSchema>>('POST', paths.modelSave),
  modelDeploy: declareCall<In<typeof modelKeySchema>, Out<typeof modelDeployedSchema>>('POST', paths.modelDeploy),
  modelApproverCheck: declareCall<In<typeof modelKeySchema>, Out<typeof modelApproverCheckSchema>>('POST', paths.modelApproverCheck),
  modelSuspend: declareCall<In<typeof modelSuspendSchema>, Out<typeof modelSuspendedSchema>>('POST', paths.modelSuspend),
  modelVersions: declareCall<In<typeof modelKeySchema>, Out<typeof modelVersionsSchema>>('GET', paths.modelVersions),
  /** One deployed version with its frozen XML, by its definition's key. */
  modelVersion: declareKeyedCall<undefined, Out<typeof modelVersionXmlSchema>>('GET', paths.modelVersion),
  modelSettings: declareCall<In<typeof modelKeySchema>, Out<typeof modelSettingsAnswerSchema>>('POST', paths.modelSettings),
  modelSettingsSave: declareCall<In<typeof modelSettingsSchema>, Out<typeof modelSettingsAnswerSchema>>('POST', paths.modelSettingsSave),
};
