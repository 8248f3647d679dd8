'use client';

import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './two-factor.module.css';

/** The ten recovery codes, shown once: copy them or download a .txt, then say they are kept. */
export function RecoveryCodes({ codes, product, onDone, doneLabel }: { codes: readonly string[]; product: string; onDone: () => void; doneLabel?: string }) {
  const t = useTranslations('twoFactor.codes');
  const [copied, setCopied] = useState(false);
  const text = [t('fileHeader', { product }), '', ...codes, ''].join('\n');
  const copy = async () => {
    // No clipboard outside a secure context (plain http to a LAN address): the download still works.
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className={styles.codesBlock} data-testid="recovery-codes">
      <Typography.Text strong>{t('title')}</Typography.Text>
      <Alert type="warning" showIcon title={t('warning')} />
      <ol className={styles.codes}>
        {codes.map((code) => <li key={code}><code>{code}</code></li>)}
      </ol>
      <div className={styles.buttons}>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>{copied ? t('copied') : t('copy')}</Button>
        <Button icon={<DownloadOutlined />} onClick={download}>{t('download')}</Button>
        <Button type="primary" onClick={onDone} data-testid="recovery-codes-done">{doneLabel ?? t('done')}</Button>
      </div>
    </div>
  );
}
