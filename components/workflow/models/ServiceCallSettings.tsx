'use client';

import { ApiOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { call, callAnswer } from '@/lib/client/call';
import { hostsFromText } from '@/lib/contract/workflow-service-call-paths';
import { workflowServiceTaskCalls as calls } from '@/lib/contract/workflow-service-task-calls';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { useOpenedOnce } from '@/lib/client/use-opened-once';

/** The dialog (a modal and a text area) loads when the settings are first opened. */
const ServiceCallSettingsDialog = dynamic(() => import('./ServiceCallSettingsDialog').then((m) => m.ServiceCallSettingsDialog), { ssr: false });

/** 服务调用设置: the hosts HTTP tasks may call, one `host` or `host:port` per line (administrators). */
export function ServiceCallSettings() {
  const t = useTranslations('designer.models.serviceCalls');
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const opened = useOpenedOnce(open);

  const show = async () => {
    const setting = await call(calls.setting);
    setText(setting.allowed_hosts.join('\n'));
    setOpen(true);
  };
  const save = async () => {
    setSaving(true);
    try {
      const answer = await callAnswer(calls.saveSetting, { allowed_hosts: hostsFromText(text) });
      if (answer.msg) void message.success(answer.msg);
      setOpen(false);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button icon={<ApiOutlined />} onClick={() => void show()} data-testid="service-call-settings">{t('open')}</Button>
      {opened ? <ServiceCallSettingsDialog open={open} text={text} saving={saving} onChange={setText} onSave={() => void save()} onCancel={() => setOpen(false)} /> : null}
    </>
  );
}
