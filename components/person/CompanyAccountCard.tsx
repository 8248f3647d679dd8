'use client';

import { LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Tag, Typography } from 'antd';
import '@/components/providers/theme/antd-card.css';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import useSWR from 'swr';
import { call, callAnswer } from '@/lib/client/call';
import { isApiError } from '@/lib/client/api-error';
import { oidcCalls } from '@/lib/contract/oidc-calls';
import { OIDC_LINK_PARAM, OIDC_LINK_START_PATH, oidcRefusalOf } from '@/lib/contract/oidc-sign-in';
import { LazyPopconfirm } from '@/components/widgets/LazyPopconfirm';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import styles from './person.module.css';

const loadLinkState = () => call(oidcCalls.linkState);

/** Where 绑定企业账号 goes: the gateway's link start, coming back to this page with how it went. */
const LINK_HREF = `${OIDC_LINK_START_PATH}?redirect=${encodeURIComponent('/person/index')}`;

/**
 * 个人中心 → 企业账号 (only while company sign-in is on): link this account to one's identity at
 * the provider, by signing in there, so that the login page's company button opens this account;
 * or remove the link. The provider's answer comes back here as ?oidcLink=linked or why not.
 */
export function CompanyAccountCard({ className }: { className?: string }) {
  const t = useTranslations('companyAccount.card');
  const tRefusal = useTranslations('oidcSignIn.refusals');
  const tConfirm = useTranslations('entityUi.confirm');
  const { message } = useFeedback();
  const result = useSearchParams().get(OIDC_LINK_PARAM);
  const { data: state, mutate } = useSWR(oidcCalls.linkState.path, loadLinkState);
  if (!state?.enabled) return null;

  const unlink = async () => {
    try {
      void message.success((await callAnswer(oidcCalls.unlink, {}, { silent: true })).msg);
      void mutate();
    } catch (failure) {
      if (isApiError(failure) && (failure.kind === 'unauthorized' || failure.kind === 'aborted')) return;
      void message.error(failure instanceof Error ? failure.message : String(failure), 5);
    }
  };
  const refusal = oidcRefusalOf(result);

  return (
    <Card className={className} title={<span><LinkOutlined /> {t('title')}</span>} data-testid="company-account-card">
      <div className={styles.companyAccount}>
        {result === 'linked' && state.linked ? <Alert type="success" showIcon title={t('done')} data-testid="company-account-result" /> : null}
        {refusal ? <Alert type="error" showIcon title={tRefusal(refusal)} role="alert" data-testid="company-account-result" /> : null}
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t.rich('description', { name: state.name, entered: (chunks) => <span data-entered>{chunks}</span> })}</Typography.Paragraph>
        <div>
          <Tag color={state.linked ? 'green' : 'default'} data-testid="company-account-status">{state.linked ? t('linked') : t('notLinked')}</Tag>
        </div>
        <div>
          {state.linked ? (
            <LazyPopconfirm title={t('unlinkTitle')} description={t('unlinkContent')} okText={tConfirm('ok')} cancelText={tConfirm('cancel')} onConfirm={unlink} okButtonProps={{ danger: true }}>
              <Button danger data-testid="company-account-unlink">{t('unlink')}</Button>
            </LazyPopconfirm>
          ) : (
            <Button type="primary" href={LINK_HREF} data-testid="company-account-link">{t('link')}</Button>
          )}
        </div>
      </div>
    </Card>
  );
}
