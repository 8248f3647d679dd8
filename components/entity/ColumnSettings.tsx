'use client';

import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { useTranslations } from 'next-intl';
import { type ColumnChoice, type ColumnOption, visibleColumns } from './column-prefs';
import styles from './entity-ui.module.css';
import { createLazyOverlay } from '@/components/widgets/lazy-overlay/lazy-overlay';

const LazyColumnSettingsPopover = createLazyOverlay(() => import('./ColumnSettingsPopover'), ['click']);

interface ColumnSettingsProps {
  options: readonly (ColumnOption & { label: string })[];
  choice: ColumnChoice;
  onChange: (next: ColumnChoice | null) => void;
}

/** Show or hide list columns; the order stays the declaration's. */
export function ColumnSettings({ options, choice, onChange }: ColumnSettingsProps) {
  const t = useTranslations('entityUi');
  const shown = new Set(visibleColumns(options, choice));
  const toggle = (name: string, on: boolean) => {
    // The last visible column cannot be hidden: an empty table says nothing.
    if (!on && shown.size <= 1) return;
    onChange({ ...choice, [name]: on });
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
        {options.map((o) => (
          <li key={o.name}>
            <Checkbox checked={shown.has(o.name)} disabled={shown.has(o.name) && shown.size <= 1} onChange={(e) => toggle(o.name, e.target.checked)}>
              {o.label}
            </Checkbox>
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <LazyColumnSettingsPopover content={content} tooltip={t('actions.columns')}>
      <Button icon={<SettingOutlined />} aria-label={t('actions.columns')} data-testid="column-settings-button" />
    </LazyColumnSettingsPopover>
  );
}
