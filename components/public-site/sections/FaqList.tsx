import styles from './blocks.module.css';

export interface FaqItem {
  q: string;
  a: string;
  /** Who answered, shown under the answer. */
  by?: string;
}

/** Questions that open in place (<details>): no script, and every answer is in the HTML for search engines. */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <ul className={styles.faq}>
      {items.map((item) => (
        <li key={item.q}>
          <details className={styles.faqItem}>
            <summary className={styles.faqQuestion}>{item.q}</summary>
            <div className={styles.faqAnswer}>
              <p>{item.a}</p>
              {item.by ? <p className={styles.faqBy}>{item.by}</p> : null}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
