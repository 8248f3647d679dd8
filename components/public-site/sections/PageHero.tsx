import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './sections.module.css';

export interface HeroAction {
  href: string;
  label: string;
  primary?: boolean;
}

/** The top band of a public page: the page's only h1, its lead text and up to two actions. */
export function PageHero({ eyebrow, title, lead, actions = [], children }: { eyebrow?: string; title: string; lead: string; actions?: HeroAction[]; children?: ReactNode }) {
  return (
    <section className={styles.hero}>
      <div className={styles.heroInner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.heroTitle}>{title}</h1>
        <p className={styles.heroLead}>{lead}</p>
        {actions.length > 0 ? (
          <p className={styles.heroActions}>
            {actions.map((a) => (
              <Link key={a.href} href={a.href} className={a.primary ? styles.buttonPrimary : styles.buttonGhost} prefetch={false}>
                {a.label}
              </Link>
            ))}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
