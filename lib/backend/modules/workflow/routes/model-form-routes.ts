import { and, eq, sql } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import { modelFormQuerySchema, modelFormSaveSchema, modelFormSchema } from '@/lib/contract/approval-form/calls';
import { WORKFLOW_RIGHTS } from '@/lib/contract/workflow';
import type { Db } from '../../../db/client';
import { wfModel } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { workflowFormCalls } from '@/lib/contract/workflow-form-calls';

/** The form designer's calls (administrators, like the model's other calls). */

const TAG = 'workflow';
const RIGHT = WORKFLOW_RIGHTS.models;

async function modelForm(db: Db, modelKey: string) {
  const [row] = await db
    .select({ model_key: wfModel.model_key, process_key: wfModel.process_key, name: wfModel.name, status: wfModel.status, latest_version: wfModel.latest_version, design: wfModel.form_design })
    .from(wfModel)
    .where(and(eq(wfModel.model_key, modelKey), eq(wfModel.del_flag, 0)))
    .limit(1);
  if (!row) throw notFound('workflow.model.notFound');
  return { ...row, design: row.design ?? null };
}

const read = defineCallRoute(workflowFormCalls.modelForm, {
  tag: TAG,
  permission: RIGHT,
  summary: "A model's designed approval form (null when it has none yet)",
  input: modelFormQuerySchema,
  output: modelFormSchema,
  async handler({ db, input }) {
    return ok(await modelForm(db, input.model_key));
  },
});

/** Saves the form as a draft of the model: the next deploy freezes it (and refuses it while it has issues). */
const save = defineCallRoute(workflowFormCalls.saveModelForm, {
  tag: TAG,
  permission: RIGHT,
  summary: "Save a model's designed approval form; the model shows as changed until it is deployed again",
  input: modelFormSaveSchema,
  output: modelFormSchema,
  async handler({ db, auth, input }) {
    return db.transaction(async (tx) => {
      const before = await modelForm(tx, input.model_key);
      await tx
        .update(wfModel)
        .set({ form_design: input.design, status: before.latest_version > 0 ? 'CHANGED' : 'DRAFT', update_by: auth.userKey, update_time: new Date(), version: sql`${wfModel.version} + 1` })
        .where(eq(wfModel.model_key, input.model_key));
      return ok(await modelForm(tx, input.model_key), 'approvalForm.designer.saved');
    });
  },
});

export const modelFormRoutes = [read, save] as RouteDef<never>[];
