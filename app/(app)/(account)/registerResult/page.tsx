import type { Metadata } from 'next';
import { IntentLink } from '@/components/widgets/IntentLink';
import { getTranslations } from 'next-intl/server';
import { AccountPageFrame } from '@/components/site-accounts/AccountPageFrame';
import { accountPageMetadata } from '@/components/site-accounts/account-metadata';
import { StatusMark } from '@/components/site-accounts/StatusMark';
import styles from '@/components/site-accounts/site-accounts.module.css';
import { LOGIN_PATH } from '@/lib/navigation/public-paths';
import { REGISTER_RESULT_PATH } from '@/lib/public-site/site-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('siteAccounts.registerResult');
  return accountPageMetadata({ path: REGISTER_RESULT_PATH, title: t('title'), description: t('description') });
}

/** What happens after a registration: an administrator reviews and activates, then the partner signs in. */
export default async function RegisterResultPage() {
  const t = await getTranslations('siteAccounts.registerResult');
  return (
    <AccountPageFrame labelledBy="register-result-heading">
      <StatusMark kind="done" />
      <h1 id="register-result-heading" className={styles.heading}>{t('heading')}</h1>
      <p className={styles.body}>{t('body')}</p>
      <p className={styles.stepsLabel}>{t('stepsLabel')}</p>
      <ol className={styles.steps}>
        <li className={styles.stepDone}>{t('steps.submitted')}</li>
        <li>{t('steps.review')}</li>
        <li>{t('steps.signIn')}</li>
      </ol>
      <div className={styles.actions}>
        <IntentLink href="/index" className={styles.primary}>{t('home')}</IntentLink>
        <IntentLink href={LOGIN_PATH} className={styles.secondary}>{t('signIn')}</IntentLink>
      </div>
    </AccountPageFrame>
  );
}
