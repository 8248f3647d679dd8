'use client';

import { TreeSelect } from 'antd';
import { DepartmentPickerInput } from '@/components/pickers/DepartmentPickerInput';
import { type FieldKind, type FieldOf } from './kind';
import { singleFilter } from './filter-encoding';
import { splitValues } from './dict-items';
import { useDepartmentTree } from './directory';
import { EmptyValue, type Injected, usePlaceholder } from './shared';
import styles from './fields.module.css';

function DepartmentNames({ value }: { value: unknown }) {
  const { data } = useDepartmentTree();
  const keys = splitValues(value);
  if (keys.length === 0) return <EmptyValue />;
  return <>{keys.map((k) => data?.names.get(k) ?? k).join('、')}</>;
}

interface DepartmentFilterProps extends Injected<string | string[] | null> {
  label: string;
  multiple: boolean;
  disabled?: boolean;
}

/** The filter bar keeps a searchable tree drop-down: quicker than a dialog for narrowing a list. */
function DepartmentFilterInput({ label, multiple, disabled, value, onChange, id }: DepartmentFilterProps) {
  const placeholder = usePlaceholder('select', label);
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
    />
  );
}

const isMultiple = (field: FieldOf<'department'>) => field.multiple === true;

export const departmentKind: FieldKind<FieldOf<'department'>> = {
  operators: ['eq', 'in'],
  cell: (value) => <DepartmentNames value={value} />,
  detail: (value) => <DepartmentNames value={value} />,
  input: (field, { label, disabled }) => <DepartmentPickerInput label={label} multiple={isMultiple(field)} required={field.required === true} disabled={disabled} />,
  filterInput: (_field, { label, operator }) => <DepartmentFilterInput label={label} multiple={operator === 'in'} />,
  toForm: (value, field) => (isMultiple(field) ? splitValues(value) : (splitValues(value)[0] ?? null)),
  fromForm: (value, field) => (isMultiple(field) ? splitValues(value).join(',') : (splitValues(value)[0] ?? null)),
  filterParams: (name, value, operator) => singleFilter(name, operator, splitValues(value)),
};
