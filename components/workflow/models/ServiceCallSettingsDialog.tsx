'use client';

import { Input, Modal, Typography } from 'antd';
import { useTranslations } from 'next-intl';

interface ServiceCallSettingsDialogProps {
  open: boolean;
  text: string;
  saving: boolean;
  onChange: (text: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** The dialog of 服务调用设置: the allowed hosts as text, one per line. */
export function ServiceCallSettingsDialog({ open, text, saving, onChange, onSave, onCancel }: ServiceCallSettingsDialogProps) {
  const t = useTranslations('designer.models.serviceCalls');
  return (
    <Modal title={t('title')} open={open} onOk={onSave} confirmLoading={saving} onCancel={onCancel} okText={t('save')} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Input.TextArea rows={6} value={text} onChange={(e) => onChange(e.target.value)} placeholder={'erp.example.com\n127.0.0.1:8080'} data-testid="service-call-hosts" />
    </Modal>
  );
}
