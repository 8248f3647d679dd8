'use client';

import { useLocale } from 'next-intl';
import useSWR, { mutate as globalMutate } from 'swr';
import { request, requestAnswer, type Answer } from '@/lib/client/api-client';
import { refreshMessageTotal } from '@/lib/client/message-total';
import { workflowPaths as paths } from '@/lib/contract/workflow-values';
import type { CommentAttachment } from '@/lib/contract/workflow-attachments';
import type { Paged } from '@/lib/contract/envelope';
import type { BatchDecision } from '@/lib/workflow/batch-decision';
import type { ActionAnswer, BatchResult, CommentEntry, CopyReadAnswer, DepartedTask, Highlights, NodeForm, ProcessXml, StartableProcess, SubmittedForm } from '@/lib/contract/workflow-answers';
import { WORKBENCH_KEY, workbenchListPath, type WorkbenchListKind } from './workbench-lists';

/** The approval engine's calls as the workbench screens use them (their answers: lib/contract/workflow-answers.ts). */

export type { ActionAnswer, CommentEntry, CopyRecord, DepartedTask, Highlights, MyProcessRecord, NodeForm, SignerInfo, StartableProcess, SubmittedForm, TaskInfo, TaskRecord, TransferRecord } from '@/lib/contract/workflow-answers';

const calm = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;
const KEEP_MS = 60_000;

export { WORKBENCH_KEY, type TaskListKind, type WorkbenchListKind } from './workbench-lists';


/** One page of a workbench list for its filters (the list's SWR key is [WORKBENCH_KEY, kind, query]). */
export function loadWorkbenchList<R>(kind: WorkbenchListKind) {
  return (query: Record<string, unknown>) => request<Paged<R>>(workbenchListPath(kind), { json: query });
}

/** The processes the caller may start, named in her language (a language switch reads them again). */
export function useStartableProcesses() {
  const locale = useLocale();
  return useSWR(['workbench-processes', locale], () => request<StartableProcess[]>(paths.findAllProcess, { json: {} }), { ...calm, dedupingInterval: KEEP_MS });
}

export function useStartForm(processKey: string | null) {
  return useSWR<NodeForm, Error>(processKey ? ['workbench-start-form', processKey] : null, () => request<NodeForm>(paths.formFields, { json: { processDefinitionKey: processKey } }), calm);
}

export function useTaskForm(taskId: string | null) {
  return useSWR<NodeForm, Error>(taskId ? [WORKBENCH_KEY, 'task', taskId] : null, () => request<NodeForm>(paths.formFields, { json: { taskId } }), { ...calm, keepPreviousData: false });
}

export function useSubmittedForm(instanceId: string | null) {
  return useSWR<SubmittedForm, Error>(instanceId ? [WORKBENCH_KEY, 'form', instanceId] : null, () => request<SubmittedForm>(paths.formDetail, { json: { processInstanceId: instanceId } }), { ...calm, keepPreviousData: false });
}

export function useComments(instanceId: string | null) {
  return useSWR(instanceId ? [WORKBENCH_KEY, 'comments', instanceId] : null, () => request<CommentEntry[]>(paths.comments(instanceId!)), { ...calm, keepPreviousData: false });
}

export function useHighlights(instanceId: string | null) {
  return useSWR(instanceId ? [WORKBENCH_KEY, 'highlights', instanceId] : null, () => request<Highlights>(paths.highlightedNode(instanceId!)), { ...calm, keepPreviousData: false });
}

export function useProcessXml(instanceId: string | null) {
  return useSWR(instanceId ? ['workbench-xml', instanceId] : null, () => request<ProcessXml>(paths.loadWfModule, { query: { processInstanceId: instanceId } }), {
    ...calm,
    keepPreviousData: false,
    dedupingInterval: KEEP_MS,
  });
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
export const approveTask = (taskId: string, comment?: string, formData?: Record<string, unknown>, copyTo?: string[], attachments?: string[], signature?: string) =>
  act(paths.confirm, { taskId, comment, formData: formData ?? {}, copyTo, attachments, signature });
export const addSigners = (taskId: string, users: string[], position: 'BEFORE' | 'AFTER', comment?: string) => act(paths.addSign, { taskId, users, position, comment });
export const removeSigner = (taskId: string) => act(paths.removeSign, { taskId });
export const copyTask = (taskId: string, users: string[], comment?: string) => act(paths.copy, { taskId, users, comment });

/** Opening a request copied to the caller marks it read; the 抄送我的 list loads again. */
export async function markCopyRead(processInstanceId: string): Promise<void> {
  await request<CopyReadAnswer>(paths.readCopy, { json: { processInstanceId } });
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
  return (await request<{ file_key: string }>(paths.signatureUpload, { formData: body })).file_key;
}

/** Whether the caller keeps a default signature (个人中心). */
export function useDefaultSignature(enabled = true) {
  return useSWR(enabled ? ['default-signature'] : null, () => request<{ file_key: string | null }>(paths.defaultSignature), calm);
}

export async function saveDefaultSignature(dataUrl: string): Promise<Answer<{ file_key: string | null }>> {
  const body = new FormData();
  body.append('file', signatureFile(dataUrl));
  const answer = await requestAnswer<{ file_key: string | null }>(paths.defaultSignature, { formData: body });
  void globalMutate(['default-signature']);
  return answer;
}

export async function clearDefaultSignature(): Promise<Answer<{ file_key: string | null }>> {
  const answer = await requestAnswer<{ file_key: string | null }>(paths.defaultSignature, { method: 'DELETE' });
  void globalMutate(['default-signature']);
  return answer;
}

/** 批量审批: each task's outcome. */
export async function batchDecide(taskIds: string[], decision: BatchDecision, comment?: string): Promise<BatchResult> {
  const results = await request<BatchResult>(paths.batchDecide, { json: { taskIds, decision, comment } });
  refreshWorkbench();
  return results;
}

export const urgeProcess = (processInstanceId: string, comment?: string) => act(paths.urge, { processInstanceId, comment });
export const cancelProcess = (processInstanceId: string, comment?: string) => act(paths.cancel, { processInstanceId, comment });
