import type { ApproverGap } from './workflow-approver-gap-schema';

/**
 * An entry of a model's approvers that names nobody the organisation still has: a user key that
 * does not exist (a name typed where a user was to be picked), a frozen or deleted user, a role,
 * position or department that does not exist or was deleted. The deploy refuses a model with one,
 * the designer asks for all of them before deploying, and the model list marks a deployed model
 * whose approvers left afterwards. Shared by the engine, the designer and the model list; the
 * answer's schema is in ./workflow-approver-gap-schema.ts, so the screens that word a gap load no zod.
 */

/** What the entry names: a candidate group is a role code or a department key. */
export const APPROVER_REF_KINDS = ['user', 'role', 'position', 'department', 'group'] as const;
export type ApproverRefKind = (typeof APPROVER_REF_KINDS)[number];

/** Where the entry sits: who approves, who gets the task when a rule finds nobody, who is copied. */
export const APPROVER_REF_USES = ['approver', 'fallback', 'copy'] as const;
export type ApproverRefUse = (typeof APPROVER_REF_USES)[number];

/** missing: no such key or code at all; deleted: only a deleted one; frozen: a user who may not sign in. */
export const APPROVER_GAP_STATES = ['missing', 'deleted', 'frozen'] as const;
export type ApproverGapState = (typeof APPROVER_GAP_STATES)[number];

export type { ApproverGap } from './workflow-approver-gap-schema';

/**
 * How a gap is worded, as a message key with its values: the deploy's refusal (`workflow.deploy.*`)
 * or the model list's note (`designer.models.attention.*`). `label` is a message key itself (the
 * server's translate reads it so; the screens translate it before the message).
 */
export function approverGapMessage(gap: ApproverGap, wording: 'deploy' | 'list'): { key: string; values: { name: string; label: string; ref: string } } {
  const state = `${gap.state.charAt(0).toUpperCase()}${gap.state.slice(1)}`;
  return {
    key: wording === 'deploy' ? `workflow.deploy.approver${state}` : `designer.models.attention.${gap.state}`,
    values: {
      name: gap.element_name,
      label: `workflow.deploy.approverRef.${gap.use}.${gap.kind}`,
      ref: !gap.ref_name ? gap.ref : gap.ref_code ? `${gap.ref_name} (${gap.ref_code})` : gap.ref_name,
    },
  };
}
