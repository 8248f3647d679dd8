import { IntentLink } from '@/components/widgets/IntentLink';
import styles from './sections.module.css';

export interface Feature {
  title: string;
  text: string;
  /** A short badge drawn in the card's corner mark (one or two characters or a figure). */
  mark?: string;
  /** A follow-up link under the text; its label must make sense on its own. */
  link?: { href: string; label: string };
}

/** Cards of two to four columns (one on phones), each with an h3. */
export function FeatureGrid({ items, columns = 3 }: { items: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={styles.grid} data-columns={columns}>
      {items.map((item) => (
        <li key={item.title} className={styles.card}>
          {item.mark ? <span className={styles.cardMark} aria-hidden>{item.mark}</span> : null}
          <h3 className={styles.cardTitle}>{item.title}</h3>
          <p className={styles.cardText}>{item.text}</p>
          {item.link ? (
            <p className={styles.cardLink}>
              {item.link.href.startsWith('/') ? (
                <IntentLink href={item.link.href}>{item.link.label}</IntentLink>
              ) : (
                <a href={item.link.href}>{item.link.label}</a>
              )}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
