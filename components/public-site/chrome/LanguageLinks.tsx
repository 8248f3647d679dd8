'use client';

import type { Locale } from '@/lib/i18n/locales';
import { LOCALE_SWITCH_PATH } from '@/lib/i18n/locale-switch';
import { useSitePath } from './use-site-path';
import styles from './site-chrome.module.css';

/** Plain links (they work without script): the server sets the language cookie and comes back to this page. */
export function LanguageLinks({ label, current, choices }: { label: string; current: Locale; choices: { locale: Locale; label: string }[] }) {
  const returnTo = useSitePath();
  return (
    <ul className={styles.languages} aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.locale}>
          {choice.locale === current ? (
            <span className={styles.languageCurrent} aria-current="true" lang={choice.locale}>{choice.label}</span>
          ) : (
            <a href={`${LOCALE_SWITCH_PATH}?to=${choice.locale}&next=${encodeURIComponent(returnTo)}`} rel="nofollow" hrefLang={choice.locale} lang={choice.locale} className={styles.languageLink}>
              {choice.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
