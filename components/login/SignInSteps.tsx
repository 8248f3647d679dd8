'use client';

import { LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { InputRef } from 'antd';
import type { LoginResult } from '@/lib/contract/auth-schemas';
import { call } from '@/lib/client/call';
import { isApiError } from '@/lib/client/api-error';
import { useMessageText } from '@/components/entity/message-text';
import { passwordChangeFields } from '@/lib/contract/password-change-step';
import { passwordProblem, passwordRuleHint, type PasswordPolicy } from '@/lib/contract/password-policy';
import type { SignInStep, SignInStepResult, TwoFactorSetup } from '@/lib/contract/sign-in-security';
import { signInCalls } from '@/lib/contract/sign-in-calls';
import { signInSecurityCalls } from '@/lib/contract/sign-in-security-calls';
import { CodeField, RecoveryCodes, SetupPanel } from '@/components/two-factor/port';
import styles from './login.module.css';

type StepAnswer = LoginResult | SignInStepResult;
const isStep = (answer: StepAnswer): answer is SignInStepResult => 'step' in answer;
/** Before the session exists: a refusal is the step's to show, and a 401 (the challenge expired) is not the back office's. */
const STEP_OPTIONS = { silent: true, redirectOnUnauthorized: false } as const;

interface StepProps {
  onNext: (answer: StepAnswer) => void;
  onRestart: () => void;
}

function useFailureText() {
  const tRoot = useTranslations();
  return (failure: unknown) => (isApiError(failure) || failure instanceof Error ? failure.message : tRoot('api.serverError'));
}

/** A code from the authenticator, sent on its sixth digit; or a recovery code. */
function CodeStep({ onNext, onRestart }: StepProps) {
  const t = useTranslations('twoFactor.signIn');
  const tCard = useTranslations('twoFactor.card');
  const failureText = useFailureText();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const codeRef = useRef<InputRef>(null);

  useEffect(() => codeRef.current?.focus(), [recovery]);

  const submit = async (typed: string) => {
    if (busy || !typed) return;
    setBusy(true);
    setError(null);
    try {
      onNext(await call(signInCalls.verify, recovery ? { recovery_code: typed } : { code: typed }, STEP_OPTIONS));
    } catch (failure) {
      setError(failureText(failure));
      setValue('');
      setBusy(false);
      setTimeout(() => codeRef.current?.focus(), 0);
    }
  };

  return (
    <div className={styles.step} data-testid="sign-in-code-step">
      <h2 className={styles.stepTitle}>{t('codeTitle')}</h2>
      <Typography.Paragraph type="secondary">{recovery ? t('recoveryHint') : t('codeHint')}</Typography.Paragraph>
      {recovery ? (
        <Input ref={codeRef} size="large" value={value} maxLength={16} autoComplete="off" placeholder={t('recoveryPlaceholder')} aria-label={t('useRecovery')}
          data-testid="recovery-code-input" onChange={(event) => setValue(event.target.value)} onPressEnter={() => void submit(value)} disabled={busy} />
      ) : (
        <CodeField inputRef={codeRef} value={value} onChange={setValue} onComplete={(code) => void submit(code)} disabled={busy} placeholder={tCard('codePlaceholder')} ariaLabel={tCard('codeLabel')} />
      )}
      {error ? <Alert type="error" showIcon title={error} role="alert" className={styles.alert} /> : null}
      <Button type="primary" size="large" block loading={busy} disabled={recovery ? !value : value.length !== 6} onClick={() => void submit(value)} data-testid="sign-in-verify">{t('verify')}</Button>
      <div className={styles.stepLinks}>
        <Button type="link" onClick={() => { setRecovery(!recovery); setValue(''); setError(null); }} data-testid="use-recovery-code">{recovery ? t('useCode') : t('useRecovery')}</Button>
        <Button type="link" onClick={onRestart}>{t('back')}</Button>
      </div>
    </div>
  );
}

/** Two-step verification required and not set up yet: set it up here, then the session is issued. */
function SetupStep({ onRestart, onCodes }: Pick<StepProps, 'onRestart'> & { onCodes: (codes: string[], answer: LoginResult) => void }) {
  const t = useTranslations('twoFactor.signIn');
  const failureText = useFailureText();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    call(signInCalls.setup, {}, STEP_OPTIONS).then(setSetup, (failure: unknown) => setError(failureText(failure)));
    // Once per step: the set-up answers the same pending secret again anyway.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- failureText is a fresh function each render
  }, []);

  const confirm = async (code: string) => {
    setError(null);
    try {
      const answer = await call(signInCalls.setupConfirm, { code }, STEP_OPTIONS);
      const { recovery_codes, ...result } = answer;
      onCodes(recovery_codes, result);
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <div className={styles.step} data-testid="sign-in-setup-step">
      <h2 className={styles.stepTitle}>{t('setupTitle')}</h2>
      <Typography.Paragraph type="secondary">{t('setupHint')}</Typography.Paragraph>
      {setup ? <SetupPanel setup={setup} onConfirm={confirm} error={error} /> : error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
      <div className={styles.stepLinks}>
        <Button type="link" onClick={onRestart}>{t('back')}</Button>
      </div>
    </div>
  );
}

/** The password has expired (安全设置): a new one under the live policy, then the sign-in goes on. */
function PasswordStep({ onNext, onRestart }: StepProps) {
  const t = useTranslations('twoFactor.signIn');
  const text = useMessageText();
  const failureText = useFailureText();
  const [form] = Form.useForm<{ password: string; confirm_password: string }>();
  const [policy, setPolicy] = useState<PasswordPolicy | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    call(signInSecurityCalls.passwordPolicy, undefined, STEP_OPTIONS).then(setPolicy, () => undefined);
  }, []);

  const check = (field: 'password' | 'confirm_password') => ({
    validator: async () => {
      const values = form.getFieldsValue(true) as Record<string, string>;
      if (field === 'password' && policy) {
        const problem = passwordProblem(values.password ?? '', policy);
        if (problem) throw new Error(text(problem));
      }
      const parsed = passwordChangeFields.safeParse(values);
      const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(text(issue.message));
    },
  });

  const submit = async (values: { password: string; confirm_password: string }) => {
    setBusy(true);
    setError(null);
    try {
      onNext(await call(signInCalls.password, values, STEP_OPTIONS));
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };

  return (
    <div className={styles.step} data-testid="sign-in-password-step">
      <h2 className={styles.stepTitle}>{t('passwordTitle')}</h2>
      <Typography.Paragraph type="secondary">{t('passwordHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} size="large" onFinish={(values) => void submit(values)}>
        <Form.Item name="password" label={t('newPassword')} rules={[check('password')]} extra={policy ? text(passwordRuleHint(policy)) : undefined}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item name="confirm_password" label={t('confirmPassword')} dependencies={['password']} rules={[check('confirm_password')]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" maxLength={64} />
        </Form.Item>
        {error ? <Alert type="error" showIcon title={error} role="alert" className={styles.alert} /> : null}
        <Button type="primary" htmlType="submit" block loading={busy}>{t('savePassword')}</Button>
      </Form>
      <div className={styles.stepLinks}>
        <Button type="link" onClick={onRestart}>{t('back')}</Button>
      </div>
    </div>
  );
}

/**
 * The steps after a right password, before the session exists: the gateway holds the challenge
 * in the session cookie, so these calls carry only what the person types.
 */
export function SignInSteps({ step, onSignedIn, onRestart }: { step: SignInStep; onSignedIn: (result: LoginResult) => void; onRestart: () => void }) {
  const t = useTranslations('twoFactor.signIn');
  const tRoot = useTranslations();
  const [current, setCurrent] = useState<SignInStep>(step);
  const [codes, setCodes] = useState<{ codes: string[]; result: LoginResult } | null>(null);
  const onNext = (answer: StepAnswer) => (isStep(answer) ? setCurrent(answer.step) : onSignedIn(answer));

  if (codes) return <RecoveryCodes codes={codes.codes} product={tRoot('app.defaultTitle')} doneLabel={t('continue')} onDone={() => onSignedIn(codes.result)} />;
  if (current === 'setup') return <SetupStep onRestart={onRestart} onCodes={(list, result) => setCodes({ codes: list, result })} />;
  if (current === 'password') return <PasswordStep key="password" onNext={onNext} onRestart={onRestart} />;
  return <CodeStep onNext={onNext} onRestart={onRestart} />;
}
