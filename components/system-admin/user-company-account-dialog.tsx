'use client';

import { Alert, Button, Form, Input, Modal, Skeleton, Tag } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { call, callAnswer } from '@/lib/client/call';
import { isApiError } from '@/lib/client/api-error';
import { schemaRule } from '@/lib/client/schema-rule';
import { oidcCalls } from '@/lib/contract/oidc-calls';
import { oidcLinkUserInputSchema } from '@/lib/contract/oidc-sign-in';
import { LazyPopconfirm } from '@/components/widgets/LazyPopconfirm';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/**
 * An administrator's dialog for one colleague's company account: whether it is linked, link it to
 * the provider's subject, or remove the link. Loaded when opened (it brings the contract's rules).
 */
export function CompanyAccountDialog({ userKey, name, onClose }: { userKey: string; name: string; onClose: () => void }) {
  const t = useTranslations('companyAccount.admin');
  const tRoot = useTranslations();
  const tConfirm = useTranslations('entityUi.confirm');
  const { message } = useFeedback();
  const [form] = Form.useForm<{ subject: string }>();
  const [busy, setBusy] = useState(false);
  const { data: state, mutate } = useSWR([oidcCalls.linkUserState.path, userKey], () => call(oidcCalls.linkUserState, { user_key: userKey }));

  const send = async (change: () => Promise<{ msg: string }>) => {
    setBusy(true);
    try {
      void message.success((await change()).msg);
      form.resetFields();
      void mutate();
    } catch (failure) {
      if (isApiError(failure) && (failure.kind === 'unauthorized' || failure.kind === 'aborted')) return;
      void message.error(failure instanceof Error ? failure.message : String(failure), 5);
    } finally {
      setBusy(false);
    }
  };
  const link = async () => {
    const { subject } = await form.validateFields();
    await send(() => callAnswer(oidcCalls.linkUser, { user_key: userKey, subject: subject.trim() }, { silent: true }));
  };
  const subjectRule = schemaRule(() => oidcLinkUserInputSchema.safeParse({ user_key: userKey, subject: String(form.getFieldValue('subject') ?? '') }), 'subject', (key) => tRoot(key));

  let body;
  if (!state) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (!state.enabled && !state.linked) body = <Alert type="info" showIcon title={t('disabled')} />;
  else if (state.linked) {
    body = (
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <Tag color="green" data-testid="user-company-account-status">{t('linked')}</Tag>
        <LazyPopconfirm title={t('unlinkTitle', { name })} description={t('unlinkContent')} okText={tConfirm('ok')} cancelText={tConfirm('cancel')} okButtonProps={{ danger: true }} onConfirm={() => send(() => callAnswer(oidcCalls.unlinkUser, { user_key: userKey }, { silent: true }))}>
          <Button danger loading={busy} data-testid="user-company-account-unlink">{t('unlink')}</Button>
        </LazyPopconfirm>
      </div>
    );
  } else {
    body = (
      <Form form={form} layout="vertical" onFinish={() => void link()}>
        <Tag data-testid="user-company-account-status">{t('notLinked')}</Tag>
        <Form.Item name="subject" label={t('subject')} extra={t('subjectHelp')} rules={[subjectRule]} style={{ marginTop: 12 }}>
          <Input maxLength={255} autoComplete="off" data-testid="user-company-account-subject" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="user-company-account-link">{t('link')}</Button>
      </Form>
    );
  }
  return (
    <Modal open title={t('title', { name })} onCancel={onClose} footer={null} destroyOnHidden width={480}>
      {body}
    </Modal>
  );
}
