import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { wfDefinition, wfModel } from '../../../db/schema';
import { newRecordKey } from '../../../entity/crud';
import { notFound } from '../../../http/errors';
import { refuseApproverGaps } from '../store/approver-gaps';
import { compileModel } from '../nodes/compile';
import { WorkflowError } from '../model/errors';
import { publishableForm, refuseMisfitRights } from '../model/designed-form';
import { refuseUnknownDictionaries } from '../store/dictionary-choices';

/** Deploys the model's current XML as a new version; instances already running keep theirs. */
export async function deployModel(db: Db, modelKey: string, userKey: string | null) {
  return db.transaction(async (tx) => {
    const [model] = await tx.select().from(wfModel).where(and(eq(wfModel.model_key, modelKey), eq(wfModel.del_flag, 0))).for('update');
    if (!model) throw notFound('workflow.model.notFound');
    const graph = await compileModel(model.xml);
    if (graph.processId !== model.process_key) throw new WorkflowError('workflow.model.processKeyChanged');
    if (model.form_design) graph.formDesign = publishableForm(model.form_design);
    await refuseUnknownDictionaries(tx, graph.formDesign);
    refuseMisfitRights(graph);
    // Who approves must exist now: a name typed where a user was to be picked would otherwise only
    // show when a request reaches the task, and the task would go to the administrator.
    await refuseApproverGaps(tx, graph);
    const [last] = await tx.select({ v: max(wfDefinition.version) }).from(wfDefinition).where(eq(wfDefinition.model_key, modelKey));
    const version = (last?.v ?? 0) + 1;
    const definitionKey = newRecordKey();
    await tx.insert(wfDefinition).values({
      definition_key: definitionKey, model_key: modelKey, process_key: model.process_key, version, name: model.name, xml: model.xml, graph, deploy_by: userKey,
    });
    await tx.update(wfModel).set({ latest_version: version, status: 'DEPLOYED', update_by: userKey, update_time: new Date() }).where(eq(wfModel.model_key, modelKey));
    return { model_key: modelKey, process_key: model.process_key, definition_key: definitionKey, version };
  });
}

