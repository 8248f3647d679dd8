'use client';

import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-alert.css';
import type { Rule } from 'antd/es/form';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { preload } from 'swr';
import { loginSchema, type LoginInput, type LoginResult } from '@/lib/contract/auth-schemas';
import { call } from '@/lib/client/call';
import { isApiError } from '@/lib/client/api-error';
import { sessionStateKey } from '@/lib/client/client-session';
import { takeFlashNotice } from '@/lib/client/flash-notice';
import { loadSessionState } from '@/lib/client/session-loader';
import { browserSessionCall } from '@/lib/client/session-state';
import { useHydrated } from '@/lib/client/use-hydrated';
import { safeRedirectPath } from '@/lib/navigation/safe-redirect';
import type { SignInStepResult } from '@/lib/contract/sign-in-security';
import { signInCalls } from '@/lib/contract/sign-in-calls';
import { SignInSteps } from './SignInSteps';
import styles from './login.module.css';

/** The shared zod rule of one field as an antd rule; its messages are message keys. */
function useSchemaRule(field: keyof LoginInput): Rule {
  const t = useTranslations();
  return {
    validator: async (_rule, value: unknown) => {
      const result = loginSchema.shape[field].safeParse(value ?? '');
      if (!result.success) throw new Error(t(result.error.issues[0]?.message ?? 'api.badRequest'));
    },
  };
}

export function LoginForm({ redirectTo, step: begunStep }: { redirectTo: string; step?: SignInStepResult['step'] }) {
  const t = useTranslations('loginPage');
  const tRoot = useTranslations();
  const router = useRouter();
  const [form] = Form.useForm<LoginInput>();
  const [submitting, setSubmitting] = useState(false);
  // Starts with why the user was sent here (session expired, no permissions), set by the page that
  // left; the server has no such notice, so alerts show once the page is hydrated.
  const [alert, setAlert] = useState<{ type: 'error' | 'warning'; text: string } | null>(() => {
    const notice = takeFlashNotice();
    return notice ? { type: 'warning', text: tRoot(notice) } : null;
  });
  const usernameRule = useSchemaRule('username');
  const passwordRule = useSchemaRule('password');
  // Before hydration a click or Enter would submit the form natively (a GET with the password in
  // the address and no message): the button stays disabled until the script handles it.
  const hydrated = useHydrated();
  // The password was right and a further step is due (a code, its set-up, a new password).
  const [step, setStep] = useState<SignInStepResult['step'] | null>(begunStep ?? null);

  const enter = (result: LoginResult) => {
    // Start loading the user's state now so the back office opens ready.
    void preload(sessionStateKey(result.target_key), () => loadSessionState(result.target_key, browserSessionCall)).catch(() => undefined);
    router.replace(safeRedirectPath(redirectTo));
  };

  const signIn = async (values: LoginInput) => {
    setSubmitting(true);
    setAlert(null);
    try {
      const input = loginSchema.parse(values);
      const result = await call(signInCalls.login, input, { silent: true, redirectOnUnauthorized: false });
      if ('step' in result) {
        setStep(result.step);
        setSubmitting(false);
        return;
      }
      enter(result);
      // The button keeps spinning until the next page replaces this one.
    } catch (error) {
      setAlert({ type: 'error', text: isApiError(error) ? error.message : tRoot('api.serverError') });
      setSubmitting(false);
    }
  };

  if (step) {
    const restart = () => {
      setStep(null);
      form.setFieldValue('password', '');
    };
    return <SignInSteps step={step} onSignedIn={enter} onRestart={restart} />;
  }

  return (
    <Form<LoginInput>
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={signIn}
      onValuesChange={() => setAlert(null)}
      className={styles.form}
    >
      <Form.Item name="username" label={t('username')} rules={[usernameRule]}>
        <Input prefix={<UserOutlined />} placeholder={t('usernamePlaceholder')} autoComplete="username" autoFocus maxLength={64} />
      </Form.Item>
      <Form.Item name="password" label={t('password')} rules={[passwordRule]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t('passwordPlaceholder')} autoComplete="current-password" maxLength={128} />
      </Form.Item>
      {alert && hydrated ? <Alert type={alert.type} showIcon title={alert.text} className={styles.alert} role="alert" /> : null}
      <Form.Item className={styles.submitRow}>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={!hydrated} data-testid="login-submit">
          {submitting ? t('submitting') : t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
