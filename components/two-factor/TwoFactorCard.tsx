'use client';

import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Skeleton, Tag, Typography } from 'antd';
import '@/components/providers/theme/antd-card.css';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { isApiError } from '@/lib/client/api-error';
import type { TwoFactorSetup, TwoFactorStatus } from '@/lib/contract/sign-in-security';
import { formatMoment } from '@/components/entity/fields/date-values';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { CodeField } from './CodeField';
import { RecoveryCodes } from './RecoveryCodes';
import { SetupPanel } from './SetupPanel';
import { beginSetup, confirmSetup, disableTwoFactor, loadTwoFactorStatus, regenerateCodes, twoFactorStatusKey } from './two-factor-calls';
import styles from './two-factor.module.css';

type Mode = { kind: 'status' } | { kind: 'setup'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] } | { kind: 'disable' } | { kind: 'regenerate' };

const messageOf = (failure: unknown, fallback: string) => (failure instanceof Error && failure.message ? failure.message : fallback);

/** 个人中心 → 两步验证: switch it on (QR code, confirm, recovery codes), switch it off, new recovery codes. */
export function TwoFactorCard() {
  const t = useTranslations('twoFactor.card');
  const tRoot = useTranslations();
  const { message } = useFeedback();
  const { data: status, mutate, error: loadError } = useSWR<TwoFactorStatus, Error>(twoFactorStatusKey, loadTwoFactorStatus);
  const [mode, setMode] = useState<Mode>({ kind: 'status' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  const go = (next: Mode) => {
    setMode(next);
    setError(null);
    setCode('');
    setPassword('');
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      if (isApiError(failure) && failure.kind === 'unauthorized') return;
      setError(messageOf(failure, tRoot('api.serverError')));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const start = () => run(async () => go({ kind: 'setup', setup: await beginSetup() }));
  const confirm = async (typed: string) => {
    setError(null);
    try {
      const codes = await confirmSetup(typed);
      go({ kind: 'codes', codes });
      void mutate();
    } catch (failure) {
      setError(messageOf(failure, tRoot('api.serverError')));
    }
  };
  const regenerate = (typed: string) => run(async () => {
    const codes = await regenerateCodes(typed);
    go({ kind: 'codes', codes });
    void mutate();
  });
  const disable = () => run(async () => {
    const msg = await disableTwoFactor(code ? { code } : { password });
    void message.success(msg);
    go({ kind: 'status' });
    void mutate();
  });

  let body;
  if (mode.kind === 'setup') body = <SetupPanel setup={mode.setup} onConfirm={confirm} onCancel={() => go({ kind: 'status' })} error={error} />;
  else if (mode.kind === 'codes') body = <RecoveryCodes codes={mode.codes} product={tRoot('app.defaultTitle')} onDone={() => go({ kind: 'status' })} />;
  else if (!status) body = loadError ? <Alert type="error" showIcon title={tRoot('api.serverError')} /> : <Skeleton active paragraph={{ rows: 2 }} />;
  else {
    body = (
      <div className={styles.status}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('intro')}</Typography.Paragraph>
        <div className={styles.statusLine}>
          <Tag color={status.enabled ? 'green' : 'default'} data-testid="totp-status">{status.enabled ? t('statusOn') : t('statusOff')}</Tag>
          {status.enabled && status.confirmed_time ? <Typography.Text type="secondary">{t('since', { time: formatMoment(status.confirmed_time, 'datetime', 'minute') })}</Typography.Text> : null}
          {status.enabled ? <Typography.Text type="secondary">{t('recoveryLeft', { count: status.recovery_left })}</Typography.Text> : null}
        </div>
        {status.required ? <Alert type="info" showIcon title={t('requiredNotice')} /> : null}
        {mode.kind === 'disable' ? (
          <div className={styles.confirm}>
            <Typography.Text strong>{t('disableTitle')}</Typography.Text>
            <Typography.Text type="secondary">{t('disableHint')}</Typography.Text>
            <CodeField value={code} onChange={setCode} onComplete={() => undefined} disabled={busy} placeholder={t('codePlaceholder')} ariaLabel={t('codeLabel')} />
            <Input.Password value={password} onChange={(event) => setPassword(event.target.value)} placeholder={t('passwordLabel')} aria-label={t('passwordLabel')} autoComplete="current-password" maxLength={128} />
            {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
            <div className={styles.buttons}>
              <Button danger type="primary" loading={busy} disabled={!code && !password} onClick={() => void disable()} data-testid="totp-disable-confirm">{t('disable')}</Button>
              <Button onClick={() => go({ kind: 'status' })}>{t('cancel')}</Button>
            </div>
          </div>
        ) : mode.kind === 'regenerate' ? (
          <div className={styles.confirm}>
            <Typography.Text strong>{t('regenerateTitle')}</Typography.Text>
            <Typography.Text type="secondary">{t('regenerateHint')}</Typography.Text>
            <CodeField value={code} onChange={setCode} onComplete={(typed) => void regenerate(typed)} disabled={busy} placeholder={t('codePlaceholder')} ariaLabel={t('codeLabel')} />
            {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
            <div className={styles.buttons}>
              <Button onClick={() => go({ kind: 'status' })}>{t('cancel')}</Button>
            </div>
          </div>
        ) : (
          <>
            {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
            <div className={styles.buttons}>
              {status.enabled ? (
                <>
                  <Button onClick={() => go({ kind: 'regenerate' })} data-testid="totp-regenerate">{t('regenerate')}</Button>
                  {status.required ? null : <Button danger onClick={() => go({ kind: 'disable' })} data-testid="totp-disable">{t('disable')}</Button>}
                </>
              ) : (
                <Button type="primary" loading={busy} onClick={() => void start()} data-testid="totp-enable">{t('enable')}</Button>
              )}
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <Card title={<span><SafetyCertificateOutlined /> {t('title')}</span>} data-testid="two-factor-card">
      {body}
    </Card>
  );
}
