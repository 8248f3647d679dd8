import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { cancelSchema, confirmSchema, rejectSchema, startProcessSchema, turnSchema } from '@/lib/contract/workflow';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfInstance, wfTask, wfTransfer } from '../../../db/schema';
import { ResultCode } from '@/lib/contract/envelope';
import type { RecordRouting } from '../../../entity/approval-port';
import { newRecordKey } from '../../../entity/crud';
import { forbidden, notFound } from '../../../http/errors';
import { authorize, authorizeStart } from './authorize';
import type { Operation } from './policy';
import { departmentLeaderOf, initiatorOrgVariables } from '../store/assignment';
import { bindingOf } from '../store/binding';
import { graphOf, latestDefinition } from '../store/definitions';
import { startOf, userTaskNode, userTaskOf } from '@/lib/contract/workflow-graph';
import { emptyEngineState } from '@/lib/contract/workflow-engine-state';
import { stale, WorkflowError } from '../model/errors';
import { copyOnApproval } from '../store/copy-request';
import { claimAttachments } from '../store/comment-attachments';
import { checkNodeForm, checkStartForm } from '../model/designed-form';
import { withDictionaryChoices } from '../store/dictionary-choices';
import { withFormFiles } from '../store/form-files';
import { stepEdits } from '../model/step-edits';
import { requireReadableLinks } from '../store/linked-records';
import { requireKnownPeople } from '../store/form-people';
import { claimSignature } from '../store/signatures';
import { approverOptions } from '../store/approver-facts';
import { checkPicks } from './approver-picks';
import { dropSigners, signersHold } from '../store/sign-state';
import { completeTask, rejectTask, rejectVote, returnToNode, startInstance, stopInstance } from '../run/interpreter';
import { runAssignmentListeners } from './reassign-listeners';
import { passedUserTasks } from '../run/return-nodes';
import { notifyNewTasks, notifyWithdrawn } from '../store/notify';
import { openTaskHolders } from '../store/task-recipients';
import { addComments, applyStep, lockInstance, reportStatus, type Actor, type InstanceRow, type TaskRow } from '../store/store';
import { actionableTask } from './task-guard';
import { requireDeciders } from './participants';
import { OWNERS_VARIABLE } from '../run/separation';
import { requireStartScope } from './start-scope';
import { formDayCounter } from '../store/working-time';
import { takeDraft } from './drafts';
import { retitleRequest, templatedTitle } from '../store/request-title';
import { nextRequestNumber } from '../store/request-number';
import { keepRecordRouting, ownVariables, pick, reserved, withDesignedForm } from './form-changes';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The engine's actions. Each runs in one transaction that first locks the instance row, so two
 * people acting on one task at once are served one after the other: the second finds the task
 * handled and is refused; a failure anywhere rolls the whole action back.
 */

type StartInput = z.output<typeof startProcessSchema>;
type ConfirmInput = z.output<typeof confirmSchema>;
type RejectInput = z.output<typeof rejectSchema>;
type TurnInput = z.output<typeof turnSchema>;
type CancelInput = z.output<typeof cancelSchema>;

export interface ActionAnswer {
  instance_key: string;
  status: string;
  /** The tasks now waiting in the instance. */
  tasks: { task_key: string; task_name: string; node_id: string; assignee: string | null }[];
  /** A start: the title the request took (its form's template may have given it) and its number. */
  title?: string;
  request_no?: string | null;
}

export async function answer(tx: Db, instanceKey: string): Promise<ActionAnswer> {
  const [instance] = await tx.select({ status: wfInstance.status }).from(wfInstance).where(eq(wfInstance.instance_key, instanceKey)).limit(1);
  const tasks = await tx
    .select({ task_key: wfTask.task_key, task_name: wfTask.task_name, node_id: wfTask.node_id, assignee: wfTask.assignee })
    .from(wfTask)
    .where(and(eq(wfTask.instance_key, instanceKey), eq(wfTask.status, 'PENDING')))
    .orderBy(wfTask.create_time, wfTask.loop_counter, wfTask.task_key);
  return { instance_key: instanceKey, status: instance?.status ?? 'RUNNING', tasks };
}

