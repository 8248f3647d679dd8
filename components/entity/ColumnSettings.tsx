'use client';

import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { useTranslations } from 'next-intl';
import { type ColumnLayout, type ColumnOption, visibleColumns } from './column-prefs';
import styles from './entity-ui.module.css';
import { createLazyOverlay } from '@/components/widgets/lazy-overlay/lazy-overlay';

const LazyColumnSettingsPopover = createLazyOverlay(() => import('./ColumnSettingsPopover'), ['click']);

interface ColumnSettingsProps {
  options: readonly (ColumnOption & { label: string })[];
  layout: ColumnLayout;
  onChange: (next: ColumnLayout | null) => void;
}

/** The shown columns in their order (上移 / 下移), then the hidden ones in the declaration's. */
function orderedOptions<O extends ColumnOption>(options: readonly O[], shown: ColumnLayout): O[] {
  const byName = new Map(options.map((o) => [o.name, o]));
  const first = shown.flatMap((c) => (byName.has(c.name) ? [byName.get(c.name)!] : []));
  return [...first, ...options.filter((o) => !shown.some((c) => c.name === o.name))];
}

/** Show, hide and order list columns; a column's width is dragged at its header's edge. */
export function ColumnSettings({ options, layout, onChange }: ColumnSettingsProps) {
  const t = useTranslations('entityUi');
  const shown = visibleColumns(options, layout);
  const toggle = (name: string, on: boolean) => {
    // The last visible column cannot be hidden: an empty table says nothing.
    if (!on && shown.length <= 1) return;
    onChange(on ? [...shown, { name }] : shown.filter((c) => c.name !== name));
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...shown];
    const [column] = next.splice(index, 1);
    next.splice(index + by, 0, column!);
    onChange(next);
  };

  const content = (
    <div className={styles.columnSettings} data-testid="column-settings">
      <div className={styles.columnSettingsHead}>
        <span>{t('columns.title')}</span>
        <Button type="link" size="small" onClick={() => onChange(null)}>
          {t('columns.reset')}
        </Button>
      </div>
      <ul className={styles.columnList}>
        {orderedOptions(options, shown).map((o) => {
          const index = shown.findIndex((c) => c.name === o.name);
          const visible = index >= 0;
          return (
            <li key={o.name} className={styles.columnRow}>
              <Checkbox checked={visible} disabled={visible && shown.length <= 1} onChange={(e) => toggle(o.name, e.target.checked)}>
                {o.label}
              </Checkbox>
              {visible ? (
                <span className={styles.columnMoves}>
                  <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} aria-label={t('columns.up', { label: o.label })} onClick={() => move(index, -1)} />
                  <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === shown.length - 1} aria-label={t('columns.down', { label: o.label })} onClick={() => move(index, 1)} />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );

  return (
    <LazyColumnSettingsPopover content={content} tooltip={t('actions.columns')}>
      <Button icon={<SettingOutlined />} aria-label={t('actions.columns')} data-testid="column-settings-button" />
    </LazyColumnSettingsPopover>
  );
}
