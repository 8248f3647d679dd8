import { z } from 'zod';
import { pageSchemaOf } from './page';
import { approverGapSchema, modelAttentionShape } from './workflow-approver-gap-schema';
import { MODEL_STATUSES } from './workflow-values';

/** What the process models' calls answer: the model list, a model with its XML, its versions. Instants travel as ISO 8601 texts. */
const instant = z.string();

const modelShape = {
  model_key: z.string(),
  process_key: z.string(),
  /** As typed: administrators manage the names here (the English ones are in 模型设置). */
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  /** DRAFT (never deployed), DEPLOYED (the XML is the deployed one), CHANGED (edited since). */
  status: z.enum(MODEL_STATUSES),
  suspended: z.boolean(),
  latest_version: z.number(),
  create_by: z.string().nullable(),
  create_time: instant,
  update_by: z.string().nullable(),
  update_time: instant,
};

/** A process model as saving it answers. */
export const modelRowSchema = z.strictObject(modelShape);
export type ModelRow = z.infer<typeof modelRowSchema>;

/** A row of the model list: the approvers of its latest deployment that left are named too. */
export const modelListRowSchema = z.strictObject({ ...modelShape, ...modelAttentionShape });
export type ModelListRow = z.infer<typeof modelListRowSchema>;
export const modelPageSchema = pageSchemaOf(modelListRowSchema);

/** A model with its XML (the designer). */
export const modelDetailSchema = z.strictObject({ ...modelShape, xml: z.string(), version: z.number() });

export const modelDeployedSchema = z.strictObject({ model_key: z.string(), process_key: z.string(), definition_key: z.string(), version: z.number() });
export type ModelDeployed = z.infer<typeof modelDeployedSchema>;

export const modelApproverCheckSchema = z.strictObject({ gaps: z.array(approverGapSchema) });
export const modelSuspendedSchema = z.strictObject({ model_key: z.string(), suspended: z.boolean() });

/** A deployed version of a model, without its XML (the version list). */
export const modelVersionSchema = z.strictObject({
  definition_key: z.string(),
  model_key: z.string(),
  process_key: z.string(),
  version: z.number(),
  name: z.string(),
  deploy_by: z.string().nullable(),
  deploy_by_name: z.string().nullable(),
  deploy_time: instant,
});
export const modelVersionsSchema = z.array(modelVersionSchema);

/** One deployed version with the XML it was deployed with. */
export const modelVersionXmlSchema = z.strictObject({
  definition_key: z.string(),
  model_key: z.string(),
  process_key: z.string(),
  version: z.number(),
  name: z.string(),
  deploy_time: instant,
  xml: z.string(),
});
