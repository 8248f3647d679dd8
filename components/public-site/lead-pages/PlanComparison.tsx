import styles from './lead-pages.module.css';

export type ComparisonCell = { kind: 'yes' } | { kind: 'no' } | { kind: 'text'; text: string };

/**
 * Features (rows) by edition (columns). Marks carry their meaning as text for screen readers; on
 * narrow screens the table scrolls in its own focusable box instead of widening the page.
 */
export function PlanComparison({ id, caption, featureColumn, plans, rows, included, notIncluded, highlight }: {
  id: string;
  caption: string;
  featureColumn: string;
  plans: { id: string; name: string }[];
  rows: { key: string; label: string; cells: ComparisonCell[] }[];
  included: string;
  notIncluded: string;
  /** The plan column drawn as recommended. */
  highlight?: string;
}) {
  const captionId = `${id}-caption`;
  return (
    <div className={styles.tableBox} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{featureColumn}</th>
            {plans.map((p) => (
              <th key={p.id} scope="col" data-highlight={p.id === highlight || undefined}>{p.name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                <td key={plans[i]?.id ?? i} data-highlight={plans[i]?.id === highlight || undefined}>
                  {cell.kind === 'text' ? cell.text : (
                    <>
                      <span className={cell.kind === 'yes' ? styles.yes : styles.no} aria-hidden="true">{cell.kind === 'yes' ? '✓' : '—'}</span>
                      <span className={styles.srOnly}>{cell.kind === 'yes' ? included : notIncluded}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
