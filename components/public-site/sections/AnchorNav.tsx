import styles from './blocks.module.css';

/** In-page links to the parts of a long page, as a row of chips. */
export function AnchorNav({ label, items }: { label: string; items: { id: string; text: string }[] }) {
  return (
    <nav aria-label={label} className={styles.anchorNav}>
      <ul className={styles.anchorList}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className={styles.anchorLink}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
