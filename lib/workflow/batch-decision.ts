/**
 * Batch decisions (批量审批): which waiting tasks a batch may decide with one comment. A task whose
 * decision needs more than a comment is left out before anything is sent, and refused by the server
 * with the same reason if it is sent anyway.
 */

/** At most this many tasks are decided in one batch. */
export const BATCH_MAX_TASKS = 100;

export const BATCH_DECISIONS = ['approve', 'reject'] as const;
export type BatchDecision = (typeof BATCH_DECISIONS)[number];

/**
 * What a task's decision may need beyond a comment: a handwritten signature (approve), the task's
 * own form fields or the designed-form controls its step lets the approver edit (approve), a resubmission by the applicant, a reason (rejectCommentRequired), or
 * the holder's hand-back of a delegated task.
 */
export const BATCH_NEEDS = ['signature', 'form', 'resubmit', 'rejectComment', 'delegated'] as const;
export type BatchNeed = (typeof BATCH_NEEDS)[number];

/** Why a batch leaves a task out, or null when the batch can decide it. */
export function batchExclusion(needs: readonly BatchNeed[], decision: BatchDecision, comment: string | undefined): BatchNeed | null {
  const has = (need: BatchNeed) => needs.includes(need);
  if (has('delegated')) return 'delegated';
  if (has('resubmit')) return 'resubmit';
  if (decision === 'approve') {
    if (has('signature')) return 'signature';
    if (has('form')) return 'form';
    return null;
  }
  return has('rejectComment') && !comment?.trim() ? 'rejectComment' : null;
}

/** The tasks a batch sends, and those it leaves out with the reason. */
export function splitBatch<T extends { task_key: string; batch_needs?: readonly BatchNeed[] }>(rows: readonly T[], decision: BatchDecision, comment: string | undefined) {
  const sent: T[] = [];
  const left: { row: T; reason: BatchNeed }[] = [];
  for (const row of rows) {
    const reason = batchExclusion(row.batch_needs ?? [], decision, comment);
    if (reason) left.push({ row, reason });
    else sent.push(row);
  }
  return { sent, left };
}

/**
 * Whether a task is offered for selection in a batch (a row's or a phone card's check box): some
 * decision of a batch can take it, given a reason. A task only its delegate may hand back, or only
 * its applicant may resubmit, is never selectable; one needing a signature still is (a batch may
 * reject it), and the batch dialog names what it leaves out of the chosen decision.
 */
export function batchSelectable(needs: readonly BatchNeed[] | undefined): boolean {
  return BATCH_DECISIONS.some((decision) => batchExclusion(needs ?? [], decision, 'reason') === null);
}