/**
 * A start bound to a business record: only the model the record's kind declares may approve it,
 * and the caller must be allowed to submit it now. Answers the record's routing values.
 */
async function boundStart(tx: Db, auth: AuthContext, definition: { model_key: string; name: string }, bizType: string, businessKey: string): Promise<RecordRouting> {
  const binding = bindingOf(bizType);
  if (definition.model_key !== binding.modelKey) throw new WorkflowError('workflow.binding.wrongModel', { process: definition.name }, ResultCode.forbidden);
  return binding.canStart(tx, auth, businessKey);
}

/** Starts the latest deployment of a model for the caller, optionally bound to a business record; a refused form names its field in the caller's language. */
export async function startProcess(db: Db, auth: AuthContext, input: StartInput, locale: Locale = defaultLocale): Promise<ActionAnswer> {
  // Only staff take part in approvals: a partner's account neither starts nor decides one.
  authorizeStart(auth);
  return db.transaction(async (tx) => {
    const found = await latestDefinition(tx, { processKey: input.processDefinitionKey, modelKey: input.model_key });
    if (!found) throw notFound('workflow.process.notDeployed');
    if (found.suspended) throw new WorkflowError('workflow.process.suspended', { name: found.definition.name });
    const definition = found.definition;
    await requireStartScope(tx, auth, { name: found.model_name, start_scope: found.start_scope });
    // A request continued from a draft takes the draft with it, or nothing happens at all.
    if (input.draft_key) await takeDraft(tx, auth, input.draft_key, definition.model_key);
    const graph = await graphOf(tx, definition.definition_key);
    // A record's approval is routed by the record as the server reads it, never by what the caller sends.
    const bound = input.biz_type ? await boundStart(tx, auth, definition, input.biz_type, input.businessKey!) : null;
    const submitted = bound ? bound.formData : input.formData;
    const checkedGraph = await withDictionaryChoices(tx, graph, submitted);
    const formData = await withFormFiles(tx, auth, graph, checkStartForm(checkedGraph, submitted, await formDayCounter(tx, graph, submitted), locale));
    await requireReadableLinks(tx, auth, graph.formDesign, formData);
    await requireKnownPeople(tx, graph.formDesign, formData);
    const variables: Record<string, unknown> = {
      ...ownVariables(formData),
      ...(bound ? {} : ownVariables(input.variables)),
      initiator: auth.userKey,
      initiatorLeader: await departmentLeaderOf(tx, auth.userKey),
      ...initiatorOrgVariables(auth),
      businessKey: input.businessKey ?? null,
      ...(bound?.owners.length ? { [OWNERS_VARIABLE]: bound.owners } : {}),
    };
    const initiatorVariable = startOf(graph).initiatorVariable;
    if (initiatorVariable && !reserved.has(initiatorVariable)) variables[initiatorVariable] = auth.userKey;
    const picks = await checkPicks(tx, graph, input.pickedApprovers);
    if (picks) variables.initiatorPicks = picks;
    const step = startInstance(graph, variables, await approverOptions(tx, graph, auth.userKey, variables));
    const instanceKey = newRecordKey();
    // A form with a title template names the request itself: the caller's title counts only without one.
    const title = (await templatedTitle(tx, checkedGraph, formData, { applicant: auth.realname, process: definition.name })) ?? input.title ?? definition.name;
    const instance: InstanceRow = {
      instance_key: instanceKey,
      definition_key: definition.definition_key,
      model_key: definition.model_key,
      process_key: definition.process_key,
      process_name: definition.name,
      version: definition.version,
      title,
      request_no: null,
      business_key: input.businessKey ?? null,
      biz_type: input.biz_type ?? null,
      status: 'RUNNING',
      initiator: auth.userKey,
      initiator_name: auth.realname,
      variables,
      form_data: formData,
      engine_state: emptyEngineState(),
      revision: 1,
      urge_time: null,
      start_time: new Date(),
      end_time: null,
      parent_instance_key: null,
      parent_token_key: null,
    };
    await tx.insert(wfInstance).values(instance);
    await addComments(tx, instanceKey, auth, [{ action: 'START', nodeId: graph.startNodeId, nodeName: graph.nodes[graph.startNodeId]!.name }]);
    await reportStatus(tx, auth, instance, 'RUNNING');
    await applyStep(tx, auth, instance, step, 'APPROVED');
    // Numbered last: starts at once wait for each other's numbers only from here to their commit.
    const requestNo = await nextRequestNumber(tx, true);
    await tx.update(wfInstance).set({ request_no: requestNo }).where(eq(wfInstance.instance_key, instanceKey));
    return { ...(await answer(tx, instanceKey)), title, request_no: requestNo };
  });
}

