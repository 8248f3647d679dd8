'use client';

import { Table } from 'antd';
import type { ReactNode } from 'react';
import styles from '../../entity-ui.module.css';

export interface TotalsColumn {
  name: string;
  render: (value: unknown) => ReactNode;
}

interface ListTotalsRowProps {
  /** The table's cells in order: a selection column first when rows can be chosen, then the shown columns, then the actions. */
  selectable: boolean;
  columns: readonly TotalsColumn[];
  totals: Readonly<Record<string, number>>;
  label: string;
}

/**
 * The 合计 row under a list: each declared total in its own column, summed by the server over
 * every record the list matches (not only this page), the label in the first cell free of a figure.
 */
export function ListTotalsRow({ selectable, columns, totals, label }: ListTotalsRowProps) {
  const cells: { key: string; content: ReactNode; figure: boolean }[] = [
    ...(selectable ? [{ key: '$selection', content: null, figure: false }] : []),
    ...columns.map((c) => (Object.hasOwn(totals, c.name) ? { key: c.name, content: c.render(totals[c.name]), figure: true } : { key: c.name, content: null, figure: false })),
    { key: '$actions', content: null, figure: false },
  ];
  // The selection column is too narrow for a word: the label takes the first data cell without a figure.
  const labelAt = cells.findIndex((c, index) => !c.figure && (!selectable || index > 0));
  if (labelAt >= 0) cells[labelAt] = { ...cells[labelAt]!, content: <strong>{label}</strong> };
  return (
    <Table.Summary.Row className={styles.totalsRow} data-testid="list-totals">
      {cells.map((cell, index) => (
        <Table.Summary.Cell key={cell.key} index={index} align={cell.figure ? 'right' : undefined}>
          {cell.figure ? <strong data-total={cell.key}>{cell.content}</strong> : cell.content}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}
