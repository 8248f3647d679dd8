import styles from './site-accounts.module.css';

/** The round mark above a result: a tick when something went through, an exclamation when not. */
export function StatusMark({ kind }: { kind: 'done' | 'warn' }) {
  return (
    <span className={`${styles.status} ${kind === 'done' ? styles.statusDone : styles.statusWarn}`} aria-hidden>
      <svg viewBox="0 0 24 24" focusable="false">
        {kind === 'done' ? (
          <path d="M9.5 16.2 5.3 12l-1.4 1.4 5.6 5.6 11-11-1.4-1.4z" fill="currentColor" />
        ) : (
          <path d="M11 6h2v8h-2zm0 10h2v2h-2z" fill="currentColor" />
        )}
      </svg>
    </span>
  );
}
