'use client';

import { ApiOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { requestAnswer, request } from '@/lib/client/api-client';
import { hostsFromText, serviceCallPaths } from '@/lib/contract/workflow-service-call-paths';
import type { ServiceCallSetting } from '@/lib/contract/workflow-service-calls';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** 服务调用设置: the hosts HTTP tasks may call, one `host` or `host:port` per line (administrators). */
export function ServiceCallSettings() {
  const t = useTranslations('designer.models.serviceCalls');
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);

  const show = async () => {
    const setting = await request<ServiceCallSetting>(serviceCallPaths.setting);
    setText(setting.allowed_hosts.join('\n'));
    setOpen(true);
  };
  const save = async () => {
    setSaving(true);
    try {
      const answer = await requestAnswer<ServiceCallSetting>(serviceCallPaths.setting, { json: { allowed_hosts: hostsFromText(text) } });
      if (answer.msg) void message.success(answer.msg);
      setOpen(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button icon={<ApiOutlined />} onClick={() => void show()} data-testid="service-call-settings">{t('open')}</Button>
      <Modal title={t('title')} open={open} onOk={() => void save()} confirmLoading={saving} onCancel={() => setOpen(false)} okText={t('save')} destroyOnHidden>
        <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
        <Input.TextArea rows={6} value={text} onChange={(e) => setText(e.target.value)} placeholder={'erp.example.com\n127.0.0.1:8080'} data-testid="service-call-hosts" />
      </Modal>
    </>
  );
}
