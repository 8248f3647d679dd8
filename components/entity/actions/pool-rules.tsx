'use client';

import { SettingOutlined } from '@ant-design/icons';
import { App, Button, Form, InputNumber, Modal, Skeleton } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR, { mutate as mutateGlobal } from 'swr';
import { request } from '@/lib/client/api-client';
import { customerPoolPaths, poolSettingSchema, type PoolSetting } from '@/lib/contract/customer-pool';
import { useHolds } from '../entity-rights';
import { fieldErrors } from '../form-values';
import { useMessageText } from '../message-text';
import type { ToolbarActionProps } from './types';

/** The right to change the pool's rules: the same as distributing its customers. */
const POOL_RULES_RIGHT = 'crm-customer-sea-distribute';

function PoolRulesDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('entityUi.poolRules');
  const text = useMessageText();
  const { message } = App.useApp();
  const [form] = Form.useForm<PoolSetting>();
  const [saving, setSaving] = useState(false);
  const { data, isLoading } = useSWR(customerPoolPaths.setting, () => request<PoolSetting>(customerPoolPaths.setting), { revalidateOnFocus: false });

  const save = async () => {
    const parsed = poolSettingSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) {
      form.setFields(fieldErrors(parsed.error.issues, text).map((e) => ({ ...e, name: e.name as keyof PoolSetting })));
      return;
    }
    setSaving(true);
    try {
      await request(customerPoolPaths.setting, { json: parsed.data });
      void mutateGlobal(customerPoolPaths.setting, parsed.data, { revalidate: false });
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

/** 公海规则 on the public pool's toolbar, for those who may distribute its customers. */
export function PoolRulesToolbar({ fixed }: ToolbarActionProps) {
  const t = useTranslations('entityUi.poolRules');
  const holds = useHolds();
  const [open, setOpen] = useState(false);
  if (fixed.in_sea !== 'true' || !holds(POOL_RULES_RIGHT)) return null;
  return (
    <>
      <Button icon={<SettingOutlined />} onClick={() => setOpen(true)} data-testid="pool-rules-open">
        {t('title')}
      </Button>
      {open ? <PoolRulesDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
