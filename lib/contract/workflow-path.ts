import { z } from 'zod';
import { APPROVAL_MODES } from '@/lib/workflow/approver-rule';
import { commentAttachmentSchema } from './workflow-answers';

/**
 * The path of an approval (transparency): the steps passed with who approved and when, the steps
 * waiting now and those ahead as far as the engine can tell from the current variables; and the
 * same "ahead" part for a process about to be started (the submit dialog's preview).
 */

/** done: passed; current: waiting now; ahead: will come; auto: decided by the engine; undetermined: depends on a condition not yet known; end: the process ends. */
export const PATH_STEP_STATES = ['start', 'done', 'rejected', 'current', 'ahead', 'auto', 'undetermined', 'end'] as const;

export const pathApproverSchema = z.strictObject({
  key: z.string(),
  name: z.string(),
  /** A task's status (APPROVED, REJECTED, PENDING, …), WAITING for a later turn of an in-order step, null when ahead. */
  status: z.string().nullable(),
  time: z.string().nullable(),
  comment: z.string().nullable(),
  /** The files this person's decision on the step carried. */
  attachments: z.array(commentAttachmentSchema).optional(),
  /** The file key of the handwritten signature this person's decision carried. */
  signature: z.string().optional(),
});
export type PathApprover = z.infer<typeof pathApproverSchema>;

/** A step that called another process: the child request, whose own path shows under it. */
export const pathChildSchema = z.strictObject({ instance_key: z.string(), process_name: z.string(), status: z.string() });
export type PathChild = z.infer<typeof pathChildSchema>;

export const pathStepSchema = z.strictObject({
  node_id: z.string().nullable(),
  name: z.string(),
  state: z.enum(PATH_STEP_STATES),
  mode: z.enum(APPROVAL_MODES),
  approvers: z.array(pathApproverSchema),
  /** Groups offered the task whose members were not listed (role codes or department keys). */
  groups: z.array(z.string()),
  /** Why the engine decided by itself, or what is not known yet. */
  note: z.string().nullable(),
  /** The approvers of this step are picked by the initiator when submitting (发起人自选). */
  pick: z.boolean(),
  /** Pass by ratio, in percent. */
  pass_ratio: z.number().nullable(),
  /** A call activity: the child requests it started (the latest last). */
  children: z.array(pathChildSchema).optional(),
  /** A copy node (抄送): its approvers are whom it copies (copied, or to be). Absent for every other step. */
  kind: z.literal('copy').optional(),
});
export type PathStep = z.infer<typeof pathStepSchema>;

export const instancePathSchema = z.strictObject({ instance_key: z.string(), status: z.string(), steps: z.array(pathStepSchema) });
export type InstancePath = z.infer<typeof instancePathSchema>;

export const approverPreviewAnswerSchema = z.strictObject({
  steps: z.array(pathStepSchema),
  /** The tasks the initiator must pick approvers for before submitting. */
  picks: z.array(z.strictObject({ node_id: z.string(), name: z.string() })),
});
export type ApproverPreview = z.infer<typeof approverPreviewAnswerSchema>;
