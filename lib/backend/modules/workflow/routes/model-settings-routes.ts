import { and, eq, ne, sql } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import { modelSettingsAnswerSchema, modelSettingsSchema, type ModelSettings } from '@/lib/contract/workflow-centre';
import { EVERYONE } from '@/lib/contract/workflow-start-scope';
import { modelKeySchema, WORKFLOW_RIGHTS } from '@/lib/contract/workflow';
import type { Db } from '../../../db/client';
import { wfModel } from '../../../db/schema';
import { newRecordKey } from '../../../entity/crud';
import { notFound } from '../../../http/errors';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { buildBpmn } from '../model/bpmn-builder';
import { WorkflowError } from '../model/errors';
import { rewriteProcessIdentity } from '../model/rewrite-identity';
import { workflowModelCalls } from '@/lib/contract/workflow-model-calls';

/**
 * A model's settings (模型设置, administrators): process key, name and category (each with its
 * English name, read live: not part of the deployed XML), icon, description and who may start it.
 * A new process key is written into the model's XML; the versions deployed before keep theirs (and
 * so do their requests), the next deployment carries the new one.
 */

const TAG = 'workflow';
const RIGHT = WORKFLOW_RIGHTS.models;

const settingsColumns = {
  model_key: wfModel.model_key,
  process_key: wfModel.process_key,
  name: wfModel.name,
  name_en: wfModel.name_en,
  category: wfModel.category,
  category_en: wfModel.category_en,
  icon: wfModel.icon,
  description: wfModel.description,
  start_scope: wfModel.start_scope,
  status: wfModel.status,
  latest_version: wfModel.latest_version,
};

async function settingsOf(db: Db, modelKey: string): Promise<ModelSettings> {
  const [row] = await db.select(settingsColumns).from(wfModel).where(and(eq(wfModel.model_key, modelKey), eq(wfModel.del_flag, 0))).limit(1);
  if (!row) throw notFound('workflow.model.notFound');
  return { ...row, start_scope: row.start_scope ?? EVERYONE };
}

/** An empty process to design afterwards: a start and an end. */
const emptyProcess = (processKey: string, name: string) =>
  buildBpmn({
    id: processKey, name,
    nodes: [{ id: 'start', type: 'startEvent', at: [0, 0] }, { id: 'end', type: 'endEvent', at: [1, 0] }],
    flows: [{ id: 'flow_start', from: 'start', to: 'end' }],
  });

const read = defineCallRoute(workflowModelCalls.modelSettings, {
  tag: TAG,
  permission: RIGHT,
  summary: 'A model’s settings: process key, name, name_en, category, category_en, icon, description, start_scope (departments, roles, users; all empty is everyone)',
  input: modelKeySchema,
  output: modelSettingsAnswerSchema,
  async handler({ db, input }) {
    return ok(await settingsOf(db, input.model_key));
  },
});

const save = defineCallRoute(workflowModelCalls.modelSettingsSave, {
  tag: TAG,
  permission: RIGHT,
  summary: 'Save a model’s settings, or create a model with an empty process (no model_key); a changed process key is written into the XML and refused when another model has it',
  input: modelSettingsSchema,
  output: modelSettingsAnswerSchema,
  async handler({ db, auth, input }) {
    return db.transaction(async (tx) => {
      const [clash] = await tx
        .select({ key: wfModel.model_key })
        .from(wfModel)
        .where(and(eq(wfModel.process_key, input.process_key), input.model_key ? ne(wfModel.model_key, input.model_key) : undefined))
        .limit(1);
      if (clash) throw new WorkflowError('workflow.model.processKeyTaken', { id: input.process_key });
      const fields = {
        process_key: input.process_key, name: input.name, name_en: input.name_en ?? null, category: input.category ?? null, category_en: input.category_en ?? null, icon: input.icon ?? null,
        description: input.description ?? null, start_scope: input.start_scope, update_by: auth.userKey, update_time: new Date(),
      };
      let modelKey = input.model_key;
      if (modelKey) {
        const [before] = await tx.select().from(wfModel).where(and(eq(wfModel.model_key, modelKey), eq(wfModel.del_flag, 0))).for('update');
        if (!before) throw notFound('workflow.model.notFound');
        const renamed = before.process_key !== input.process_key || before.name !== input.name;
        const xml = renamed ? await rewriteProcessIdentity(before.xml, { processKey: input.process_key, name: input.name }) : before.xml;
        // The process key and name are part of the deployed XML: changing them is a change to deploy.
        const status = renamed && before.latest_version > 0 ? 'CHANGED' : before.status;
        await tx.update(wfModel).set({ ...fields, xml, status, version: sql`${wfModel.version} + 1` }).where(eq(wfModel.model_key, modelKey));
      } else {
        modelKey = newRecordKey();
        await tx.insert(wfModel).values({ ...fields, model_key: modelKey, xml: emptyProcess(input.process_key, input.name), status: 'DRAFT', create_by: auth.userKey });
      }
      return ok(await settingsOf(tx, modelKey), 'workflow.model.settingsSaved');
    });
  },
});

export const modelSettingsRoutes = [read, save] as RouteDef<never>[];
