'use client';

import { IntentLink } from '@/components/widgets/IntentLink';
import { sectionOf } from './site-links';
import { useSitePath } from './use-site-path';
import styles from './site-chrome.module.css';

/** The header's section links; the section being read is marked for assistive technology and the eye. */
export function SiteNav({ label, links }: { label: string; links: { href: string; label: string }[] }) {
  const section = sectionOf(useSitePath());
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.navList}>
        {links.map((l) => (
          <li key={l.href}>
            <IntentLink href={l.href} className={styles.navLink} aria-current={l.href === section ? 'page' : undefined}>
              {l.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
