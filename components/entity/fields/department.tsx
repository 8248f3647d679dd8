'use client';

import { heldComponent } from '@/components/widgets/held-component';
import { lazy } from 'react';
import { useListSeparator } from '@/lib/client/list-separator';
import { type FieldKind, type FieldOf } from './kind';
import { singleFilter } from './filter-encoding';
import { splitValues } from './dict-items';
import { useDepartmentTree } from './directory';
import { EmptyValue, type Injected, usePlaceholder, InputPlace } from './shared';
import { UntilUsed } from './until-used';

/** The picker loads with a form that shows one. */
const DepartmentPickerInput = heldComponent(() => import('@/components/pickers/DepartmentPickerInput').then((m) => m.DepartmentPickerInput), InputPlace);
/** A filter bar's empty department filter draws a stand-in until used (until-used.tsx), then loads the tree drop-down. */
const DepartmentFilterInput = lazy(() => import('./department-filter').then((m) => ({ default: m.DepartmentFilterInput })));

function DepartmentFilter({ label, multiple, id, value, onChange }: Injected<string | string[] | null> & { label: string; multiple: boolean }) {
  const placeholder = usePlaceholder('select', label);
  return (
    <UntilUsed
      id={id}
      value={value}
      look={{ placeholder, icon: 'down' }}
      render={(opening) => <DepartmentFilterInput id={id} value={value} onChange={onChange} label={label} multiple={multiple} opening={opening} />}
    />
  );
}

function DepartmentNames({ value }: { value: unknown }) {
  const { data } = useDepartmentTree();
  const separator = useListSeparator();
  const keys = splitValues(value);
  if (keys.length === 0) return <EmptyValue />;
  return <>{keys.map((k) => data?.names.get(k) ?? k).join(separator)}</>;
}

const isMultiple = (field: FieldOf<'department'>) => field.multiple === true;

export const departmentKind: FieldKind<FieldOf<'department'>> = {
  operators: ['eq', 'in'],
  cell: (value) => <DepartmentNames value={value} />,
  detail: (value) => <DepartmentNames value={value} />,
  input: (field, { label, disabled }) => <DepartmentPickerInput label={label} multiple={isMultiple(field)} required={field.required === true} disabled={disabled} />,
  inputCode: DepartmentPickerInput.preload,
  filterInput: (_field, { label, operator }) => <DepartmentFilter label={label} multiple={operator === 'in'} />,
  toForm: (value, field) => (isMultiple(field) ? splitValues(value) : (splitValues(value)[0] ?? null)),
  fromForm: (value, field) => (isMultiple(field) ? splitValues(value).join(',') : (splitValues(value)[0] ?? null)),
  filterParams: (name, value, operator) => singleFilter(name, operator, splitValues(value)),
};
