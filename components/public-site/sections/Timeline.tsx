import styles from './blocks.module.css';

export interface Milestone {
  year: string;
  title: string;
  text: string;
}

/** Milestones in order, along a vertical line. */
export function Timeline({ items }: { items: Milestone[] }) {
  return (
    <ol className={styles.timeline}>
      {items.map((m) => (
        <li key={m.year + m.title} className={styles.milestone}>
          <p className={styles.milestoneYear}>{m.year}</p>
          <h3 className={styles.milestoneTitle}>{m.title}</h3>
          <p className={styles.milestoneText}>{m.text}</p>
        </li>
      ))}
    </ol>
  );
}
