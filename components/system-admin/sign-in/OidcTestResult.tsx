'use client';

import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Descriptions } from 'antd';
import '@/components/providers/theme/antd-descriptions.css';
import { useTranslations } from 'next-intl';
import type { OidcTestAnswer } from '@/lib/contract/oidc-sign-in';
import styles from './sign-in-settings.module.css';

const ENDPOINTS = ['issuer', 'authorization_endpoint', 'token_endpoint', 'userinfo_endpoint', 'jwks_uri'] as const;

/** What 测试连接 found: the provider's endpoints and whether it knows the client, or why it cannot be used. */
export function OidcTestResult({ result }: { result: OidcTestAnswer }) {
  const t = useTranslations('oidcSignIn');
  const found = ENDPOINTS.filter((name) => result[name]);
  return (
    <div className={styles.result} data-testid="oidc-test-result" data-ok={result.ok}>
      <ul className={styles.steps}>
        <li className={result.ok ? styles.stepOk : styles.stepFailed}>
          {result.ok ? <CheckCircleFilled aria-hidden /> : <CloseCircleFilled aria-hidden />}
          <span>{result.ok ? t('test.passed') : `${t('test.failed')}：${t(`problems.${result.problem ?? 'notIssuer'}`)}`}</span>
        </li>
        {result.ok ? <li className={styles.stepOk}><CheckCircleFilled aria-hidden /><span>{result.client === 'accepted' ? t('test.clientAccepted') : t('test.clientUnchecked')}</span></li> : null}
        {result.detail ? <li className={styles.none}>{t('test.detail', { detail: result.detail })}</li> : null}
      </ul>
      {found.length > 0 ? (
        <Descriptions size="small" bordered column={1}>
          {found.map((name) => (
            <Descriptions.Item key={name} label={t(`test.${name}`)}><span className={styles.mono}>{result[name]}</span></Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
    </div>
  );
}
