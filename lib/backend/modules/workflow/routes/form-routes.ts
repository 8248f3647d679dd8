import { startOf, userTaskOf } from '@/lib/contract/workflow-graph';
import { eq } from 'drizzle-orm';
import { nodeFormSchema, submittedFormSchema } from '@/lib/contract/workflow-answers';
import { ok } from '@/lib/contract/envelope';
import { formDetailSchema, formFieldsSchema } from '@/lib/contract/workflow';
import { wfTask } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { readableInstance } from '../operations/access';
import { graphOf, latestDefinition } from '../store/definitions';
import { passedUserTasks } from '../run/return-nodes';
import type { EngineState } from '@/lib/contract/workflow-engine-state';
import { openSignersOf, waitsForSigners } from '../store/sign-state';
import { mayAct, type TaskRow } from '../store/store';
import { departureOf } from '../store/task-departure';
import { designWithout, editableControlsOf, withoutFields } from '@/lib/contract/approval-form/field-rights';
import { hiddenFieldsOf } from '../store/form-view';
import { linkedRecordLabels } from '../store/form-value-names';
import { requireStartScope } from '../operations/start-scope';
import { readerNames, stepNameIn } from '../store/reader-names';
import { workflowRequestCalls } from '@/lib/contract/workflow-request-calls';

/** The forms of processes: what a start or task form asks, what was submitted. */

const TAG = 'workflow';

/**
 * The form fields of a model's start event or of one of its tasks: of the latest deployment for a
 * process, of the instance's own version for a task of a running instance.
 */
const fields = defineCallRoute(workflowRequestCalls.formFields, {
  tag: TAG,
  summary: 'Form fields (id, label, type, default_value, date_pattern, enum_values, constraints, properties) of a start form, or of a task (taskId or taskDefinitionKey); with taskId also the task (instance, state, return targets, whether the caller may act on it, its delegation, its added signers, the designed controls its step lets the approver edit: editable_fields)',
  input: formFieldsSchema,
  output: nodeFormSchema,
  async handler({ db, auth, input, locale }) {
    let definitionKey: string;
    let nodeId = input.taskDefinitionKey;
    let task: TaskRow | undefined;
    let instanceRunning = false;
    let engineState: EngineState | null = null;
    let instanceOf: { instance_key: string; initiator: string } | null = null;
    if (input.taskId) {
      [task] = await db.select().from(wfTask).where(eq(wfTask.task_key, input.taskId)).limit(1);
      if (!task) throw notFound('workflow.task.notFound');
      const instance = await readableInstance(db, auth, task.instance_key);
      instanceOf = instance;
      definitionKey = instance.definition_key;
      instanceRunning = instance.status === 'RUNNING';
      engineState = instance.engine_state;
      nodeId = task.node_id;
    } else {
      const found = await latestDefinition(db, { processKey: input.processDefinitionKey, modelKey: input.model_key });
      if (!found) throw notFound('workflow.process.notDeployed');
      await requireStartScope(db, auth, { name: found.model_name, start_scope: found.start_scope });
      definitionKey = found.definition.definition_key;
    }
    const graph = await graphOf(db, definitionKey);
    const node = graph.nodes[nodeId ?? graph.startNodeId];
    if (!node || (node.type !== 'userTask' && node.type !== 'startEvent')) throw notFound('workflow.form.nodeNotFound');
    // The workbench's task view opens from a task key alone (a message link): what it needs to offer the right actions.
    const taskInfo = task
      ? {
          task_key: task.task_key,
          instance_key: task.instance_key,
          task_name: stepNameIn(locale, graph, task.node_id, task.task_name),
          node_id: task.node_id,
          status: task.status,
          assignee: task.assignee,
          due_date: task.due_date,
          create_time: task.create_time,
          return_targets: userTaskOf(node)?.returnTargets ?? [],
          /** Where a return to any passed step may go (allowReturn = any): the user tasks passed, in order. */
          return_nodes: userTaskOf(node)?.returnTargets.includes('any') && instanceRunning
            ? passedUserTasks(graph, engineState!, task.node_id).map((n) => ({ ...n, name: stepNameIn(locale, graph, n.node_id, n.name) }))
            : [],
          /** A reject or return of this task must say why (rejectCommentRequired). */
          reject_comment_required: userTaskOf(node)?.rejectCommentRequired ?? false,
          /** An approval carries a handwritten signature (signatureRequired). */
          signature_required: userTaskOf(node)?.signatureRequired ?? false,
          /** The designed controls this step lets its approver change (字段权限). */
          editable_fields: graph.formDesign ? editableControlsOf(graph.formDesign, userTaskOf(node)?.formRights) : [],
          can_act: task.status === 'PENDING' && instanceRunning && (await mayAct(db, auth, task)) && !(await waitsForSigners(db, task)),
          /** PENDING while a delegate holds it (the delegate may only hand it back), RESOLVED once back. */
          delegation: task.delegation,
          delegator: task.delegator,
          /** BEFORE or AFTER when the task is an added signer's (加签). */
          sign_kind: task.sign_kind,
          /** The signers added to this task that have not acted, and whether the caller may withdraw them (减签). */
          signers: instanceRunning ? await openSignersOf(db, auth, task.task_key) : [],
          /** Why the task is no longer the caller's, when someone else moved it (a colleague, the applicant, the system). */
          departure: await departureOf(db, auth, task),
        }
      : null;
    // A start form read through a task of a request is that request's: without the controls its steps hide from the caller.
    const startDesign = node.type === 'startEvent' && graph.formDesign ? (instanceOf ? designWithout(graph.formDesign, await hiddenFieldsOf(db, auth, instanceOf, graph)) : graph.formDesign) : null;
    return ok({ node_id: node.id, node_name: node.name === null ? null : stepNameIn(locale, graph, node.id, node.name), node_type: node.type, form_key: userTaskOf(node)?.formKey ?? null, fields: node.form, design: startDesign, task: taskInfo });
  },
});

/** An instance's start form with the data submitted with it, for the task page and the applicant. */
const detail = defineCallRoute(workflowRequestCalls.submittedForm, {
  tag: TAG,
  summary: 'The submitted form of an instance: its start form fields, form_data, title, business key and status; the designed controls the steps hide from the caller (字段权限) are left out of design and form_data; record_labels names the records its linked-record controls hold (control id → key → label), the label only, whether or not the caller may read the record',
  input: formDetailSchema,
  output: submittedFormSchema,
  async handler({ db, auth, input, locale }) {
    const instance = await readableInstance(db, auth, input.processInstanceId);
    const graph = await graphOf(db, instance.definition_key);
    const hidden = await hiddenFieldsOf(db, auth, instance, graph);
    const design = graph.formDesign ? designWithout(graph.formDesign, hidden) : null;
    const formData = withoutFields(instance.form_data, hidden);
    return ok({
      instance_key: instance.instance_key,
      process_key: instance.process_key,
      process_name: (await readerNames(db, locale, [instance.instance_key])).process(instance.instance_key, instance.process_name),
      version: instance.version,
      title: instance.title,
      request_no: instance.request_no,
      business_key: instance.business_key,
      biz_type: instance.biz_type,
      status: instance.status,
      initiator: instance.initiator,
      initiator_name: instance.initiator_name,
      start_time: instance.start_time,
      end_time: instance.end_time,
      fields: startOf(graph).form,
      design,
      form_data: formData,
      record_labels: design ? await linkedRecordLabels(db, design, formData) : {},
    });
  },
});

export const formRoutes = [fields, detail] as RouteDef<never>[];
