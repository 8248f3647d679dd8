'use client';

import { IntentLink } from '@/components/widgets/IntentLink';
import { useFormatter, useTranslations } from 'next-intl';
import type { Figure } from '@/lib/contract/crm-reports';
import { useSession } from '@/lib/client/session-state';
import { listPageHref } from '@/lib/navigation/list-link';
import styles from './crm-reports.module.css';

/** A count, or an amount (two decimals) when the figure sums money. */
export function useFigureText(): (value: number, money: boolean) => string {
  const format = useFormatter();
  return (value, money) => (money ? format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : format.number(value));
}

/** A figure that opens the list of the records it counts, where a page shows exactly them. */
export function FigureValue({ figure, label, testId }: { figure: Figure; label: string; testId?: string }) {
  const t = useTranslations('crmReports');
  const { userKey } = useSession();
  const text = useFigureText()(figure.value, Boolean(figure.list.sum));
  const href = listPageHref(figure.list, userKey);
  if (!href) return <span className={styles.figureText} data-testid={testId} data-value={figure.value}>{text}</span>;
  return (
    <IntentLink href={href} className={styles.figureLink} title={t('openList', { label })} aria-label={`${label} ${text}`} data-testid={testId} data-value={figure.value}>
      {text}
    </IntentLink>
  );
}

/** A labelled figure tile. */
export function FigureTile({ figure, label, testId }: { figure: Figure; label: string; testId?: string }) {
  return (
    // An amount takes two columns: its digits do not wrap.
    <div className={figure.list.sum ? `${styles.tile} ${styles.wideTile}` : styles.tile}>
      <div className={styles.tileLabel}>{label}</div>
      <div className={styles.tileValue}><FigureValue figure={figure} label={label} testId={testId} /></div>
    </div>
  );
}
