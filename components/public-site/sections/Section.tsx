import type { ReactNode } from 'react';
import styles from './sections.module.css';

/** A titled band of a public page (h2); `tone` alternates the background between bands. */
export function Section({ id, title, intro, tone = 'plain', children }: { id?: string; title: string; intro?: string; tone?: 'plain' | 'tinted'; children: ReactNode }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={tone === 'tinted' ? styles.sectionTinted : styles.section}>
      <div className={styles.sectionInner}>
        <h2 id={headingId} className={styles.sectionTitle}>{title}</h2>
        {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
