'use client';

import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { setFlashNotice } from '@/lib/client/flash-notice';
import { schemaRule } from '@/lib/client/schema-rule';
import { policyHint, policyRule, usePasswordPolicy } from '@/lib/client/password-policy';
import { useMessageText } from '@/components/entity/message-text';
import { changePasswordSchema, PASSWORD_MAX_LENGTH, type ChangePasswordInput } from '@/lib/contract/profile-schemas';
import { changePassword } from './profile-calls';
import { formLayout, tailLayout } from './form-layout';
import styles from './person.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** Long enough to read the success toast before the sign-out takes the page away. */
const SIGN_OUT_DELAY_MS = 1200;

type PasswordFormValues = Partial<ChangePasswordInput>;

/** Changing the password ends every session of the user, this one included: the user signs in again. */
export function PasswordForm({ onChanged }: { onChanged: () => Promise<void> }) {
  const t = useTranslations('person');
  const tRoot = useTranslations();
  const { message } = useFeedback();
  const [form] = Form.useForm<PasswordFormValues>();
  const [state, setState] = useState<'idle' | 'saving' | 'done'>('idle');

  const check = () => changePasswordSchema.safeParse(form.getFieldsValue(true));
  const rule = (field: keyof ChangePasswordInput) => schemaRule(check, field, tRoot);
  const text = useMessageText();
  const policy = usePasswordPolicy();

  const submit = async (values: PasswordFormValues) => {
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return;
    setState('saving');
    try {
      await changePassword(parsed.data);
    } catch {
      // A wrong current password and other refusals arrive as the server's message, already shown.
      setState('idle');
      return;
    }
    setState('done');
    void message.success(tRoot('profile.passwordChanged'));
    setFlashNotice('profile.signInAgain');
    await new Promise((resolve) => setTimeout(resolve, SIGN_OUT_DELAY_MS));
    await onChanged();
  };

  return (
    <Form<PasswordFormValues>
      form={form}
      {...formLayout}
      onFinish={submit}
      className={styles.form}
      data-testid="password-form"
    >
      <Form.Item wrapperCol={tailLayout}>
        <Alert type="info" showIcon title={t('passwordNotice')} />
      </Form.Item>
      <Form.Item name="oldpassword" label={t('oldPassword')} required rules={[rule('oldpassword')]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('oldPasswordPlaceholder')} autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item name="password" label={t('newPassword')} required dependencies={['oldpassword']} rules={[rule('password'), policyRule(policy, text)]} extra={policyHint(policy, text)}>
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="confirmpassword" label={t('confirmPassword')} required dependencies={['password']} rules={[rule('confirmpassword')]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('confirmPasswordPlaceholder')} autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      <Form.Item wrapperCol={tailLayout}>
        <Button type="primary" htmlType="submit" loading={state !== 'idle'} data-testid="password-save">
          {t('submitPassword')}
        </Button>
      </Form.Item>
    </Form>
  );
}
