'use client';

import { useLocale } from 'next-intl';
import { mutate as globalMutate } from 'swr';
import type { Answer } from '@/lib/client/api-client';
import { call, callAnswer } from '@/lib/client/call';
import { useCalled } from '@/lib/client/use-called';
import { refreshMessageTotal } from '@/lib/client/message-total';
import type { BodyOf, Call } from '@/lib/contract/call';
import type { ActionAnswer, BatchResult } from '@/lib/contract/workflow-answers';
import type { CommentAttachment } from '@/lib/contract/workflow-attachments';
import { workbenchListCalls, workbenchListExtraCalls, type WorkbenchListPages } from '@/lib/contract/workflow-list-calls';
import { workflowRequestCalls as reads } from '@/lib/contract/workflow-request-calls';
import { workflowTaskCalls as acts } from '@/lib/contract/workflow-task-calls';
import type { BatchDecision } from '@/lib/workflow/batch-decision';
import { WORKBENCH_KEY, type WorkbenchListKind } from './workbench-lists';

/** The approval engine's calls as the workbench screens use them (declared in lib/contract/workflow-*-calls.ts). */

export type { ActionAnswer, CopyRecord, DepartedTask, MyProcessRecord, SignerInfo, StartableProcess, TaskInfo, TaskRecord, TransferRecord } from '@/lib/contract/workflow-answers';

const calm = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;
const KEEP_MS = 60_000;

export { WORKBENCH_KEY, type TaskListKind, type WorkbenchListKind } from './workbench-lists';

/** What a workbench list is sent: 抄送我的's filters, which hold the others'. */
type WorkbenchListQuery = BodyOf<(typeof workbenchListCalls)['copiedToMe']>;

/** A row of a workbench list, as its call answers it. */
export type WorkbenchRow<K extends WorkbenchListKind> = WorkbenchListPages[K]['records'][number];

/** One page of a workbench list for its filters (the list's SWR key is [WORKBENCH_KEY, kind, query]). */
export function loadWorkbenchList<K extends WorkbenchListKind>(kind: K): (query: WorkbenchListQuery) => Promise<WorkbenchListPages[K]> {
  // Every list takes the filters 抄送我的 takes (the others have no read state to leave out).
  const declared: Call<WorkbenchListQuery, WorkbenchListPages[K]> = workbenchListCalls[kind];
  return (query) => call(declared, query);
}

/** The processes the caller may start, named in her language (a language switch reads them again). */
export function useStartableProcesses() {
  const locale = useLocale();
  return useCalled(['workbench-processes', locale], () => call(reads.startableProcesses, {}), { ...calm, dedupingInterval: KEEP_MS });
}

export function useStartForm(processKey: string | null) {
  return useCalled(processKey ? ['workbench-start-form', processKey] : null, () => call(reads.formFields, { processDefinitionKey: processKey! }), calm);
}

export function useTaskForm(taskId: string | null) {
  return useCalled(taskId ? [WORKBENCH_KEY, 'task', taskId] : null, () => call(reads.formFields, { taskId: taskId! }), { ...calm, keepPreviousData: false });
}

export function useSubmittedForm(instanceId: string | null) {
  return useCalled(instanceId ? [WORKBENCH_KEY, 'form', instanceId] : null, () => call(reads.submittedForm, { processInstanceId: instanceId! }), { ...calm, keepPreviousData: false });
}

export function useComments(instanceId: string | null) {
  return useCalled(instanceId ? [WORKBENCH_KEY, 'comments', instanceId] : null, () => call(reads.comments(instanceId!)), { ...calm, keepPreviousData: false });
}

export function useHighlights(instanceId: string | null) {
  return useCalled(instanceId ? [WORKBENCH_KEY, 'highlights', instanceId] : null, () => call(reads.highlights(instanceId!)), { ...calm, keepPreviousData: false });
}

export function useProcessXml(instanceId: string | null) {
  return useCalled(instanceId ? ['workbench-xml', instanceId] : null, () => call(reads.processXml, { processInstanceId: instanceId! }), {
    ...calm,
    keepPreviousData: false,
    dedupingInterval: KEEP_MS,
  });
}

export const loadDepartures = (taskIds: string[]) => call(workbenchListExtraCalls.taskDepartures, { taskIds });

/** After an action: every workbench list and open detail loads again, and the bell counts again. */
export function refreshWorkbench(): void {
  void globalMutate((key) => Array.isArray(key) && key[0] === WORKBENCH_KEY);
  refreshMessageTotal();
}

