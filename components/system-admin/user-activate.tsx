'use client';

import { CheckCircleOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { callAnswer } from '@/lib/client/call';
import { isApiError } from '@/lib/client/api-error';
import { userAdminCalls } from '@/lib/contract/user-admin-calls';
import { RowActionButton } from '@/components/entity/RowActionButton';
import { LazyPopconfirm } from '@/components/widgets/LazyPopconfirm';
import type { RowActionProps } from '@/components/entity/actions/types';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** sys_user.status of a registered partner waiting for an administrator (待激活). */
export const USER_PENDING = '3';

export function isPendingUser(record: { status?: unknown }): boolean {
  return String(record.status) === USER_PENDING;
}

/** 激活 on the row of an account waiting for activation, asked first; the user can sign in afterwards. */
export function UserActivateRowAction({ recordKey, compact, refresh }: Pick<RowActionProps, 'recordKey' | 'compact' | 'refresh'>) {
  const t = useTranslations('siteAccounts.activation');
  const tConfirm = useTranslations('entityUi.confirm');
  const { message } = useFeedback();

  const activate = async () => {
    try {
      const answer = await callAnswer(userAdminCalls.activate, { ids: recordKey }, { silent: true });
      void message.success(answer.msg || t('activated'));
      refresh();
    } catch (failure) {
      if (isApiError(failure) && (failure.kind === 'unauthorized' || failure.kind === 'aborted')) return;
      void message.error(failure instanceof Error ? failure.message : String(failure), 5);
    }
  };

  return (
    <LazyPopconfirm title={t('confirm')} okText={tConfirm('ok')} cancelText={tConfirm('cancel')} onConfirm={activate}>
      <RowActionButton label={t('activate')} icon={<CheckCircleOutlined />} compact={compact} testId="row-activate" />
    </LazyPopconfirm>
  );
}
