import { getLocale, getTranslations } from 'next-intl/server';
import { localeOrDefault, locales } from '@/lib/i18n/locales';
import { LOCALE_SWITCH_PATH } from '@/lib/i18n/locale-switch';
import styles from './site-chrome.module.css';

/** Plain links (no script needed): the server sets the language cookie and comes back here. */
export async function LanguageLinks({ returnTo }: { returnTo: string }) {
  const [t, current] = await Promise.all([getTranslations('ui'), getLocale().then(localeOrDefault)]);
  return (
    <ul className={styles.languages} aria-label={t('switchLanguage')}>
      {locales.map((locale) => (
        <li key={locale}>
          {locale === current ? (
            <span className={styles.languageCurrent} aria-current="true" lang={locale}>{t(`languages.${locale}`)}</span>
          ) : (
            <a href={`${LOCALE_SWITCH_PATH}?to=${locale}&next=${encodeURIComponent(returnTo)}`} rel="nofollow" hrefLang={locale} lang={locale} className={styles.languageLink}>
              {t(`languages.${locale}`)}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
