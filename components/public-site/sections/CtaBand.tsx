import { IntentLink } from '@/components/widgets/IntentLink';
import type { HeroAction } from './PageHero';
import styles from './sections.module.css';

/** The closing call to action of a page. */
export function CtaBand({ title, text, actions }: { title: string; text: string; actions: HeroAction[] }) {
  return (
    <section className={styles.cta} aria-label={title}>
      <div className={styles.ctaInner}>
        <div>
          <p className={styles.ctaTitle}>{title}</p>
          <p className={styles.ctaText}>{text}</p>
        </div>
        <p className={styles.heroActions}>
          {actions.map((a) => (
            <IntentLink key={a.href} href={a.href} className={a.primary ? styles.buttonLight : styles.buttonGhostLight}>
              {a.label}
            </IntentLink>
          ))}
        </p>
      </div>
    </section>
  );
}
