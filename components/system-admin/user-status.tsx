'use client';

import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isApiError } from '@/lib/client/api-error';
import { useSession } from '@/lib/client/session-state';
import { RowActionButton } from '@/components/entity/RowActionButton';
import { LazyPopconfirm } from '@/components/widgets/LazyPopconfirm';
import type { RowActionProps, ToolbarActionProps } from '@/components/entity/actions/types';
import { isPendingUser, UserActivateRowAction } from './user-activate';
import { nextStatus, setUserStatus, USER_ACTIVE, USER_FROZEN, type UserStatus } from './user-status-api';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** Runs one status change with its toast; true when it went through. */
function useStatusChange() {
  const t = useTranslations('entityUi.userStatus');
  const { message } = useFeedback();
  return async (keys: readonly string[], status: UserStatus): Promise<boolean> => {
    try {
      const answer = await setUserStatus(keys, status);
      void message.success(answer.msg || t(status === USER_FROZEN ? 'frozen' : 'unfrozen'));
      return true;
    } catch (failure) {
      if (isApiError(failure) && (failure.kind === 'unauthorized' || failure.kind === 'aborted')) return false;
      void message.error(failure instanceof Error ? failure.message : String(failure), 5);
      return false;
    }
  };
}

/** 冻结 on an active user's row, 解冻 on a frozen one's, 激活 on one waiting for activation; all asked first. */
export function UserStatusRowAction({ record, recordKey, rights, compact, refresh }: RowActionProps) {
  const t = useTranslations('entityUi.userStatus');
  const tConfirm = useTranslations('entityUi.confirm');
  const change = useStatusChange();
  const { userKey } = useSession();
  // Nobody may lock themselves out (the server refuses it too).
  if (!rights.update || recordKey === userKey) return null;
  // A registered partner waits for activation (待激活), not for freezing.
  if (isPendingUser(record)) return <UserActivateRowAction recordKey={recordKey} compact={compact} refresh={refresh} />;
  const status = nextStatus(record.status);
  const freezing = status === USER_FROZEN;
  return (
    <LazyPopconfirm
      title={t(freezing ? 'confirmFreeze' : 'confirmUnfreeze')}
      okText={tConfirm('ok')}
      cancelText={tConfirm('cancel')}
      okButtonProps={{ danger: freezing }}
      onConfirm={async () => {
        if (await change([recordKey], status)) refresh();
      }}
    >
      <RowActionButton
        label={t(freezing ? 'freeze' : 'unfreeze')}
        icon={freezing ? <LockOutlined /> : <UnlockOutlined />}
        compact={compact}
        testId={freezing ? 'row-freeze' : 'row-unfreeze'}
      />
    </LazyPopconfirm>
  );
}

/** Freeze or unfreeze every selected user at once. */
export function UserStatusToolbar({ selected, rights, refresh, clearSelection }: ToolbarActionProps) {
  const t = useTranslations('entityUi.userStatus');
  const tConfirm = useTranslations('entityUi.confirm');
  const tAll = useTranslations();
  const { message } = useFeedback();
  const change = useStatusChange();
  const [busy, setBusy] = useState<UserStatus | null>(null);
  if (!rights.update) return null;

  const button = (status: UserStatus) => {
    const freezing = status === USER_FROZEN;
    const label = t(freezing ? 'freezeSelected' : 'unfreezeSelected');
    const icon = freezing ? <LockOutlined /> : <UnlockOutlined />;
    const testId = freezing ? 'entity-batch-freeze' : 'entity-batch-unfreeze';
    // Nothing selected: say so instead of asking to confirm nothing.
    if (selected.length === 0) {
      return (
        <Button icon={icon} data-testid={testId} onClick={() => void message.warning(tAll('validation.selectRecord'))}>
          {label}
        </Button>
      );
    }
    return (
      <LazyPopconfirm
        title={t(freezing ? 'confirmFreezeSelected' : 'confirmUnfreezeSelected', { count: selected.length })}
        okText={tConfirm('ok')}
        cancelText={tConfirm('cancel')}
        okButtonProps={{ danger: freezing }}
        onConfirm={async () => {
          setBusy(status);
          const done = await change(selected, status);
          setBusy(null);
          if (!done) return;
          clearSelection();
          refresh();
        }}
      >
        <Button icon={icon} loading={busy === status} data-testid={testId}>
          {label}
        </Button>
      </LazyPopconfirm>
    );
  };

  return (
    <Space wrap>
      {button(USER_FROZEN)}
      {button(USER_ACTIVE)}
    </Space>
  );
}
