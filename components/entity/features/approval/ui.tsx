import { useTranslations } from 'next-intl';
import { approvedWithoutProcess } from '@/lib/entity/features/approval/approval';
import { usePlugInViews } from '../../plug-ins';
import type { RecordSlotProps, UiFeature } from '../ui-feature';
import { CurrentApprovers } from './CurrentApprovers';
import { refreshRecordApproval, useRecordApproval } from './record-approval-api';
import { RecordApprovalActions } from './RecordApprovalActions';

// Each part asks for the record's approval under one SWR key: the page calls for it once.

function ApprovalBadge({ entity, recordKey }: RecordSlotProps) {
  return <CurrentApprovers approval={useRecordApproval(entity, recordKey).data} />;
}

function ApprovalActions({ entity, record, recordKey, mayChange, onDone }: RecordSlotProps) {
  const approval = useRecordApproval(entity, recordKey);
  return <RecordApprovalActions entity={entity} record={record} recordKey={recordKey} approval={approval.data} mayChange={mayChange} onDone={onDone} />;
}

function ApprovalTabLabel() {
  return <span data-testid="record-approval-tab">{useTranslations('entityUi')('approval.tab')}</span>;
}

/** The record's approval rounds, as the workflow area shows them (handed in as a plug-in view). */
function ApprovalTab({ entity, record, recordKey }: RecordSlotProps) {
  const approval = useRecordApproval(entity, recordKey);
  const { approvalHistory: ApprovalHistory } = usePlugInViews();
  return ApprovalHistory ? <ApprovalHistory approval={approval.data} approvedWithoutProcess={approvedWithoutProcess(entity, record)} /> : null;
}

/**
 * A kind declaring `approval`: its page names the current approvers in the header, offers 提交审批
 * and, to the holder of the pending task, 通过 / 退回, and shows the rounds in a tab of their own.
 */
export const approvalUi: UiFeature = {
  name: 'approval',
  record: {
    badge: ApprovalBadge,
    actions: ApprovalActions,
    trailingTabs: (context) => (context.entity.approval
      ? [{ key: 'approval', label: <ApprovalTabLabel />, children: context.activeTab === 'approval' ? <ApprovalTab {...context} /> : null }]
      : []),
    refresh: refreshRecordApproval,
  },
};
