import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPageFrame } from '@/components/site-accounts/AccountPageFrame';
import { accountPageMetadata } from '@/components/site-accounts/account-metadata';
import { RegisterForm } from '@/components/site-accounts/RegisterForm';
import styles from '@/components/site-accounts/site-accounts.module.css';
import { REGISTER_PATH } from '@/lib/public-site/site-pages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('siteAccounts.register');
  return accountPageMetadata({ path: REGISTER_PATH, title: t('title'), description: t('description') });
}

/** Partner registration (/register): the account waits for an administrator's activation. */
export default async function RegisterPage() {
  const t = await getTranslations('siteAccounts.register');
  return (
    <AccountPageFrame labelledBy="register-heading" wide>
      <h1 id="register-heading" className={styles.heading}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <RegisterForm />
    </AccountPageFrame>
  );
}
