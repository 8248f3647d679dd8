import styles from './blocks.module.css';

export interface Quote {
  text: string;
  name: string;
  org: string;
}

/** Customer voices: each a quotation with who said it. */
export function QuoteGrid({ items }: { items: Quote[] }) {
  return (
    <ul className={styles.quotes}>
      {items.map((item) => (
        <li key={item.name + item.org} className={styles.quoteCard}>
          <figure className={styles.quoteFigure}>
            <blockquote className={styles.quoteText}>
              <p>{item.text}</p>
            </blockquote>
            <figcaption className={styles.quoteBy}>
              <span className={styles.quoteName}>{item.name}</span>
              <span className={styles.quoteOrg}>{item.org}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
