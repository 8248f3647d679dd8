import { IntentLink } from '@/components/widgets/IntentLink';
import type { ReactNode } from 'react';
import styles from './sections.module.css';

export interface HeroAction {
  href: string;
  label: string;
  primary?: boolean;
}

/**
 * The top band of a public page: the page's only h1, its lead text and up to two actions.
 * `art` (an illustration) sits beside the text on wide screens and is left out on phones.
 */
export function PageHero({ eyebrow, title, lead, actions = [], children, art }: { eyebrow?: string; title: string; lead: string; actions?: HeroAction[]; children?: ReactNode; art?: ReactNode }) {
  const text = (
    <>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.heroTitle}>{title}</h1>
      <p className={styles.heroLead}>{lead}</p>
      {actions.length > 0 ? (
        <p className={styles.heroActions}>
          {actions.map((a) => (
            <IntentLink key={a.href} href={a.href} className={a.primary ? styles.buttonPrimary : styles.buttonGhost}>
              {a.label}
            </IntentLink>
          ))}
        </p>
      ) : null}
      {children}
    </>
  );
  return (
    <section className={styles.hero}>
      {art ? (
        <div className={`${styles.heroInner} ${styles.heroSplit}`}>
          <div>{text}</div>
          <div className={styles.heroArt}>{art}</div>
        </div>
      ) : (
        <div className={styles.heroInner}>{text}</div>
      )}
    </section>
  );
}
