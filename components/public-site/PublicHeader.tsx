import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { branding } from '@/lib/branding/branding';
import { LOGIN_PATH } from '@/lib/navigation/public-paths';
import styles from './public-site.module.css';

/** The public pages' header: the station name, the site links and the way into the back office. */
export async function PublicHeader({ current }: { current: '/index' | '/news' }) {
  const [t, brand] = await Promise.all([getTranslations('publicNews'), branding()]);
  const links = [
    { href: '/index', label: t('home') },
    { href: '/news', label: t('news') },
  ] as const;
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href="/index" className={styles.station}>{brand.stationName ?? brand.productName}</Link>
        <nav aria-label={t('mainNav')} className={styles.nav}>
          {links.map((l) => (
            <Link key={l.href} href={l.href} className={styles.navLink} aria-current={l.href === current ? 'page' : undefined}>
              {l.label}
            </Link>
          ))}
          <Link href={LOGIN_PATH} className={styles.signIn}>{t('signIn')}</Link>
        </nav>
      </div>
    </header>
  );
}
