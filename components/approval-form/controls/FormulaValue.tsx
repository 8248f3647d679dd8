'use client';

import { Typography } from 'antd';
import { numberOf } from '@/lib/contract/approval-form/formulas';
import { AmountText } from './AmountText';
import { money as moneyText } from '@/lib/contract/approval-form/plain-value';
import styles from '../approval-form.module.css';

/** A computed value as the form shows it while it is filled in: read-only, money with its capital form. */
export function FormulaValue({ value, money, testId }: { value: unknown; money?: boolean; testId?: string }) {
  const n = numberOf(value);
  return (
    <div className={styles.computed} data-testid={testId}>
      <Typography.Text strong>{n === null ? '—' : money ? moneyText(n) : String(n)}</Typography.Text>
      {money && n !== null ? (
        <Typography.Text type="secondary" className={styles.capital}>
          <AmountText value={n} />
        </Typography.Text>
      ) : null}
    </div>
  );
}
