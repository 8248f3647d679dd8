'use client';

import { Cascader } from 'antd';
import '@/components/providers/theme/antd-cascader.css';
import { useMemo, useState } from 'react';
import { type AreaLevel, type AreaNode, atLevels } from '@/lib/area/area-paths';
import { useAreaTree } from './use-area-tree';

interface CascaderOption {
  value: string;
  label: string;
  children?: CascaderOption[];
}

function toOptions(nodes: readonly AreaNode[]): CascaderOption[] {
  return nodes.map((n) => (n.children ? { value: n.code, label: n.name, children: toOptions(n.children) } : { value: n.code, label: n.name }));
}

export interface AreaCascaderProps {
  id?: string;
  /** The code path, province first. */
  value?: string[] | null;
  onChange?: (codes: string[] | null) => void;
  levels?: AreaLevel;
  placeholder?: string;
  disabled?: boolean;
  /** Allows stopping at a province or city instead of going down to the last level. */
  changeOnSelect?: boolean;
  className?: string;
  /** Replacing a stand-in the user just reached for: take the focus and open the drop-down. */
  opening?: boolean;
}

/** Province / city / district in one drop-down, searchable by name ('天河' finds 广东省 / 广州市 / 天河区). */
export function AreaCascader({ id, value, onChange, levels = 3, placeholder, disabled, changeOnSelect, className, opening }: AreaCascaderProps) {
  // An empty cascader (a filter bar's) fetches the divisions when it is first opened or focused.
  const [touched, setTouched] = useState(Boolean(opening));
  const [open, setOpen] = useState(Boolean(opening));
  const { data, isLoading } = useAreaTree(touched || Boolean(value && value.length));
  const options = useMemo(() => (data ? toOptions(atLevels(data, levels)) : []), [data, levels]);
  return (
    <Cascader
      id={id}
      className={className}
      options={options}
      loading={isLoading}
      value={value && value.length ? value : undefined}
      onChange={(next) => onChange?.(next && next.length ? next.map(String) : null)}
      placeholder={placeholder}
      disabled={disabled}
      changeOnSelect={changeOnSelect}
      {...(opening ? { open, autoFocus: true } : {})}
      onOpenChange={(next) => {
        if (next) setTouched(true);
        setOpen(next);
      }}
      onFocus={() => setTouched(true)}
      allowClear
      showSearch={{ filter: (input, path) => path.some((option) => String(option.label).includes(input.trim())) }}
      data-testid="area-cascader"
    />
  );
}
