'use client';

import { useLinkStatus } from 'next/link';
import { useTranslations } from 'next-intl';
import styles from './shell-nav.module.css';

/**
 * Placed inside a menu link: while the page it opens is on its way (its code and data, about a
 * second on a busy machine), a thin bar runs along the top of the window, so a click that seems to
 * do nothing is seen to be working while the old page stays.
 */
export function NavigationPending() {
  const t = useTranslations('shellNav');
  const { pending } = useLinkStatus();
  return pending ? <span className={styles.pendingBar} role="progressbar" aria-label={t('pageLoading')} data-testid="navigation-pending" /> : null;
}
