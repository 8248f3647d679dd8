'use client';

import { Alert, Button, Typography } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TwoFactorSetup } from '@/lib/contract/sign-in-security';
import { CodeField } from './CodeField';
import styles from './two-factor.module.css';

/**
 * A set-up begun: the QR code of the otpauth:// address, the secret to type in by hand, and the
 * code that proves the app has it. The personal centre and the sign-in's set-up step share it.
 */
export function SetupPanel({ setup, onConfirm, onCancel, error }: {
  setup: TwoFactorSetup;
  onConfirm: (code: string) => Promise<void>;
  onCancel?: () => void;
  error: string | null;
}) {
  const t = useTranslations('twoFactor.card');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async (typed: string) => {
    if (busy || typed.length !== 6) return;
    setBusy(true);
    try {
      await onConfirm(typed);
    } finally {
      setBusy(false);
      setCode('');
    }
  };
  // Groups of four, as authenticator apps show keys: easier to copy by eye.
  const grouped = setup.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <div className={styles.setup} data-testid="totp-setup">
      <div className={styles.scan}>
        <Typography.Text strong>{t('scanStep')}</Typography.Text>
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn by the server, nothing to optimise */}
        <img src={setup.qr_data_url} alt={t('qrAlt')} width={200} height={200} className={styles.qr} />
        <Typography.Text type="secondary">{t('manualEntry')}</Typography.Text>
        <Typography.Text code copyable={{ text: setup.secret }} className={styles.secret} data-testid="totp-secret" data-secret={setup.secret}>{grouped}</Typography.Text>
      </div>
      <div className={styles.confirm}>
        <Typography.Text strong>{t('confirmStep')}</Typography.Text>
        <CodeField value={code} onChange={setCode} onComplete={(typed) => void confirm(typed)} disabled={busy} placeholder={t('codePlaceholder')} ariaLabel={t('codeLabel')} />
        {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
        <div className={styles.buttons}>
          <Button type="primary" loading={busy} disabled={code.length !== 6} onClick={() => void confirm(code)} data-testid="totp-confirm">{t('confirm')}</Button>
          {onCancel ? <Button onClick={onCancel}>{t('cancel')}</Button> : null}
        </div>
      </div>
    </div>
  );
}
