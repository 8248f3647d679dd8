import { IntentLink } from '@/components/widgets/IntentLink';
import { getLocale, getTranslations } from 'next-intl/server';
import { branding } from '@/lib/branding/branding';
import { localeOrDefault, locales } from '@/lib/i18n/locales';
import { LOGIN_PATH } from '@/lib/navigation/public-paths';
import { REGISTER_PATH } from '@/lib/public-site/site-pages';
import { LanguageLinks } from './LanguageLinks';
import { HEADER_LINKS } from './site-links';
import { SiteNav } from './SiteNav';
import { StationMark } from './StationMark';
import styles from './site-chrome.module.css';

/** The public pages' header: station, site sections, language, and the ways in (sign in, register). */
export async function SiteHeader() {
  const [t, ui, brand, locale] = await Promise.all([getTranslations('site'), getTranslations('ui'), branding(), getLocale().then(localeOrDefault)]);
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <IntentLink href="/index" className={styles.station}>
          <StationMark brand={brand} />
          <span>{brand.stationName ?? brand.productName}</span>
        </IntentLink>
        <SiteNav label={t('mainNav')} links={HEADER_LINKS.map((l) => ({ href: l.href, label: t(`nav.${l.key}`) }))} />
        <div className={styles.actions}>
          <LanguageLinks label={ui('switchLanguage')} current={locale} choices={locales.map((l) => ({ locale: l, label: ui(`languages.${l}`) }))} />
          <IntentLink href={LOGIN_PATH} className={styles.signIn}>{t('signIn')}</IntentLink>
          <IntentLink href={REGISTER_PATH} className={styles.register}>{t('register')}</IntentLink>
        </div>
      </div>
    </header>
  );
}
