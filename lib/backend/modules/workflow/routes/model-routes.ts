import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { modelApproverCheckSchema, modelDeployedSchema, modelDetailSchema, modelPageSchema, modelRowSchema, modelSuspendedSchema } from '@/lib/contract/workflow-answers';
import { modelKeySchema, modelQuerySchema, modelSaveSchema, modelSuspendSchema, WORKFLOW_RIGHTS } from '@/lib/contract/workflow';
import type { Db } from '../../../db/client';
import { wfModel } from '../../../db/schema';
import { newRecordKey } from '../../../entity/crud';
import { notFound } from '../../../http/errors';
import { likePattern } from '../../../http/inputs';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { approverGapsOf, approverGapsOfModels } from '../store/approver-gaps';
import { compileModel, modelIdentity } from '../nodes/compile';
import { deployModel } from '../operations/deploy';
import { WorkflowError } from '../model/errors';
import { workflowModelCalls } from '@/lib/contract/workflow-model-calls';

/** Process model management (administrators): query, save, deploy as a new version, suspend. */

const TAG = 'workflow';
const RIGHT = WORKFLOW_RIGHTS.models;

const modelColumns = {
  model_key: wfModel.model_key,
  process_key: wfModel.process_key,
  name: wfModel.name,
  category: wfModel.category,
  description: wfModel.description,
  icon: wfModel.icon,
  status: wfModel.status,
  suspended: wfModel.suspended,
  latest_version: wfModel.latest_version,
  create_by: wfModel.create_by,
  create_time: wfModel.create_time,
  update_by: wfModel.update_by,
  update_time: wfModel.update_time,
};

async function liveModel(db: Db, modelKey: string) {
  const [row] = await db.select().from(wfModel).where(and(eq(wfModel.model_key, modelKey), eq(wfModel.del_flag, 0))).limit(1);
  if (!row) throw notFound('workflow.model.notFound');
  return row;
}

const query = defineCallRoute(workflowModelCalls.modelQuery, {
  tag: TAG,
  permission: RIGHT,
  summary: 'Process models, newest change first: keyword (name or process id), status DRAFT / DEPLOYED / CHANGED; each says whether the approvers of its latest deployment have left (needs_attention, approver_gaps)',
  input: modelQuerySchema,
  output: modelPageSchema,
  async handler({ db, input }) {
    const words = input.keyword ? likePattern(input.keyword) : null;
    const where = and(
      eq(wfModel.del_flag, 0),
      input.status ? eq(wfModel.status, input.status) : undefined,
      words ? or(ilike(wfModel.name, words), ilike(wfModel.process_key, words)) : undefined,
    );
    const [records, totals] = await Promise.all([
      db.select(modelColumns).from(wfModel).where(where).orderBy(desc(wfModel.update_time), desc(wfModel.model_key)).limit(input.pageSize).offset((input.pageNo - 1) * input.pageSize),
      db.select({ n: count() }).from(wfModel).where(where),
    ]);
    const gaps = await approverGapsOfModels(db, records);
    const marked = records.map((r) => {
      const approver_gaps = gaps.get(r.model_key) ?? [];
      return { ...r, needs_attention: approver_gaps.length > 0, approver_gaps };
    });
    return ok({ records: marked, total: Number(totals[0]?.n ?? 0), current: input.pageNo, size: input.pageSize });
  },
});

const detail = defineCallRoute(workflowModelCalls.modelDetail, {
  tag: TAG,
  permission: RIGHT,
  summary: 'One model with its BPMN XML (the designer opens it)',
  input: z.object({ id: z.string().trim().min(1).max(64) }),
  output: modelDetailSchema,
  async handler({ db, input }) {
    // The designer names the model as typed; its English names are its settings' (模型设置).
    const { name_en: _nameEn, category_en: _categoryEn, ...row } = await liveModel(db, input.id);
    return ok({ ...row, del_flag: undefined, form_design: undefined, start_scope: undefined });
  },
});