/** Closes the task as handled by the caller; the conditional update is a second guard. */
async function closeTask(tx: Db, actor: Actor, task: TaskRow, status: 'APPROVED' | 'REJECTED' | 'RETURNED', comment: string | undefined): Promise<void> {
  const closed = await tx
    .update(wfTask)
    .set({ status, handled_by: actor.userKey, assignee: task.assignee ?? actor.userKey, comment: comment ?? null, end_time: new Date() })
    .where(and(eq(wfTask.task_key, task.task_key), eq(wfTask.status, 'PENDING')))
    .returning({ key: wfTask.task_key });
  if (closed.length === 0) throw stale('workflow.task.alreadyHandled', { task: task.task_name });
}

/** Approves a task (confirm), with an optional comment, variables and the task's form data; a refused form names its field in the caller's language. */
export async function confirmTask(db: Db, auth: AuthContext, input: ConfirmInput, locale: Locale = defaultLocale): Promise<ActionAnswer> {
  return db.transaction(async (tx) => {
    const { instance, task } = await actionableTask(tx, auth, 'approve', input.taskId);
    const graph = await graphOf(tx, instance.definition_key);
    const node = graph.nodes[task.node_id];
    if (!node) throw new WorkflowError('workflow.run.unknownNode', { node: task.node_id });
    const resubmit = node.type === 'startEvent';
    // A resubmit that sends no form keeps the designed form as it was; one that sends it is checked whole.
    const keepsDesignedForm = resubmit && graph.formDesign !== undefined && Object.keys(input.formData).length === 0;
    // A choice drawn from a dictionary is checked against its items, for the task's form and the step's edits alike.
    const checkedGraph = await withDictionaryChoices(tx, graph, input.formData);
    // An approver changes the designed form only where the step lets them (字段权限); the rest of the payload is the task's own form.
    const approvalStep = userTaskNode(node);
    const countDays = await formDayCounter(tx, graph, { ...instance.form_data, ...input.formData });
    const edits = approvalStep ? stepEdits(checkedGraph, approvalStep, instance.form_data, input.formData, input.variables, countDays, locale) : null;
    const checked = keepsDesignedForm ? {} : checkNodeForm(checkedGraph, node, edits ? edits.rest : input.formData, countDays, locale);
    const formData = resubmit ? await withFormFiles(tx, auth, graph, checked, instance.form_data) : checked;
    if (resubmit) {
      await requireReadableLinks(tx, auth, graph.formDesign, formData);
      await requireKnownPeople(tx, graph.formDesign, formData);
    }
    const editedForm = edits?.values ? await withFormFiles(tx, auth, graph, edits.values, instance.form_data) : null;
    if (editedForm) {
      const edited = pick(editedForm, Object.keys(edits!.edited));
      await requireReadableLinks(tx, auth, graph.formDesign, edited);
      await requireKnownPeople(tx, graph.formDesign, edited);
    }
    if (instance.biz_type) keepRecordRouting(graph, instance, { ...formData, ...(edits?.edited ?? {}) }, input.variables);
    const variables = { ...instance.variables, ...ownVariables(editedForm ?? {}), ...ownVariables(formData), ...ownVariables(input.variables) };
    // An approval of a task that requires it carries a handwritten signature; other tasks may carry one too.
    if (userTaskOf(node)?.signatureRequired && !input.signature) throw new WorkflowError('workflow.signature.required', { task: task.task_name });
    const signature = input.signature ? await claimSignature(tx, auth, input.signature) : null;
    const attachments = await claimAttachments(tx, auth, input.attachments);
    await closeTask(tx, auth, task, 'APPROVED', input.comment);
    if (resubmit && Object.keys(formData).length) {
      await tx.update(wfInstance).set({ form_data: { ...instance.form_data, ...formData } }).where(eq(wfInstance.instance_key, instance.instance_key));
    }
    if (editedForm) await tx.update(wfInstance).set({ form_data: withDesignedForm(graph, instance.form_data, editedForm) }).where(eq(wfInstance.instance_key, instance.instance_key));
    // The title follows the form it is made of; the tasks the step makes next carry it.
    const changedForm = editedForm ? withDesignedForm(graph, instance.form_data, editedForm) : resubmit && Object.keys(formData).length ? { ...instance.form_data, ...formData } : null;
    if (changedForm) instance.title = await retitleRequest(tx, checkedGraph, instance, changedForm);
    await addComments(tx, instance.instance_key, auth, [{ action: resubmit ? 'RESUBMIT' : 'APPROVE', taskKey: task.task_key, nodeId: task.node_id, nodeName: task.task_name, comment: input.comment, attachments, signature }]);
    if (!resubmit && !task.sign_kind) await copyOnApproval(tx, auth, instance, task, node, input.copyTo, input.comment);
    if (await signersHold(tx, auth, instance, task, variables)) return answer(tx, instance.instance_key);
    const step = completeTask(graph, instance.engine_state, variables, { tokenKey: task.token_key, loopCounter: task.loop_counter }, await approverOptions(tx, graph, instance.initiator, variables, instance.instance_key));
    await applyStep(tx, auth, instance, step, 'APPROVED');
    return answer(tx, instance.instance_key);
  });
}

