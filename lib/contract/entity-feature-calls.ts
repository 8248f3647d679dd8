import { approvalCalls, type ApprovalDef } from '@/lib/entity/features/approval/approval';
import { declareCall, declareKeyedCall, type Call, type KeyedCall, type In, type Out } from './call';
import { CUSTOM_FIELD_PATHS } from './custom-field-paths';
import type { customFieldEntityQuerySchema, customFieldShapeSchema } from './custom-fields';
import type { duplicateAnswerSchema } from './duplicate-answers';
import type { RecordValues } from './entity-calls';
import type { checkedRecordSchema, recordApprovalAnswerSchema, submittedRecordSchema } from './record-approval-answers';
import { mergePath, mergePreviewPath } from './record-merge';
import type { mergeAnswerSchema, mergeInputSchema, mergePreviewAnswerSchema, mergePreviewInputSchema } from './record-merge-schemas';
import { revealPath } from './sensitive-reveal';
import type { revealAnswerSchema } from './sensitive-reveal-schemas';
import type { pickedApproversSchema } from './workflow';

/*
 * The calls the entity engine's features add to a kind that declares them (lib/backend/entity/features),
 * each under the kind's base path and with what it is sent and answers (./call.ts).
 */

/** POST {apiBase}/duplicates: which of the values being typed likely duplicate stored records (key: the record edited, left out). */
export const duplicatesCall = (apiBase: string): Call<{ values: RecordValues; key?: string }, Out<typeof duplicateAnswerSchema>> =>
  declareCall('POST', `${apiBase}/duplicates`);

/** GET {apiBase}/approval/{key}: a record's latest approval with the caller's pending task in it (null: never submitted). */
export const recordApprovalCall = (apiBase: string): KeyedCall<undefined, Out<typeof recordApprovalAnswerSchema>> =>
  declareKeyedCall('GET', (key) => `${apiBase}/approval/${encodeURIComponent(key)}`);

type PickedApprovers = In<typeof pickedApproversSchema>;

/** A kind that declares an approval, as its calls are named. */
interface Approving {
  apiBase: string;
  approval: ApprovalDef;
}

/** The calls saving, submitting and approving a record of a kind that declares an approval (names: the approval's `calls`). */
export function approvalCallsOf({ apiBase, approval }: Approving) {
  const names = approvalCalls(approval);
  return {
    /** Saves the record as addOrUpdate and submits it, all or nothing. */
    saveApproved: declareCall<RecordValues, Out<typeof submittedRecordSchema>>('POST', `${apiBase}/saveApproved`),
    submit: declareCall<{ id: string; pickedApprovers?: PickedApprovers }, Out<typeof submittedRecordSchema>>('POST', `${apiBase}/${names.submit}`),
    /** Approves or returns the record through the caller's pending task (a return needs a comment). */
    check: declareCall<{ id: string; result: 'approve' | 'return'; comment?: string; attachments?: string[] }, Out<typeof checkedRecordSchema>>('POST', `${apiBase}/${names.check}`),
  };
}

/** The merge calls of a kind that declares `merge`: the records side by side, then the merge itself. */
export const mergeCallsOf = (apiBase: string) => ({
  preview: declareCall<In<typeof mergePreviewInputSchema>, Out<typeof mergePreviewAnswerSchema>>('POST', mergePreviewPath(apiBase)),
  merge: declareCall<In<typeof mergeInputSchema>, Out<typeof mergeAnswerSchema>>('POST', mergePath(apiBase)),
});

/** POST {apiBase}/reveal/{key}: the whole value of one masked field, for a holder of 查看敏感信息 (audited). */
export const revealCall = (apiBase: string): KeyedCall<{ field: string }, Out<typeof revealAnswerSchema>> =>
  declareKeyedCall('POST', (key) => revealPath(apiBase, key));

/** GET: the fields administrators added to a kind, as its pages show them, and those the caller may not filter by. */
export const shapeCall = declareCall<In<typeof customFieldEntityQuerySchema>, Out<typeof customFieldShapeSchema>>('GET', CUSTOM_FIELD_PATHS.shape);
