'use client';

import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styles from '../panel.module.css';

/**
 * A label and its input, one row of a panel section. A lone control is given an id of its own
 * (unless it has one or htmlFor names another), so the label names it for assistive technology.
 */
export function FieldRow({ label, children, htmlFor }: { label: ReactNode; children: ReactNode; htmlFor?: string }) {
  const generated = useId();
  const lone = isValidElement<{ id?: string }>(children) && typeof children.type !== 'string' ? (children as ReactElement<{ id?: string }>) : null;
  const target = htmlFor ?? lone?.props.id ?? (lone ? generated : undefined);
  const control = lone && !htmlFor && !lone.props.id ? cloneElement(lone, { id: generated }) : children;
  return (
    <div className={styles.row}>
      <label className={styles.label} htmlFor={target}>
        {label}
      </label>
      <div className={styles.control}>{control}</div>
    </div>
  );
}
