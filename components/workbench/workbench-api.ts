'use client';

import useSWR, { mutate as globalMutate } from 'swr';
import { request, requestAnswer, type Answer } from '@/lib/client/api-client';
import { refreshMessageTotal } from '@/lib/client/message-total';
import { workflowPaths as paths, type CommentAction, type RowSummary, type TaskDeparture } from '@/lib/contract/workflow-values';
import type { CommentAttachment } from '@/lib/contract/workflow-attachments';
import type { FormFieldDef } from '@/lib/contract/form-field';
import type { Paged } from '@/lib/contract/envelope';
import { WORKBENCH_KEY, workbenchListPath, type WorkbenchListKind } from './workbench-lists';

/** The approval engine's calls as the workbench screens use them. */

export interface TaskRecord {
  task_key: string;
  task_name: string;
  node_id: string;
  instance_key: string;
  process_key: string;
  process_name: string;
  title: string;
  business_key: string | null;
  initiator: string;
  initiator_name: string;
  assignee: string | null;
  assignee_name: string | null;
  status: string;
  instance_status: string;
  comment: string | null;
  due_date: string | null;
  create_time: string;
  end_time: string | null;
  /** Who delegated it (委派) while delegation is PENDING. */
  delegator?: string | null;
  delegation?: string | null;
  /** BEFORE or AFTER for an added signer's task (加签). */
  sign_kind?: string | null;
  /** What the request is about: its model's summary fields. */
  summary?: RowSummary[];
}

export interface TransferRecord extends TaskRecord {
  transfer_key: string;
  from_user: string;
  from_user_name: string | null;
  to_user: string;
  to_user_name: string | null;
  message: string | null;
  transfer_time: string;
}

/** A request copied to the caller (抄送我的). */
export interface CopyRecord {
  copy_key: string;
  instance_key: string;
  process_key: string;
  process_name: string;
  title: string;
  business_key: string | null;
  initiator: string;
  initiator_name: string;
  instance_status: string;
  node_name: string | null;
  /** Null when the model copied it. */
  from_user: string | null;
  from_user_name: string | null;
  comment: string | null;
  read_time: string | null;
  copy_time: string;
}

export interface MyProcessRecord {
  instance_key: string;
  process_key: string;
  process_name: string;
  title: string;
  business_key: string | null;
  status: string;
  initiator: string;
  initiator_name: string;
  start_time: string;
  end_time: string | null;
  current_tasks: { task_key: string; task_name: string; assignee: string | null; assignee_name: string | null }[];
  /** What the request is about: its model's summary fields. */
  summary?: RowSummary[];
}

export interface StartableProcess {
  model_key: string;
  process_key: string;
  name: string;
  category: string | null;
  description: string | null;
  version: number;
}

export interface TaskInfo {
  task_key: string;
  instance_key: string;
  task_name: string;
  node_id: string;
  status: string;
  assignee: string | null;
  due_date: string | null;
  create_time: string;
  return_targets: string[];
  /** The user tasks passed, where a return to any step may go (allowReturn = any). */
  return_nodes?: { node_id: string; name: string }[];
  can_act: boolean;
  /** The model requires a comment to reject or return this task (rejectCommentRequired). */
  reject_comment_required?: boolean;
  /** PENDING while a delegate holds the task, RESOLVED once handed back. */
  delegation?: string | null;
  delegator?: string | null;
  /** BEFORE or AFTER when the task is an added signer's (加签). */
  sign_kind?: string | null;
  /** Signers added to this task who have not acted; removable by whoever added them (减签). */
  signers?: SignerInfo[];
  /** Why the task is no longer the caller's, when someone else moved it. */
  departure?: TaskDeparture | null;
}

export interface SignerInfo {
  task_key: string;
  assignee: string | null;
  assignee_name: string | null;
  sign_kind: string | null;
  status: string;
  removable: boolean;
}

export interface NodeForm {
  node_id: string;
  node_name: string | null;
  node_type?: string;
  fields: FormFieldDef[];
  task: TaskInfo | null;
}

export interface SubmittedForm {
  instance_key: string;
  process_key: string;
  process_name: string;
  version: number;
  title: string;
  business_key: string | null;
  status: string;
  initiator: string;
  initiator_name: string;
  start_time: string;
  end_time: string | null;
  fields: FormFieldDef[];
  form_data: Record<string, unknown>;
}

export interface CommentEntry {
  seq: number;
  node_id: string | null;
  node_name: string | null;
  action: CommentAction | string;
  user_key: string | null;
  user_name: string | null;
  target_user: string | null;
  /** Everyone the entry names (the people copied). */
  target_users?: string[] | null;
  comment: string | null;
  /** The files the comment carries. */
  attachments?: CommentAttachment[] | null;
  create_time: string;
}

export interface Highlights {
  status: string;
  active_nodes: string[];
  finished_nodes: string[];
  rejected_nodes: string[];
  finished_flows: string[];
}

export interface ActionAnswer {
  instance_key: string;
  status: string;
  tasks: { task_key: string; task_name: string; node_id: string; assignee: string | null }[];
}


const calm = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;
const KEEP_MS = 60_000;

export { WORKBENCH_KEY, type TaskListKind, type WorkbenchListKind } from './workbench-lists';


