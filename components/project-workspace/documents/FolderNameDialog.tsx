'use client';

import { Form, Input, Modal } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

interface FolderNameDialogProps {
  open: boolean;
  title: string;
  initialName: string;
  onSubmit: (name: string) => Promise<boolean>;
  onClose: () => void;
}

/** Asks for a folder's name (new folder, subfolder, rename). */
export function FolderNameDialog({ open, title, initialName, onSubmit, onClose }: FolderNameDialogProps) {
  const t = useTranslations('projectDocuments.ui');
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);
  const submit = async () => {
    const { name } = await form.validateFields();
    setSaving(true);
    try {
      if (await onSubmit(name.trim())) onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title={title} onOk={() => void submit()} onCancel={onClose} confirmLoading={saving} destroyOnHidden width={420}>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="name" label={t('folderName')} rules={[{ required: true, whitespace: true, message: t('folderNameRequired') }, { max: 100 }]}>
          <Input placeholder={t('folderNamePlaceholder')} maxLength={100} autoFocus data-testid="folder-name-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
