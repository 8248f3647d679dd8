import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { branding } from '@/lib/branding/branding';
import { LOGIN_PATH } from '@/lib/navigation/public-paths';
import { REGISTER_PATH } from '@/lib/public-site/site-pages';
import { currentPath } from './current-path';
import { LanguageLinks } from './LanguageLinks';
import { HEADER_LINKS, sectionOf } from './site-links';
import { StationMark } from './StationMark';
import styles from './site-chrome.module.css';

/** The public pages' header: station, site sections, language, and the ways in (sign in, register). */
export async function SiteHeader() {
  const [t, brand, path] = await Promise.all([getTranslations('site'), branding(), currentPath()]);
  const section = sectionOf(path);
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link href="/index" className={styles.station}>
          <StationMark brand={brand} />
          <span>{brand.stationName ?? brand.productName}</span>
        </Link>
        <nav aria-label={t('mainNav')} className={styles.nav}>
          <ul className={styles.navList}>
            {HEADER_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={styles.navLink} aria-current={l.href === section ? 'page' : undefined}>
                  {t(`nav.${l.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageLinks returnTo={path} />
          <Link href={LOGIN_PATH} className={styles.signIn} prefetch={false}>{t('signIn')}</Link>
          <Link href={REGISTER_PATH} className={styles.register} prefetch={false}>{t('register')}</Link>
        </div>
      </div>
    </header>
  );
}
