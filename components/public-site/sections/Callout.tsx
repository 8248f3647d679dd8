import { IntentLink } from '@/components/widgets/IntentLink';
import styles from './blocks.module.css';

/** A short highlighted note with up to two follow-up links. */
export function Callout({ title, text, links = [] }: { title: string; text: string; links?: { href: string; label: string }[] }) {
  return (
    <div className={styles.callout}>
      <p className={styles.calloutTitle}>{title}</p>
      <p className={styles.calloutText}>{text}</p>
      {links.length > 0 ? (
        <ul className={styles.calloutLinks}>
          {links.map((l) => (
            <li key={l.href}>
              <IntentLink href={l.href} className={styles.textLink}>{l.label}</IntentLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
