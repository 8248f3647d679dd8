import useSWR, { mutate } from 'swr';
import { call, callAnswer } from '@/lib/client/call';
import { approvalCallsOf, recordApprovalCall } from '@/lib/contract/entity-feature-calls';
import type { EntityDef } from '@/lib/entity/types';
import { recordSubmitPreviewCall } from '@/lib/contract/workflow-request-calls';
import { approvalSwrKey } from '../../entity-paths';

export function useRecordApproval(entity: EntityDef, key: string) {
  return useSWR(entity.approval ? approvalSwrKey(entity, key) : null, () => call(recordApprovalCall(entity.apiBase)(key), undefined, { silent: true }), {
    revalidateOnFocus: false,
  });
}

export function refreshRecordApproval(entity: EntityDef, key: string): void {
  void mutate(approvalSwrKey(entity, key));
}

/** The call that says who would approve a saved record if the caller submitted it now. */
export const submitPreviewCall = (entity: EntityDef) => recordSubmitPreviewCall(entity.apiBase);

/** The approval calls of a kind that declares an approval (the record pages offer them only then). */
const approvalCalls = (entity: EntityDef) => approvalCallsOf({ apiBase: entity.apiBase, approval: entity.approval! });

/** Submits the saved record for approval (a quote's commit). */
export function submitRecord(entity: EntityDef, key: string, pickedApprovers?: Record<string, string[]>) {
  return callAnswer(approvalCalls(entity).submit, { id: key, ...(pickedApprovers ? { pickedApprovers } : {}) }, { silent: true });
}

/** Approves or returns the record through the caller's pending task (check). */
export function checkRecord(entity: EntityDef, key: string, result: 'approve' | 'return', comment: string | undefined, attachments: string[] = []) {
  return callAnswer(approvalCalls(entity).check, { id: key, result, comment, attachments }, { silent: true });
}
