'use client';

import { Form, InputNumber, Modal, Skeleton } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-input-number.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR, { mutate as mutateGlobal } from 'swr';
import { call } from '@/lib/client/call';
import { crmCalls } from '@/lib/contract/crm-calls';
import { poolSettingSchema, type PoolSetting } from '@/lib/contract/customer-pool';
import { fieldErrors } from '@/components/entity/form-values';
import { useMessageText } from '@/components/entity/message-text';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** The public pool's rules: how many customers one may claim, and after how many idle days they return. */
export function PoolRulesDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('entityUi.poolRules');
  const text = useMessageText();
  const { message } = useFeedback();
  const [form] = Form.useForm<PoolSetting>();
  const [saving, setSaving] = useState(false);
  const { data, isLoading } = useSWR(crmCalls.poolSetting.path, () => call(crmCalls.poolSetting), { revalidateOnFocus: false });

  const save = async () => {
    const parsed = poolSettingSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) {
      form.setFields(fieldErrors(parsed.error.issues, text).map((e) => ({ ...e, name: e.name as keyof PoolSetting })));
      return;
    }
    setSaving(true);
    try {
      await call(crmCalls.savePoolSetting, parsed.data);
      void mutateGlobal(crmCalls.poolSetting.path, parsed.data, { revalidate: false });
      void message.success(t('saved'));
      onClose();
    } catch {
      // The API client has said why; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={t('title')} okText={t('save')} cancelText={t('cancel')} onOk={() => void save()} onCancel={onClose} okButtonProps={{ loading: saving, disabled: !data }} destroyOnHidden data-testid="pool-rules">
      {isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Form form={form} layout="vertical" initialValues={data} name="pool-rules" onFinish={() => void save()}>
          <Form.Item name="claim_limit" label={t('claimLimit')} extra={t('claimLimitHelp')} required>
            <InputNumber min={1} max={10000} precision={0} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="auto_return_days" label={t('autoReturnDays')} extra={t('autoReturnDaysHelp')} required>
            <InputNumber min={0} max={3650} precision={0} style={{ width: 200 }} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