/** One page of a workbench list for its filters (the list's SWR key is [WORKBENCH_KEY, kind, query]). */
export function loadWorkbenchList<R>(kind: WorkbenchListKind) {
  return (query: Record<string, unknown>) => request<Paged<R>>(workbenchListPath(kind), { json: query });
}

export function useStartableProcesses() {
  return useSWR(['workbench-processes'], () => request<StartableProcess[]>(paths.findAllProcess, { json: {} }), { ...calm, dedupingInterval: KEEP_MS });
}

export function useStartForm(processKey: string | null) {
  return useSWR(processKey ? ['workbench-start-form', processKey] : null, () => request<NodeForm>(paths.formFields, { json: { processDefinitionKey: processKey } }), calm);
}

export function useTaskForm(taskId: string | null) {
  return useSWR(taskId ? [WORKBENCH_KEY, 'task', taskId] : null, () => request<NodeForm>(paths.formFields, { json: { taskId } }), { ...calm, keepPreviousData: false });
}

export function useSubmittedForm(instanceId: string | null) {
  return useSWR(instanceId ? [WORKBENCH_KEY, 'form', instanceId] : null, () => request<SubmittedForm>(paths.formDetail, { json: { processInstanceId: instanceId } }), { ...calm, keepPreviousData: false });
}

export function useComments(instanceId: string | null) {
  return useSWR(instanceId ? [WORKBENCH_KEY, 'comments', instanceId] : null, () => request<CommentEntry[]>(paths.comments(instanceId!)), { ...calm, keepPreviousData: false });
}

export function useHighlights(instanceId: string | null) {
  return useSWR(instanceId ? [WORKBENCH_KEY, 'highlights', instanceId] : null, () => request<Highlights>(paths.highlightedNode(instanceId!)), { ...calm, keepPreviousData: false });
}

export function useProcessXml(instanceId: string | null) {
  return useSWR(instanceId ? ['workbench-xml', instanceId] : null, () => request<{ xml: string; name: string; version: number }>(paths.loadWfModule, { query: { processInstanceId: instanceId } }), {
    ...calm,
    keepPreviousData: false,
    dedupingInterval: KEEP_MS,
  });
}

/** A task gone from the caller's list, with why it left (someone else moved it). */
export interface DepartedTask {
  task_key: string;
  title: string;
  departure: TaskDeparture;
}

export const loadDepartures = (taskIds: string[]) => request<DepartedTask[]>(paths.taskDepartures, { json: { taskIds } });

/** After an action: every workbench list and open detail loads again, and the bell counts again. */
export function refreshWorkbench(): void {
  void globalMutate((key) => Array.isArray(key) && key[0] === WORKBENCH_KEY);
  refreshMessageTotal();
}

async function act(path: string, body: Record<string, unknown>): Promise<Answer<ActionAnswer>> {
  const answer = await requestAnswer<ActionAnswer>(path, { json: body });
  refreshWorkbench();
  return answer;
}

export const startProcess = (body: { processDefinitionKey: string; title?: string; formData: Record<string, unknown>; pickedApprovers?: Record<string, string[]> }) => act(paths.startProcess, body);
export const approveTask = (taskId: string, comment?: string, formData?: Record<string, unknown>, copyTo?: string[], attachments?: string[]) =>
  act(paths.confirm, { taskId, comment, formData: formData ?? {}, copyTo, attachments });
export const addSigners = (taskId: string, users: string[], position: 'BEFORE' | 'AFTER', comment?: string) => act(paths.addSign, { taskId, users, position, comment });
export const removeSigner = (taskId: string) => act(paths.removeSign, { taskId });
export const copyTask = (taskId: string, users: string[], comment?: string) => act(paths.copy, { taskId, users, comment });

/** Opening a request copied to the caller marks it read; the 抄送我的 list loads again. */
export async function markCopyRead(processInstanceId: string): Promise<void> {
  await request<{ read: boolean }>(paths.readCopy, { json: { processInstanceId } });
  void globalMutate((key) => Array.isArray(key) && key[0] === WORKBENCH_KEY && key[1] === 'copiedToMe');
}
export const rejectTask = (taskId: string, comment: string, rejectTo: 'end' | 'previous' | 'initiator' | 'node' = 'end', targetNode?: string, attachments?: string[]) =>
  act(paths.reject, { taskId, comment, rejectTo, targetNode, attachments });
export const turnTask = (taskId: string, employeeKey: string, turnToEemployeeKey: string, message?: string, attachments?: string[]) =>
  act(paths.turn, { taskId, employeeKey, turnToEemployeeKey, message, attachments });
export const delegateTask = (taskId: string, delegateTo: string, comment?: string, attachments?: string[]) => act(paths.delegate, { taskId, delegateTo, comment, attachments });
export const resolveTask = (taskId: string, comment: string, attachments?: string[]) => act(paths.resolve, { taskId, comment, attachments });

/** Uploads one file for the comment of a task the caller holds; refusals (size, type) are shown by the client. */
export function uploadCommentAttachment(taskId: string, file: File): Promise<CommentAttachment> {
  const body = new FormData();
  body.append('file', file);
  body.append('taskId', taskId);
  return request<CommentAttachment>(paths.commentAttachmentUpload, { formData: body });
}
export const urgeProcess = (processInstanceId: string, comment?: string) => act(paths.urge, { processInstanceId, comment });
export const cancelProcess = (processInstanceId: string, comment?: string) => act(paths.cancel, { processInstanceId, comment });
