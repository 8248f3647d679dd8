import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { branding } from '@/lib/branding/branding';
import { LOGIN_PATH } from '@/lib/navigation/public-paths';
import styles from './landing.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('landing');
  return { title: t('title'), description: t('description') };
}

/** A small public front door; the fuller marketing site replaces it later. */
export default async function LandingPage() {
  const [t, brand] = await Promise.all([getTranslations('landing'), branding()]);
  const highlights = ['customers', 'projects', 'approvals'] as const;
  return (
    <div className={styles.page}>
      <main className={styles.hero}>
        <p className={styles.eyebrow}>{t('title')}</p>
        <h1 className={styles.heading}>{t('heading', { product: brand.productName })}</h1>
        <p className={styles.description}>{t('description')}</p>
        <Link href={LOGIN_PATH} className={styles.cta}>{t('signIn')}</Link>
        <ul className={styles.highlights}>
          {highlights.map((key) => (
            <li key={key}>{t(`highlights.${key}`)}</li>
          ))}
        </ul>
      </main>
    </div>
  );
}
