'use client';

import { AuditOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslations } from 'next-intl';
import type { RecordApproval } from '@/lib/contract/record-approval-answers';

/** While a record's approval runs, its header names who holds it now (当前审批人：王芳). */
export function CurrentApprovers({ approval }: { approval: RecordApproval | null | undefined }) {
  const t = useTranslations('entityUi.approval');
  const names = approval?.status === 'RUNNING' ? (approval.approvers ?? []).map((a) => a.name) : [];
  if (names.length === 0) return null;
  return (
    <Typography.Text type="secondary" data-testid="current-approvers">
      <AuditOutlined aria-hidden /> {t('currentApprovers', { names: names.join(t('nameSeparator')) })}
    </Typography.Text>
  );
}