/** Who last approved a task at a node of the instance: a returned task goes back to them. */
async function lastHandler(tx: Db, instanceKey: string, nodeId: string): Promise<string | null> {
  const [row] = await tx
    .select({ handled_by: wfTask.handled_by })
    .from(wfTask)
    .where(and(eq(wfTask.instance_key, instanceKey), eq(wfTask.node_id, nodeId), eq(wfTask.status, 'APPROVED')))
    .orderBy(desc(wfTask.end_time))
    .limit(1);
  return row?.handled_by ?? null;
}

/** A reject is the table's reject, or one of its three returns. */
const REJECT_OPERATION: Record<RejectInput['rejectTo'], Operation> = { end: 'reject', previous: 'returnPrevious', node: 'returnAny', initiator: 'returnInitiator' };

/**
 * Rejects a task: by default the process ends as rejected and the initiator is told; when the
 * model allows it (allowReturn on the task) it returns to the previous task or to the initiator.
 */
export async function rejectTaskAction(db: Db, auth: AuthContext, input: RejectInput): Promise<ActionAnswer> {
  return db.transaction(async (tx) => {
    const mode = input.rejectTo;
    const { instance, task } = await actionableTask(tx, auth, REJECT_OPERATION[mode], input.taskId);
    const graph = await graphOf(tx, instance.definition_key);
    const node = graph.nodes[task.node_id];
    if (!node) throw new WorkflowError('workflow.run.unknownNode', { node: task.node_id });
    // Whom the table lets return (never an added signer) returns where the model allows; a return to a passed step needs allowReturn = any.
    if (mode !== 'end' && !userTaskOf(node)?.returnTargets.includes(mode === 'node' ? 'any' : mode)) throw new WorkflowError('workflow.reject.returnNotAllowed', { task: task.task_name });
    if (userTaskOf(node)?.rejectCommentRequired && !input.comment) throw new WorkflowError('workflow.reject.commentRequired', { task: task.task_name });
    const attachments = await claimAttachments(tx, auth, input.attachments);
    await closeTask(tx, auth, task, mode === 'end' ? 'REJECTED' : 'RETURNED', input.comment);
    await dropSigners(tx, task);
    await addComments(tx, instance.instance_key, auth, [{ action: mode === 'end' ? 'REJECT' : 'RETURN', taskKey: task.task_key, nodeId: task.node_id, nodeName: task.task_name, comment: input.comment, attachments }]);
    const token = instance.engine_state.tokens.find((t) => t.key === task.token_key);
    const options = await approverOptions(tx, graph, instance.initiator, instance.variables, instance.instance_key);
    if (mode === 'node') {
      const target = passedUserTasks(graph, instance.engine_state, task.node_id).find((n) => n.node_id === input.targetNode);
      if (!target) throw new WorkflowError('workflow.reject.notPassed', { node: input.targetNode ?? '' });
      const handler = await lastHandler(tx, instance.instance_key, target.node_id);
      const step = returnToNode(graph, instance.engine_state, instance.variables, { tokenKey: task.token_key }, target.node_id, { ...options, assigneeFor: () => handler });
      await applyStep(tx, auth, instance, step, 'REJECTED', 'taskReturned');
      return answer(tx, instance.instance_key);
    }
    const previous = mode === 'previous' ? token?.prevTaskNode ?? null : null;
    const previousHandler = previous ? await lastHandler(tx, instance.instance_key, previous) : null;
    // A pass-by-ratio task tolerates rejections up to what its ratio allows.
    const vote = mode === 'end' ? rejectVote(graph, instance.engine_state, instance.variables, { tokenKey: task.token_key, loopCounter: task.loop_counter }, options) : null;
    const step = vote ?? rejectTask(graph, instance.engine_state, instance.variables, { tokenKey: task.token_key }, mode, { ...options, assigneeFor: () => previousHandler });
    await applyStep(tx, auth, instance, step, 'REJECTED', mode === 'end' ? 'taskAssigned' : 'taskReturned');
    return answer(tx, instance.instance_key);
  });
}

