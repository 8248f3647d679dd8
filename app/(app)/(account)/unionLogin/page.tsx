import type { Metadata } from 'next';
import { IntentLink } from '@/components/widgets/IntentLink';
import { getTranslations } from 'next-intl/server';
import { AccountPageFrame } from '@/components/site-accounts/AccountPageFrame';
import { accountPageMetadata } from '@/components/site-accounts/account-metadata';
import { StatusMark } from '@/components/site-accounts/StatusMark';
import styles from '@/components/site-accounts/site-accounts.module.css';
import { LOGIN_CODE_LIMIT } from '@/lib/gateway/address-limits';
import { UNION_LOGIN_FAILURES, UNION_LOGIN_PATH, type UnionLoginFailure } from '@/lib/gateway/union-login-path';
import { loginUrlFor, safeRedirectPath } from '@/lib/navigation/safe-redirect';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('siteAccounts.unionLogin');
  return accountPageMetadata({ path: UNION_LOGIN_PATH, title: t('title'), description: t('description') });
}

const MESSAGE_OF: Record<UnionLoginFailure, string> = {
  missing: 'missingCode',
  invalid: 'invalidCode',
  limited: 'tooManyAttempts',
  unavailable: 'unavailable',
};

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Partner sign-in (/unionLogin). A visit with a code never renders here: proxy.ts sends it to the
 * exchange first. This page explains a visit without a code, or an exchange that failed.
 */
export default async function UnionLoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const t = await getTranslations('siteAccounts.unionLogin');
  const raw = first(params.failed);
  const failure: UnionLoginFailure = UNION_LOGIN_FAILURES.find((f) => f === raw) ?? 'missing';
  const target = safeRedirectPath(first(params.redirect));
  return (
    <AccountPageFrame labelledBy="union-login-heading">
      <StatusMark kind="warn" />
      <h1 id="union-login-heading" className={styles.heading}>{t('heading')}</h1>
      <p className={styles.body} role="alert" data-testid="union-login-message">
        {/* The exact wait is not carried over the redirect: the window is its upper bound. */}
        {t(MESSAGE_OF[failure], { minutes: Math.ceil(LOGIN_CODE_LIMIT.windowSeconds / 60) })}
      </p>
      <div className={styles.actions}>
        <IntentLink href={loginUrlFor(target)} className={styles.primary}>{t('signIn')}</IntentLink>
        <IntentLink href="/index" className={styles.secondary}>{t('home')}</IntentLink>
      </div>
    </AccountPageFrame>
  );
}
