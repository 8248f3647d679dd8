'use client';

import { Button, Checkbox } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { pageTicks, tickedKey, tickedPage } from './card-selection';
import styles from './card-selection.module.css';

/** A phone list's ticks (the table's row selection, as cards take it). */
export interface CardSelection<R> {
  selectedKeys: readonly string[];
  onChange: (keys: string[]) => void;
  /** A record no action of the selection may take shows its box disabled (desktop's rule, the same function). */
  selectable: (record: R) => boolean;
}

/** A card's check box, named by the card's title. */
export function CardTick<R>({ selection, record, recordKey, labelledBy }: { selection: CardSelection<R>; record: R; recordKey: string; labelledBy: string }) {
  return (
    <Checkbox
      className={styles.tick}
      checked={selection.selectedKeys.includes(recordKey)}
      disabled={!selection.selectable(record)}
      onChange={(event) => selection.onChange(tickedKey(selection.selectedKeys, recordKey, event.target.checked))}
      aria-labelledby={labelledBy}
      data-testid="card-select"
    />
  );
}

/** 全选 of the page's selectable cards, above them; nothing when none may be ticked. */
export function CardSelectAll<R>({ selection, records, rowKey }: { selection: CardSelection<R>; records: readonly R[]; rowKey: (record: R) => string }) {
  const t = useTranslations('entityUi.list');
  const pageKeys = records.filter(selection.selectable).map(rowKey);
  if (pageKeys.length === 0) return null;
  const { all, some } = pageTicks(selection.selectedKeys, pageKeys);
  return (
    <div className={styles.selectAll}>
      <Checkbox
        checked={all}
        indeterminate={some}
        onChange={(event) => selection.onChange(tickedPage(selection.selectedKeys, pageKeys, event.target.checked))}
        data-testid="cards-select-all"
      >
        {t('selectPage')}
      </Checkbox>
    </div>
  );
}

/** The class a ticked card wears. */
export const tickedCardClass = styles.ticked;

/**
 * The bar of a phone list's ticked cards, held at the screen's bottom: how many are ticked, 清空,
 * and the actions for them (a list's batch buttons, with their dialogs).
 */
export function CardSelectionDock({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  const t = useTranslations('entityUi.list');
  return (
    <div className={styles.dock} hidden={count === 0} role="region" aria-label={t('selectionActions')} data-testid="card-selection-dock">
      <div className={styles.dockCount}>
        <span role="status" data-testid="card-selection-count">{t('selected', { count })}</span>
        <Button type="link" onClick={onClear} data-testid="card-selection-clear">{t('clearSelection')}</Button>
      </div>
      <div className={styles.dockActions}>{children}</div>
    </div>
  );
}
