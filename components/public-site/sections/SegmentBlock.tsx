import styles from './blocks.module.css';

export interface Segment {
  id: string;
  name: string;
  tagline: string;
  challenge: string;
  approach: string[];
  modules: string[];
}

/** One kind of institution: its situation, what the product does about it, and the modules it uses. */
export function SegmentBlock({ segment, labels }: { segment: Segment; labels: { challenge: string; approach: string; modules: string } }) {
  const titleId = `${segment.id}-title`;
  return (
    <article id={segment.id} aria-labelledby={titleId} className={styles.segment}>
      <header className={styles.segmentHeader}>
        <h3 id={titleId} className={styles.segmentName}>{segment.name}</h3>
        <p className={styles.segmentTagline}>{segment.tagline}</p>
      </header>
      <div className={styles.segmentBody}>
        <div className={styles.segmentChallenge}>
          <h4 className={styles.segmentLabel}>{labels.challenge}</h4>
          <p className={styles.segmentText}>{segment.challenge}</p>
        </div>
        <div className={styles.segmentApproach}>
          <h4 className={styles.segmentLabel}>{labels.approach}</h4>
          <ul className={styles.bullets}>
            {segment.approach.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </div>
        <div className={styles.segmentModules}>
          <h4 className={styles.segmentLabel}>{labels.modules}</h4>
          <ul className={styles.tags}>
            {segment.modules.map((m) => (
              <li key={m} className={styles.tag}>{m}</li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
