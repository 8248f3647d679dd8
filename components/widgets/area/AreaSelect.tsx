'use client';

import { Select, Space } from 'antd';
import { useTranslations } from 'next-intl';
import type { AreaLevel, AreaNode } from '@/lib/area/area-paths';
import { useAreaTree } from './use-area-tree';
import styles from './area.module.css';

export interface AreaSelectProps {
  id?: string;
  value?: string[] | null;
  onChange?: (codes: string[] | null) => void;
  levels?: AreaLevel;
  disabled?: boolean;
}

const LEVEL_NAMES = ['province', 'city', 'district'] as const;

/**
 * The same choice as the cascader as one drop-down per level side by side: choosing a province
 * empties the city and district below it.
 */
export function AreaSelect({ id, value, onChange, levels = 3, disabled }: AreaSelectProps) {
  const t = useTranslations('widgets.area');
  const { data, isLoading } = useAreaTree();
  const codes = value ?? [];
  const lists: (readonly AreaNode[] | undefined)[] = [];
  let level: readonly AreaNode[] | undefined = data;
  for (let i = 0; i < levels; i += 1) {
    lists.push(level);
    level = level?.find((n) => n.code === codes[i])?.children;
  }
  const choose = (index: number, code: string | undefined) => {
    const next = [...codes.slice(0, index), ...(code ? [code] : [])];
    onChange?.(next.length ? next : null);
  };
  return (
    <Space.Compact id={id} className={styles.selects} block>
      {lists.map((nodes, index) => (
        <Select
          key={LEVEL_NAMES[index]}
          className={styles.select}
          aria-label={t(LEVEL_NAMES[index]!)}
          placeholder={t(LEVEL_NAMES[index]!)}
          loading={isLoading && index === 0}
          disabled={disabled || !nodes || (index > 0 && !codes[index - 1])}
          value={codes[index]}
          onChange={(code: string | undefined) => choose(index, code)}
          options={(nodes ?? []).map((n) => ({ value: n.code, label: n.name }))}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          data-testid={`area-select-${LEVEL_NAMES[index]}`}
        />
      ))}
    </Space.Compact>
  );
}
