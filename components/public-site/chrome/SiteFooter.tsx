import { IntentLink } from '@/components/widgets/IntentLink';
import { getTranslations } from 'next-intl/server';
import { branding } from '@/lib/branding/branding';
import { businessDay } from '@/lib/entity/time-zone';
import { FOOTER_GROUPS } from './site-links';
import { StationMark } from './StationMark';
import styles from './site-chrome.module.css';

/** Site map by theme, the company line and the copyright. */
export async function SiteFooter() {
  const [t, brand] = await Promise.all([getTranslations('site'), branding()]);
  const station = brand.stationName ?? brand.productName;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <p className={styles.footerStation}>
            <StationMark brand={brand} />
            <span>{station}</span>
          </p>
          <p className={styles.footerTagline}>{t('footer.tagline', { product: brand.productName })}</p>
          <p className={styles.footerContact}>{t('footer.hotline')}</p>
          <p className={styles.footerContact}>{t('footer.address')}</p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.key} aria-label={t(`footer.groups.${group.key}`)} className={styles.footerGroup}>
            <p className={styles.footerGroupTitle}>{t(`footer.groups.${group.key}`)}</p>
            <ul>
              {group.links.map((l) => (
                <li key={l.href}>
                  <IntentLink href={l.href} className={styles.footerLink}>{t(`nav.${l.key}`)}</IntentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: businessDay().slice(0, 4), station })}</p>
    </footer>
  );
}
