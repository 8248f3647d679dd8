import styles from './blocks.module.css';

export interface Stat {
  value: string;
  label: string;
  note?: string;
}

/** A row of key figures: a large value, what it counts, and an optional short note. */
export function StatsRow({ items }: { items: Stat[] }) {
  return (
    <ul className={styles.stats}>
      {items.map((s) => (
        <li key={s.label} className={styles.stat}>
          <strong className={styles.statValue}>{s.value}</strong>
          <span className={styles.statLabel}>{s.label}</span>
          {s.note ? <span className={styles.statNote}>{s.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
