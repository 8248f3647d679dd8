import styles from './blocks.module.css';

export interface Insight {
  id: string;
  title: string;
  date: string;
  topic: string;
  summary: string;
  paragraphs: string[];
}

/** A short article: title, date and topic, a summary, and the full text behind "read more". */
/** `readMoreContext` is read out after the visible "read more" so every toggle names its article. */
export function InsightArticle({ insight, readMore, readMoreContext }: { insight: Insight; readMore: string; readMoreContext: string }) {
  const titleId = `${insight.id}-title`;
  return (
    <article id={insight.id} aria-labelledby={titleId} className={styles.insight}>
      <p className={styles.insightMeta}>
        <span className={styles.tag}>{insight.topic}</span>
        <time dateTime={insight.date}>{insight.date}</time>
      </p>
      <h3 id={titleId} className={styles.insightTitle}>{insight.title}</h3>
      <p className={styles.insightSummary}>{insight.summary}</p>
      <details className={styles.insightMore}>
        <summary className={styles.insightToggle}>
          {readMore}
          <span className={styles.visuallyHidden}>{readMoreContext}</span>
        </summary>
        <div className={styles.insightBody}>
          {insight.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </details>
    </article>
  );
}
