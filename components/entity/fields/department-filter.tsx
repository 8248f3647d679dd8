'use client';

import { TreeSelect } from 'antd';
import '@/components/providers/theme/antd-tree.css';
import { useState } from 'react';
import { splitValues } from './dict-items';
import { useDepartmentTree } from './directory';
import { type Injected, usePlaceholder } from './shared';
import styles from './fields.module.css';

interface DepartmentFilterProps extends Injected<string | string[] | null> {
  label: string;
  multiple: boolean;
  disabled?: boolean;
  /** Replacing a stand-in the user just reached for (until-used.tsx): take the focus, open the tree. */
  opening?: boolean;
}

/** The filter bar keeps a searchable tree drop-down: quicker than a dialog for narrowing a list. */
export function DepartmentFilterInput({ label, multiple, disabled, opening, value, onChange, id }: DepartmentFilterProps) {
  const placeholder = usePlaceholder('select', label);
  const [open, setOpen] = useState(Boolean(opening));
  const { data, isLoading } = useDepartmentTree();
  const chosen = splitValues(value);
  return (
    <TreeSelect
      id={id}
      className={styles.fullWidth}
      treeData={data?.tree ?? []}
      fieldNames={{ label: 'title', value: 'key', children: 'children' }}
      multiple={multiple}
      value={multiple ? chosen : (chosen[0] ?? undefined)}
      onChange={(next: string | string[] | undefined) => onChange?.(next ?? null)}
      placeholder={placeholder}
      disabled={disabled}
      loading={isLoading}
      allowClear
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      {...(opening ? { open, onOpenChange: setOpen, autoFocus: true } : {})}
    />
  );
}
