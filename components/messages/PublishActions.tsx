'use client';

import { DeleteOutlined, EditOutlined, EyeOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, type ButtonProps } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Answer } from '@/lib/client/api-client';
import type { PublishStatus } from '@/lib/contract/message-center';
import styles from './messages.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { LazyPopconfirm } from '@/components/widgets/LazyPopconfirm';

export interface PublishActionsProps {
  status: PublishStatus;
  onView: () => void;
  onEdit: () => void;
  /** Published news is edited in place; a published notice must be retracted first. */
  editablePublished?: boolean;
  publish: () => Promise<Answer<unknown>>;
  retract: () => Promise<Answer<unknown>>;
  remove: () => Promise<Answer<unknown>>;
  onChanged: () => void;
  /** Phones: icons only, so the pinned column leaves room for the data. */
  compact?: boolean;
}

function ActionButton({ label, compact, ...props }: { label: string; compact: boolean } & Omit<ButtonProps, 'children'>) {
  const button = <Button type="link" size="small" aria-label={label} {...props}>{compact ? null : label}</Button>;
  return compact ? <Tooltip title={label}>{button}</Tooltip> : button;
}

/**
 * The transitions a manager may take (docs/messages.md, "Notices"): a draft or a retracted item is edited and
 * published, a published one retracted (after a confirmation), and any one deleted (likewise).
 */
export function PublishActions({ status, onView, onEdit, editablePublished = false, publish, retract, remove, onChanged, compact = false }: PublishActionsProps) {
  const t = useTranslations('messageCenter');
  const { message } = useFeedback();
  const [busy, setBusy] = useState<string | null>(null);
  const act = (name: string, call: () => Promise<Answer<unknown>>) => async () => {
    setBusy(name);
    try {
      const answer = await call();
      void message.success(answer.msg);
      onChanged();
    } catch {
      // shown by the API client
    } finally {
      setBusy(null);
    }
  };
  const published = status === 'PUBLISHED';
  const confirmTexts = { okText: t('confirm.ok'), cancelText: t('confirm.cancel') };
  return (
    <Space size={0} className={styles.rowActions}>
      <ActionButton label={t('actions.view')} compact={compact} icon={<EyeOutlined />} onClick={onView} data-testid="row-view" />
      {!published || editablePublished ? (
        <ActionButton label={t('actions.edit')} compact={compact} icon={<EditOutlined />} onClick={onEdit} data-testid="row-edit" />
      ) : null}
      {published ? (
        <LazyPopconfirm title={t('confirm.retract')} {...confirmTexts} onConfirm={act('retract', retract)}>
          <ActionButton label={t('actions.retract')} compact={compact} icon={<RollbackOutlined />} loading={busy === 'retract'} data-testid="row-retract" />
        </LazyPopconfirm>
      ) : (
        <ActionButton label={t('actions.publish')} compact={compact} icon={<SendOutlined />} loading={busy === 'publish'} onClick={act('publish', publish)} data-testid="row-publish" />
      )}
      <LazyPopconfirm title={t('confirm.delete')} {...confirmTexts} okButtonProps={{ danger: true }} onConfirm={act('delete', remove)}>
        <ActionButton label={t('actions.delete')} compact={compact} danger icon={<DeleteOutlined />} loading={busy === 'delete'} data-testid="row-delete" />
      </LazyPopconfirm>
    </Space>
  );
}
