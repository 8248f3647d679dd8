'use client';

import type { ApprovalActionsProps } from '@/components/entity/plug-ins';
import { AddSignButton } from './AddSignButton';
import { CopyButton } from './CopyButton';
import { DelegateButton, ResolveButton, UrgeButton } from './DelegationButtons';

/**
 * Delegation, copies, signers and urging on a record's page: the holder of its pending task
 * delegates it, copies it to colleagues or adds signers (加签), a delegate hands it back, the
 * applicant urges the approvers of the running process.
 */
export function RecordApprovalExtras({ approval, onDone }: ApprovalActionsProps) {
  const task = approval.task_key ? { taskKey: approval.task_key, taskName: approval.task_name ?? '', onDone } : null;
  // A delegate only hands the task back; an added signer only approves or returns it.
  const holder = task && !approval.task_delegated && !approval.task_signer ? task : null;
  return (
    <>
      {approval.may_urge ? <UrgeButton instanceKey={approval.instance_key} onDone={onDone} /> : null}
      {task && approval.task_delegated ? <ResolveButton {...task} /> : null}
      {holder ? <DelegateButton {...holder} /> : null}
      {holder ? <CopyButton {...holder} /> : null}
      {holder ? <AddSignButton {...holder} /> : null}
    </>
  );
}
