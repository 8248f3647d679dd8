'use client';

import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { workflowPaths } from '@/lib/contract/workflow-values';
import { SignaturePadInput } from './SignaturePadInput';
import { clearDefaultSignature, saveDefaultSignature, useDefaultSignature } from './workbench-api';
import styles from './signature-pad.module.css';

/** 个人中心's 手写签名: the default signature a decision's pad fills in with 使用默认签名; drawn, kept, cleared. */
export function DefaultSignatureSettings() {
  const t = useTranslations('widgets.signaturePad');
  const { message } = useFeedback();
  const { data, isLoading } = useDefaultSignature();
  const [drawn, setDrawn] = useState<string | undefined>();
  const [busy, setBusy] = useState<'save' | 'clear' | null>(null);

  const act = async (kind: 'save' | 'clear', call: () => Promise<{ msg: string }>) => {
    setBusy(kind);
    try {
      const answer = await call();
      void message.success(answer.msg);
      setDrawn(undefined);
    } catch {
      // refused: the API client showed why
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.settings} data-testid="default-signature">
      <Typography.Paragraph type="secondary">{t('defaultIntro')}</Typography.Paragraph>
      <Typography.Title level={3} className={styles.settingsHeading}>{t('current')}</Typography.Title>
      {isLoading ? (
        <Skeleton.Image active />
      ) : data?.file_key ? (
        <Space align="end" wrap>
          {/* eslint-disable-next-line @next/next/no-img-element -- the caller's own stored signature, served behind the session */}
          <img src={`${workflowPaths.defaultSignatureImage}?v=${data.file_key}`} alt={t('current')} className={styles.signatureImage} data-testid="default-signature-image" />
          <Popconfirm title={t('clearConfirm')} okText={t('clearDefault')} cancelText={t('cancel')} okButtonProps={{ danger: true }} onConfirm={() => act('clear', clearDefaultSignature)}>
            <Button danger icon={<DeleteOutlined />} loading={busy === 'clear'} data-testid="default-signature-clear">{t('clearDefault')}</Button>
          </Popconfirm>
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noDefault')} />
      )}
      <Typography.Title level={3} className={styles.settingsHeading}>{t('drawNew')}</Typography.Title>
      <SignaturePadInput value={drawn} onChange={setDrawn} />
      <Button type="primary" icon={<SaveOutlined />} disabled={!drawn} loading={busy === 'save'} onClick={() => drawn && void act('save', () => saveDefaultSignature(drawn))} data-testid="default-signature-save" className={styles.saveButton}>
        {t('saveDefault')}
      </Button>
    </div>
  );
}
