'use client';

import { Alert, Button, Space } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import styles from './sign-in-settings.module.css';

interface SettingsActionsProps {
  busy: 'test' | 'save' | null;
  refusal: string | null;
  onTest: () => void;
  labels: { test: string; save: string };
  /** Prefix of the test ids: `${prefix}-test`, `${prefix}-save`, `${prefix}-refusal`. */
  testIdPrefix: string;
}

/** The end of a settings form: the server's refusal, then 测试连接 beside 保存 (the form's submit). */
export function SettingsActions({ busy, refusal, onTest, labels, testIdPrefix }: SettingsActionsProps) {
  return (
    <>
      {refusal ? <Alert type="error" showIcon title={refusal} className={styles.refusal} role="alert" data-testid={`${testIdPrefix}-refusal`} /> : null}
      <Space wrap>
        <Button onClick={onTest} loading={busy === 'test'} disabled={busy === 'save'} data-testid={`${testIdPrefix}-test`}>{labels.test}</Button>
        <Button type="primary" htmlType="submit" loading={busy === 'save'} disabled={busy === 'test'} data-testid={`${testIdPrefix}-save`}>{labels.save}</Button>
      </Space>
    </>
  );
}
