import styles from './blocks.module.css';

export interface CompareRow {
  key: string;
  label: string;
  cells: string[];
}

/**
 * A comparison table with row and column headers. On phones each row becomes a small block of
 * "column: value" lines (the column name repeated from data-label), so nothing scrolls sideways.
 */
export function CompareTable({ id, caption, columns, rows }: { id: string; caption: string; columns: string[]; rows: CompareRow[] }) {
  const captionId = `${id}-caption`;
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((c) => (
              <th key={c} scope="col">{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                <td key={`${row.key}-${columns[i] ?? i}`} data-label={columns[i]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
