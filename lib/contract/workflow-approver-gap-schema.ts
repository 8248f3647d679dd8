import { z } from 'zod';
import { APPROVER_GAP_STATES, APPROVER_REF_KINDS, APPROVER_REF_USES } from './workflow-approver-gaps';

/** An approver gap as answered (./workflow-approver-gaps.ts says what one is and words it). */
export const approverGapSchema = z.strictObject({
  /** The BPMN element (user task or copy node) the entry belongs to. */
  element_id: z.string(),
  /** The element as refusals name it: its name and id. */
  element_name: z.string(),
  kind: z.enum(APPROVER_REF_KINDS),
  use: z.enum(APPROVER_REF_USES),
  /** The key or code as the model holds it. */
  ref: z.string(),
  /** Its name, when the organisation still knows it (a frozen or deleted entry). */
  ref_name: z.string().nullable(),
  /** What people know it by beside the name: a user's account, a role's or position's code (none for a department). */
  ref_code: z.string().nullable(),
  state: z.enum(APPROVER_GAP_STATES),
});
export type ApproverGap = z.infer<typeof approverGapSchema>;

/** What a model list row says about its latest deployment's approvers. */
export const modelAttentionShape = {
  needs_attention: z.boolean(),
  approver_gaps: z.array(approverGapSchema),
};
