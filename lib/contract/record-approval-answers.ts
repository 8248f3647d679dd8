import { z } from 'zod';
import { INSTANCE_STATUSES } from './workflow-values';

/** What a record's approval calls answer (`{apiBase}/saveApproved`, submit, check and approval/{id}). */

/** One round of a record's approval: a process started for it, from submission to its outcome. */
export const approvalRoundSchema = z.strictObject({
  instance_key: z.string(),
  status: z.enum(INSTANCE_STATUSES),
  start_time: z.string(),
  end_time: z.string().nullable(),
  /** Who submitted it. */
  initiator_name: z.string(),
});

/**
 * What the record page asks about a record's approval: its latest process and the caller's pending
 * task in it, and every round it went through (newest first: a quote returned and committed again
 * has two).
 */
export const recordApprovalSchema = approvalRoundSchema.extend({
  /** The caller's pending task in the running process, which check approves or returns. */
  task_key: z.string().nullable(),
  task_name: z.string().nullable(),
  /** The caller holds that task as its delegate: she hands it back instead of deciding it. */
  task_delegated: z.boolean().optional(),
  /** The caller holds that task as a signer someone added (加签): she approves or returns it, nothing else. */
  task_signer: z.boolean().optional(),
  /** The caller started the running process and may urge its approvers. */
  may_urge: z.boolean().optional(),
  /** Who holds the running process's pending tasks now (empty once it ended). */
  approvers: z.array(z.strictObject({ key: z.string(), name: z.string() })).optional(),
  rounds: z.array(approvalRoundSchema),
});
export type RecordApproval = z.infer<typeof recordApprovalSchema>;

/** GET approval/{id}: null when the record never went for approval. */
export const recordApprovalAnswerSchema = recordApprovalSchema.nullable();

/** A record submitted for approval (its fields are the entity's declaration) with the process started. */
export const submittedRecordSchema = z.looseObject({ instance_key: z.string() });

/** A record approved or returned from its page, with its process and where that stands now. */
export const checkedRecordSchema = z.looseObject({ instance_key: z.string(), process_status: z.string() });
