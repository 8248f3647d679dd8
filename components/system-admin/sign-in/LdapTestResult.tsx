'use client';

import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Descriptions, Tag } from 'antd';
import '@/components/providers/theme/antd-descriptions.css';
import { useTranslations } from 'next-intl';
import type { LdapTestAnswer } from '@/lib/contract/ldap-sign-in';
import styles from './sign-in-settings.module.css';

/** What a 测试连接 found: each step passed or why it failed, and the test account as it would be brought in. */
export function LdapTestResult({ result }: { result: LdapTestAnswer }) {
  const t = useTranslations('ldapSignIn.result');
  const none = <span className={styles.none}>{t('none')}</span>;
  const tags = (values: string[]) => (values.length ? values.map((v) => <Tag key={v}>{v}</Tag>) : none);
  return (
    <div className={styles.result} data-testid="ldap-test-result" data-ok={result.ok}>
      <ul className={styles.steps} aria-label={t('steps')}>
        {result.steps.map((step) => (
          <li key={step.step} className={step.ok ? styles.stepOk : styles.stepFailed} data-testid={`ldap-step-${step.step}`}>
            {step.ok ? <CheckCircleFilled aria-label={t('passed')} /> : <CloseCircleFilled aria-label={t('failed')} />}
            <span>{step.message}</span>
          </li>
        ))}
      </ul>
      {result.user ? (
        <Descriptions size="small" bordered column={1} title={t('user')} data-testid="ldap-test-user">
          <Descriptions.Item label="DN"><span className={styles.mono}>{result.user.dn}</span></Descriptions.Item>
          <Descriptions.Item label={t('username')}>{result.user.username}</Descriptions.Item>
          <Descriptions.Item label={t('realname')}>{result.user.realname}</Descriptions.Item>
          <Descriptions.Item label={t('email')}>{result.user.email || none}</Descriptions.Item>
          <Descriptions.Item label={t('mobile')}>{result.user.mobile || none}</Descriptions.Item>
          <Descriptions.Item label={t('status')}>{result.user.disabled ? <Tag color="red">{t('disabled')}</Tag> : <Tag color="green">{t('active')}</Tag>}</Descriptions.Item>
          <Descriptions.Item label={t('groups')}>{tags(result.user.groups)}</Descriptions.Item>
          <Descriptions.Item label={t('roles')}>{tags(result.user.roles)}</Descriptions.Item>
          <Descriptions.Item label={t('departments')}>{tags(result.user.departments)}</Descriptions.Item>
        </Descriptions>
      ) : null}
    </div>
  );
}
