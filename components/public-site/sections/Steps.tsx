import styles from './blocks.module.css';

export interface Step {
  title: string;
  text: string;
  /** A short line above the title, such as a duration ("第 1 周"). */
  meta?: string;
}

/**
 * Numbered steps (an ordered list, so the order is announced too). `row` lays them side by side
 * on wide screens; `column` stacks them with a connecting line, for narrow columns.
 */
export function Steps({ items, layout = 'row' }: { items: Step[]; layout?: 'row' | 'column' }) {
  return (
    <ol className={layout === 'row' ? styles.stepsRow : styles.stepsColumn} data-count={items.length}>
      {items.map((s, i) => (
        <li key={s.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden>{i + 1}</span>
          <div className={styles.stepBody}>
            {s.meta ? <p className={styles.stepMeta}>{s.meta}</p> : null}
            <h3 className={styles.stepTitle}>{s.title}</h3>
            <p className={styles.stepText}>{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
