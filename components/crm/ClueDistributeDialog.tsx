'use client';

import { Form, Modal, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callAnswer } from '@/lib/client/call';
import { crmCalls } from '@/lib/contract/crm-calls';
import { ReceiverSelect } from './ReceiverSelect';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** Hands the selected pool leads to the chosen users, in turn in the order they were chosen. */
export function ClueDistributeDialog({ keys, onDone, onClose }: { keys: readonly string[]; onDone: () => void; onClose: () => void }) {
  const t = useTranslations('clueDistribution.ui');
  const tAll = useTranslations();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ followers: string[] | null }>();
  const [running, setRunning] = useState(false);
  const label = t('followers');

  const submit = async () => {
    const followers = (form.getFieldsValue().followers ?? []).join(',');
    if (!followers) {
      form.setFields([{ name: 'followers', errors: [tAll('clueDistribution.usersRequired')] }]);
      return;
    }
    setRunning(true);
    try {
      const answer = await callAnswer(crmCalls.batchDistribute, { ids: keys.join(','), followers });
      void message.success(answer.msg);
      onDone();
      onClose();
    } catch {
      // The client has shown why; the dialog keeps the choice.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal open title={t('distributeTitle')} okText={t('confirm')} cancelText={t('cancel')} okButtonProps={{ loading: running }} onOk={() => void submit()} onCancel={onClose} destroyOnHidden data-testid="clue-distribute-dialog">
      <Typography.Paragraph>{t('distributeHint', { count: keys.length })}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="clue-distribute" onFinish={() => void submit()}>
        <Form.Item name="followers" label={label} required>
          <ReceiverSelect multiple label={label} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
