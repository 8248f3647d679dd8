import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { branding } from '@/lib/branding/branding';
import styles from './not-found.module.css';

export async function notFoundMetadata(): Promise<Metadata> {
  const [t, brand] = await Promise.all([getTranslations('notFound'), branding()]);
  // The root layout's title template does not reach a not-found segment, so the name is added here.
  return { title: { absolute: `${t('title')} - ${brand.productName}` }, robots: { index: false } };
}

/**
 * The 404 message with the ways back: the public home page and, for staff, the workspace. Plain
 * links: the (app) group's not-found boundary goes with every back-office page, and next/link here
 * put a second copy of the link's code into each one's first load. The public home has a root
 * layout of its own (a full load either way); the workspace loads its shell afresh from a 404.
 */
export async function NotFoundContent() {
  const t = await getTranslations('notFound');
  return (
    <main className={styles.wrap}>
      <p className={styles.code} aria-hidden>404</p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.description}>{t('description')}</p>
      <p className={styles.links}>
        {/* Plain links on purpose: every page carries the not-found boundary, so next/link here would add
            its 3.7 KB to every first load, and both targets sit under another root layout (a full load anyway). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/index" className={styles.primary}>{t('home')}</a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={styles.secondary}>{t('workspace')}</a>
      </p>
    </main>
  );
}
