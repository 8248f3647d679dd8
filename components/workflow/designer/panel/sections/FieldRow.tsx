'use client';

import type { ReactNode } from 'react';
import styles from '../panel.module.css';

/** A label and its input, one row of a panel section. */
export function FieldRow({ label, children, htmlFor }: { label: ReactNode; children: ReactNode; htmlFor?: string }) {
  return (
    <div className={styles.row}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
      </label>
      <div className={styles.control}>{children}</div>
    </div>
  );
}
