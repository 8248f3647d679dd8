'use client';

import { Form, Input, Modal } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MAX_QUERY_NAME_LENGTH, savedQueryInputSchema } from '@/lib/entity/advanced-query';
import { useMessageText } from '../message-text';

interface SaveNameModalProps {
  open: boolean;
  /** The name offered first (the saved query the conditions came from, if any). */
  initialName: string;
  saving: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

const nameRule = savedQueryInputSchema.shape.name;

/** Asks for the name to save under; an empty name gets 保存名称不能为空 (docs/entities.md, "What you get without writing more"). */
export function SaveNameModal({ open, initialName, saving, onSubmit, onCancel }: SaveNameModalProps) {
  const t = useTranslations('advancedQuery');
  const text = useMessageText();
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const checked = nameRule.safeParse(name);
    if (!checked.success) {
      setProblem(text(checked.error.issues[0]?.message ?? 'advancedQuery.nameRequired'));
      return;
    }
    setProblem(null);
    onSubmit(checked.data);
  };

  return (
    <Modal
      open={open}
      title={t('saveTitle')}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={submit}
      onCancel={onCancel}
      confirmLoading={saving}
      destroyOnHidden
      width={420}
    >
      <Form layout="vertical" requiredMark data-testid="aq-save-form">
        <Form.Item label={t('nameLabel')} required validateStatus={problem ? 'error' : undefined} help={problem ?? undefined} htmlFor="aq-save-name">
          <Input
            id="aq-save-name"
            autoFocus
            value={name}
            maxLength={MAX_QUERY_NAME_LENGTH}
            showCount
            placeholder={t('namePlaceholder')}
            onChange={(e) => {
              setName(e.target.value);
              if (problem) setProblem(null);
            }}
            onPressEnter={(event) => {
              // Without this the key's press event lands on the confirmation that may open next and answers it.
              event.preventDefault();
              submit();
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