/**
 * Hands a task over (Turn): the giver must hold it; the receiver becomes its assignee and the first
 * holder is kept as its owner. Listed under myTransfer for the giver and transferToMe for the receiver.
 */
export async function turnTask(db: Db, auth: AuthContext, input: TurnInput): Promise<ActionAnswer> {
  if (input.employeeKey !== auth.userKey) throw forbidden('workflow.turn.onlyOwnTasks');
  if (input.turnToEemployeeKey === auth.userKey) throw new WorkflowError('workflow.turn.toSelf');
  return db.transaction(async (tx) => {
    const { instance, task } = await actionableTask(tx, auth, 'turn', input.taskId);
    const graph = await graphOf(tx, instance.definition_key);
    await requireDeciders(tx, instance, graph, [input.turnToEemployeeKey], task.task_name);
    const attachments = await claimAttachments(tx, auth, input.attachments);
    await tx
      .update(wfTask)
      .set({ assignee: input.turnToEemployeeKey, owner: task.owner ?? task.assignee ?? auth.userKey })
      .where(eq(wfTask.task_key, task.task_key));
    await runAssignmentListeners(tx, auth, instance, graph, task, input.turnToEemployeeKey);
    await tx.insert(wfTransfer).values({
      transfer_key: newRecordKey(),
      task_key: task.task_key,
      instance_key: instance.instance_key,
      from_user: auth.userKey,
      to_user: input.turnToEemployeeKey,
      message: input.message ?? null,
    });
    await addComments(tx, instance.instance_key, auth, [{ action: 'TURN', taskKey: task.task_key, nodeId: task.node_id, nodeName: task.task_name, comment: input.message, targetUser: input.turnToEemployeeKey, attachments }]);
    await notifyNewTasks(tx, auth, [{ taskKey: task.task_key, taskName: task.task_name, title: instance.title, initiatorName: instance.initiator_name, recipients: [input.turnToEemployeeKey] }], 'taskHandedOver');
    await tx.update(wfInstance).set({ revision: instance.revision + 1 }).where(eq(wfInstance.instance_key, instance.instance_key));
    return answer(tx, instance.instance_key);
  });
}

/** The initiator withdraws a running process: its open tasks are canceled, its record told. */
export async function cancelProcess(db: Db, auth: AuthContext, input: CancelInput): Promise<ActionAnswer> {
  return db.transaction(async (tx) => {
    const instance = await lockInstance(tx, input.processInstanceId);
    await authorize(tx, auth, 'withdraw', instance);
    const graph = await graphOf(tx, instance.definition_key);
    await addComments(tx, instance.instance_key, auth, [{ action: 'CANCEL', comment: input.comment }]);
    const holders = await openTaskHolders(tx, instance.instance_key);
    await applyStep(tx, auth, instance, stopInstance(graph, instance.engine_state, instance.variables), 'CANCELED');
    await notifyWithdrawn(tx, auth, instance, holders);
    return answer(tx, instance.instance_key);
  });
}
