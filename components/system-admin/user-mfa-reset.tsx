'use client';

import { SafetyOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { callAnswer } from '@/lib/client/call';
import { isApiError } from '@/lib/client/api-error';
import { useSession } from '@/lib/client/session-state';
import { signInSecurityCalls } from '@/lib/contract/sign-in-security-calls';
import { RowActionButton } from '@/components/entity/RowActionButton';
import { LazyPopconfirm } from '@/components/widgets/LazyPopconfirm';
import type { RowActionProps } from '@/components/entity/actions/types';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/**
 * 重置两步验证 on another user's row, for administrators (a lost phone): asked first, then the
 * user's authenticator and recovery codes are removed. Only on rows whose 两步验证 is on, and not on
 * one's own row; the server refuses that too.
 */
export function UserMfaResetRowAction({ record, recordKey, compact, refresh }: Pick<RowActionProps, 'record' | 'recordKey' | 'compact' | 'refresh'>) {
  const t = useTranslations('twoFactor.reset');
  const tConfirm = useTranslations('entityUi.confirm');
  const { message } = useFeedback();
  const { userKey, isAdmin } = useSession();
  // Only where there is something to reset: the row's 两步验证 is on.
  if (!isAdmin || recordKey === userKey || record.two_factor !== true) return null;

  const reset = async () => {
    try {
      const answer = await callAnswer(signInSecurityCalls.adminReset, { userKey: recordKey }, { silent: true });
      void message.success(answer.msg);
      refresh();
    } catch (failure) {
      if (isApiError(failure) && (failure.kind === 'unauthorized' || failure.kind === 'aborted')) return;
      void message.error(failure instanceof Error ? failure.message : String(failure), 5);
    }
  };
  const name = typeof record.realname === 'string' && record.realname ? record.realname : String(record.username ?? '');

  return (
    <LazyPopconfirm title={t('confirmTitle')} description={t('confirmContent', { name })} okText={tConfirm('ok')} cancelText={tConfirm('cancel')} okButtonProps={{ danger: true }} onConfirm={reset}>
      <RowActionButton label={t('action')} icon={<SafetyOutlined />} compact={compact} confirms testId="row-mfa-reset" />
    </LazyPopconfirm>
  );
}
