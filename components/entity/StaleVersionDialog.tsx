'use client';

import { Button, Modal, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useNamesOfUsers } from './fields/directory';

interface StaleVersionDialogProps {
  open: boolean;
  /** user_key of whoever saved the newer version. */
  changedBy: string | null;
  onReload: () => void;
  onKeepEditing: () => void;
}

/**
 * Someone saved the record while this form was open. Nothing is thrown away silently: the user
 * either keeps their input (and cannot save it over the newer version) or loads the newer one.
 */
export function StaleVersionDialog({ open, changedBy, onReload, onKeepEditing }: StaleVersionDialogProps) {
  const t = useTranslations('entityUi.form');
  const nameOf = useNamesOfUsers(changedBy ? [changedBy] : []);
  const who = changedBy ? nameOf(changedBy) : t('conflictSomeone');
  return (
    <Modal
      open={open}
      title={t('conflictTitle')}
      onCancel={onKeepEditing}
      maskClosable={false}
      data-testid="stale-version-dialog"
      footer={[
        <Button key="keep" onClick={onKeepEditing} data-testid="stale-keep">
          {t('keepEditing')}
        </Button>,
        <Button key="reload" type="primary" onClick={onReload} data-testid="stale-reload">
          {t('reload')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('conflictContent', { name: who })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('conflictHint')}</Typography.Paragraph>
    </Modal>
  );
}
