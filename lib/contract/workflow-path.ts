import type { ApprovalMode } from '@/lib/workflow/approver-rule';
import type { CommentAttachment } from './workflow-attachments';

/**
 * The path of an approval (transparency): the steps passed with who approved and when, the steps
 * waiting now and those ahead as far as the engine can tell from the current variables; and the
 * same "ahead" part for a process about to be started (the submit dialog's preview).
 */

/** done: passed; current: waiting now; ahead: will come; auto: decided by the engine; undetermined: depends on a condition not yet known; end: the process ends. */
export type PathStepState = 'start' | 'done' | 'rejected' | 'current' | 'ahead' | 'auto' | 'undetermined' | 'end';

export interface PathApprover {
  key: string;
  name: string;
  /** A task's status (APPROVED, REJECTED, PENDING, …), WAITING for a later turn of an in-order step, null when ahead. */
  status: string | null;
  time: string | null;
  comment: string | null;
  /** The files this person's decision on the step carried. */
  attachments?: CommentAttachment[];
}

/** A step that called another process: the child request, whose own path shows under it. */
export interface PathChild {
  instance_key: string;
  process_name: string;
  status: string;
}

export interface PathStep {
  node_id: string | null;
  name: string;
  state: PathStepState;
  mode: ApprovalMode;
  approvers: PathApprover[];
  /** Groups offered the task whose members were not listed (role codes or department keys). */
  groups: string[];
  /** Why the engine decided by itself, or what is not known yet. */
  note: string | null;
  /** The approvers of this step are picked by the initiator when submitting (发起人自选). */
  pick: boolean;
  /** Pass by ratio, in percent. */
  pass_ratio: number | null;
  /** A call activity: the child requests it started (the latest last). */
  children?: PathChild[];
}

export interface InstancePath {
  instance_key: string;
  status: string;
  steps: PathStep[];
}

export interface ApproverPreview {
  steps: PathStep[];
  /** The tasks the initiator must pick approvers for before submitting. */
  picks: { node_id: string; name: string }[];
}
