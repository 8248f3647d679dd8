import useSWR, { mutate } from 'swr';
import { request, requestAnswer } from '@/lib/client/api-client';
import type { CheckedRecord, RecordApproval, SubmittedRecord } from '@/lib/contract/record-approval-answers';
import { approvalCalls } from '@/lib/entity/features/approval/approval';
import type { EntityDef } from '@/lib/entity/types';
import { recordSubmitPreviewCall } from '@/lib/contract/workflow-request-calls';
import { approvalPath, approvalSwrKey } from '../../entity-paths';

export function useRecordApproval(entity: EntityDef, key: string) {
  return useSWR(entity.approval ? approvalSwrKey(entity, key) : null, () => request<RecordApproval | null>(approvalPath(entity, key), { silent: true }), {
    revalidateOnFocus: false,
  });
}

export function refreshRecordApproval(entity: EntityDef, key: string): void {
  void mutate(approvalSwrKey(entity, key));
}

/** The call that says who would approve a saved record if the caller submitted it now. */
export const submitPreviewCall = (entity: EntityDef) => recordSubmitPreviewCall(entity.apiBase);

/** Submits the saved record for approval (a quote's commit). */
export function submitRecord(entity: EntityDef, key: string, pickedApprovers?: Record<string, string[]>) {
  return requestAnswer<SubmittedRecord>(`${entity.apiBase}/${approvalCalls(entity.approval!).submit}`, { json: { id: key, ...(pickedApprovers ? { pickedApprovers } : {}) }, silent: true });
}

/** Approves or returns the record through the caller's pending task (check). */
export function checkRecord(entity: EntityDef, key: string, result: 'approve' | 'return', comment: string | undefined, attachments: string[] = []) {
  return requestAnswer<CheckedRecord>(`${entity.apiBase}/${approvalCalls(entity.approval!).check}`, { json: { id: key, result, comment, attachments }, silent: true });
}
