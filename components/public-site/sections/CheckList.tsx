import styles from './blocks.module.css';

/** A bulleted list drawn with check marks; each item may lead with a bold phrase. */
export function CheckList({ items }: { items: { key: string; lead?: string; text: string }[] }) {
  return (
    <ul className={styles.checks}>
      {items.map((item) => (
        <li key={item.key} className={styles.check}>
          {item.lead ? <strong className={styles.checkLead}>{item.lead}</strong> : null}
          {item.text}
        </li>
      ))}
    </ul>
  );
}