/** An action on a request or a task, then everything it changed loads again. */
async function act(made: Promise<Answer<ActionAnswer>>): Promise<Answer<ActionAnswer>> {
  const answer = await made;
  refreshWorkbench();
  return answer;
}

export const startProcess = (body: { processDefinitionKey: string; title?: string; formData: Record<string, unknown>; pickedApprovers?: Record<string, string[]>; draft_key?: string }) => act(callAnswer(acts.start, body));
export const approveTask = (taskId: string, comment?: string, formData?: Record<string, unknown>, copyTo?: string[], attachments?: string[], signature?: string) =>
  act(callAnswer(acts.approve, { taskId, comment, formData: formData ?? {}, copyTo, attachments, signature }));
export const addSigners = (taskId: string, users: string[], position: 'BEFORE' | 'AFTER', comment?: string) => act(callAnswer(acts.addSign, { taskId, users, position, comment }));
export const removeSigner = (taskId: string) => act(callAnswer(acts.removeSign, { taskId }));
export const copyTask = (taskId: string, users: string[], comment?: string) => act(callAnswer(acts.copy, { taskId, users, comment }));

/** Opening a request copied to the caller marks it read; the 抄送我的 list loads again. */
export async function markCopyRead(processInstanceId: string): Promise<void> {
  await call(acts.readCopy, { processInstanceId });
  void globalMutate((key) => Array.isArray(key) && key[0] === WORKBENCH_KEY && key[1] === 'copiedToMe');
}
export const rejectTask = (taskId: string, comment: string, rejectTo: 'end' | 'previous' | 'initiator' | 'node' = 'end', targetNode?: string, attachments?: string[]) =>
  act(callAnswer(acts.reject, { taskId, comment, rejectTo, targetNode, attachments }));
export const turnTask = (taskId: string, employeeKey: string, turnToEemployeeKey: string, message?: string, attachments?: string[]) =>
  act(callAnswer(acts.turn, { taskId, employeeKey, turnToEemployeeKey, message, attachments }));
export const delegateTask = (taskId: string, delegateTo: string, comment?: string, attachments?: string[]) => act(callAnswer(acts.delegate, { taskId, delegateTo, comment, attachments }));
export const resolveTask = (taskId: string, comment: string, attachments?: string[]) => act(callAnswer(acts.resolve, { taskId, comment, attachments }));

/** Uploads one file for the comment of a task the caller holds; refusals (size, type) are shown by the client. */
export function uploadCommentAttachment(taskId: string, file: File): Promise<CommentAttachment> {
  const body = new FormData();
  body.append('file', file);
  body.append('taskId', taskId);
  return call(acts.uploadCommentAttachment, body);
}
/** A pad's drawing (a PNG data URL) as the file the checked upload takes. */
function signatureFile(dataUrl: string): File {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new File([bytes], 'signature.png', { type: 'image/png' });
}

/** Uploads the signature drawn for a decision on a task the caller holds; answers its key to name in the approval. */
export async function uploadSignature(taskId: string, dataUrl: string): Promise<string> {
  const body = new FormData();
  body.append('file', signatureFile(dataUrl));
  body.append('taskId', taskId);
  return (await call(acts.uploadSignature, body)).file_key;
}

const DEFAULT_SIGNATURE_KEY = ['default-signature'];

/** Whether the caller keeps a default signature (个人中心). */
export function useDefaultSignature(enabled = true) {
  return useCalled(enabled ? DEFAULT_SIGNATURE_KEY : null, () => call(acts.defaultSignature), calm);
}

export async function saveDefaultSignature(dataUrl: string): Promise<Answer<{ file_key: string | null }>> {
  const body = new FormData();
  body.append('file', signatureFile(dataUrl));
  const answer = await callAnswer(acts.saveDefaultSignature, body);
  void globalMutate(DEFAULT_SIGNATURE_KEY);
  return answer;
}

export async function clearDefaultSignature(): Promise<Answer<{ file_key: string | null }>> {
  const answer = await callAnswer(acts.clearDefaultSignature);
  void globalMutate(DEFAULT_SIGNATURE_KEY);
  return answer;
}

/** 批量审批: each task's outcome. */
export async function batchDecide(taskIds: string[], decision: BatchDecision, comment?: string): Promise<BatchResult> {
  const results = await call(acts.batchDecide, { taskIds, decision, comment });
  refreshWorkbench();
  return results;
}

export const urgeProcess = (processInstanceId: string, comment?: string) => act(callAnswer(acts.urge, { processInstanceId, comment }));
export const cancelProcess = (processInstanceId: string, comment?: string) => act(callAnswer(acts.cancel, { processInstanceId, comment }));