/**
 * Saves the designer's XML. The model must parse as BPMN with a process id; whether it can run is
 * checked when it is deployed, so drafts can be saved half-done.
 */
const save = defineCallRoute(workflowModelCalls.modelSave, {
  tag: TAG,
  permission: RIGHT,
  summary: 'Create (no model_key) or update a model from BPMN XML; the process id becomes process_key',
  output: modelRowSchema,
  input: modelSaveSchema,
  async handler({ db, auth, input }) {
    const identity = await modelIdentity(input.xml);
    const name = input.name ?? identity.name ?? identity.processKey;
    return db.transaction(async (tx) => {
      const [clash] = await tx.select({ key: wfModel.model_key }).from(wfModel).where(eq(wfModel.process_key, identity.processKey)).limit(1);
      if (clash && clash.key !== input.model_key) throw new WorkflowError('workflow.model.processKeyTaken', { id: identity.processKey });
      const now = new Date();
      let key = input.model_key;
      if (key) {
        const before = await liveModel(tx, key);
        await tx
          .update(wfModel)
          .set({
            process_key: identity.processKey, name, category: input.category ?? before.category, description: input.description ?? before.description,
            xml: input.xml, status: before.latest_version > 0 ? 'CHANGED' : 'DRAFT', update_by: auth.userKey, update_time: now, version: sql`${wfModel.version} + 1`,
          })
          .where(eq(wfModel.model_key, key));
      } else {
        key = newRecordKey();
        await tx.insert(wfModel).values({
          model_key: key, process_key: identity.processKey, name, category: input.category ?? null, description: input.description ?? null,
          xml: input.xml, status: 'DRAFT', create_by: auth.userKey, update_by: auth.userKey,
        });
      }
      const [row] = await tx.select(modelColumns).from(wfModel).where(eq(wfModel.model_key, key)).limit(1);
      return ok(row!, 'workflow.model.saved');
    });
  },
});

const deploy = defineCallRoute(workflowModelCalls.modelDeploy, {
  tag: TAG,
  permission: RIGHT,
  summary: 'Deploy the model as a new version (refused, naming the element, when it uses anything the engine cannot run)',
  input: modelKeySchema,
  output: modelDeployedSchema,
  async handler({ db, auth, input }) {
    return ok(await deployModel(db, input.model_key, auth.userKey), 'workflow.model.deployed');
  },
});

/**
 * Before the designer deploys: every entry of the saved model's approvers that names nobody the
 * organisation has, with its element, so all can be marked at once (the deploy refuses the first).
 */
const approverCheck = defineCallRoute(workflowModelCalls.modelApproverCheck, {
  tag: TAG,
  permission: RIGHT,
  summary: 'The approvers, candidates and people copied of the saved model that do not exist, are frozen or deleted (gaps, each with its element); refused like the deploy when the model cannot run',
  input: modelKeySchema,
  output: modelApproverCheckSchema,
  async handler({ db, input }) {
    const model = await liveModel(db, input.model_key);
    const graph = await compileModel(model.xml);
    return ok({ gaps: await approverGapsOf(db, graph.nodes) });
  },
});

const suspend = defineCallRoute(workflowModelCalls.modelSuspend, {
  tag: TAG,
  permission: RIGHT,
  summary: 'Suspend (suspended=true: no new instances; running ones go on) or activate a model',
  input: modelSuspendSchema,
  output: modelSuspendedSchema,
  async handler({ db, auth, input }) {
    await liveModel(db, input.model_key);
    await db.update(wfModel).set({ suspended: input.suspended, update_by: auth.userKey, update_time: new Date() }).where(eq(wfModel.model_key, input.model_key));
    return ok({ model_key: input.model_key, suspended: input.suspended }, input.suspended ? 'workflow.model.suspended' : 'workflow.model.activated');
  },
});

export const modelRoutes = [query, detail, save, deploy, approverCheck, suspend] as RouteDef<never>[];
