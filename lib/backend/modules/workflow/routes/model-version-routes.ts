import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { modelVersionXmlSchema, modelVersionsSchema } from '@/lib/contract/workflow-answers';
import { modelKeySchema, WORKFLOW_RIGHTS } from '@/lib/contract/workflow';
import { sysUser, wfDefinition } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { workflowModelCalls } from '@/lib/contract/workflow-model-calls';

/** The deployed versions of a model, for the model list's version history (administrators). */

const TAG = 'workflow';
const RIGHT = WORKFLOW_RIGHTS.models;

const versions = defineCallRoute(workflowModelCalls.modelVersions, {
  tag: TAG,
  permission: RIGHT,
  summary: 'The deployed versions of a model, newest first, without their XML',
  input: modelKeySchema,
  output: modelVersionsSchema,
  async handler({ db, input }) {
    const rows = await db
      .select({
        definition_key: wfDefinition.definition_key,
        model_key: wfDefinition.model_key,
        process_key: wfDefinition.process_key,
        version: wfDefinition.version,
        name: wfDefinition.name,
        deploy_by: wfDefinition.deploy_by,
        deploy_by_name: sysUser.realname,
        deploy_time: wfDefinition.deploy_time,
      })
      .from(wfDefinition)
      .leftJoin(sysUser, eq(sysUser.user_key, wfDefinition.deploy_by))
      .where(eq(wfDefinition.model_key, input.model_key))
      .orderBy(desc(wfDefinition.version));
    return ok(rows);
  },
});

const version = defineCallRoute(workflowModelCalls.modelVersion, {
  tag: TAG,
  permission: RIGHT,
  summary: 'One deployed version with the BPMN XML it was deployed with',
  input: z.object({ id: z.string().trim().min(1).max(64) }),
  output: modelVersionXmlSchema,
  async handler({ db, input }) {
    const [row] = await db
      .select({
        definition_key: wfDefinition.definition_key,
        model_key: wfDefinition.model_key,
        process_key: wfDefinition.process_key,
        version: wfDefinition.version,
        name: wfDefinition.name,
        deploy_time: wfDefinition.deploy_time,
        xml: wfDefinition.xml,
      })
      .from(wfDefinition)
      .where(eq(wfDefinition.definition_key, input.id))
      .limit(1);
    if (!row) throw notFound('workflow.process.notFound');
    return ok(row);
  },
});

export const modelVersionRoutes = [versions, version] as RouteDef<never>[];
