import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/public-site/chrome/SiteFooter';
import { SiteHeader } from '@/components/public-site/chrome/SiteHeader';
import site from '@/components/public-site/public-site.module.css';
import { branding } from '@/lib/branding/branding';
import styles from '@/components/not-found/not-found.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const [t, brand] = await Promise.all([getTranslations('notFound'), branding()]);
  // The root layout's title template does not reach its own segment, so the name is added here.
  return { title: { absolute: `${t('title')} - ${brand.productName}` }, robots: { index: false } };
}

/** Unknown paths and /404, for visitors and staff alike: the site's frame with ways back. */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <div className={site.page}>
      <SiteHeader />
      <main className={styles.wrap}>
        <p className={styles.code} aria-hidden>404</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.description}>{t('description')}</p>
        <p className={styles.links}>
          <Link href="/index" className={styles.primary}>{t('home')}</Link>
          <Link href="/" className={styles.secondary} prefetch={false}>{t('workspace')}</Link>
        </p>
      </main>
      <SiteFooter />
    </div>
  );
}
