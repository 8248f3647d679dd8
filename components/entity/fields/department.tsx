'use client';

import dynamic from 'next/dynamic';
import { type FieldKind, type FieldOf } from './kind';
import { singleFilter } from './filter-encoding';
import { splitValues } from './dict-items';
import { useDepartmentTree } from './directory';
import { EmptyValue } from './shared';

/** The picker loads with a form that shows one. */
const DepartmentPickerInput = dynamic(() => import('@/components/pickers/DepartmentPickerInput').then((m) => m.DepartmentPickerInput));
/** The tree drop-down loads where a filter bar shows a department filter. */
const DepartmentFilterInput = dynamic(() => import('./department-filter').then((m) => m.DepartmentFilterInput));

function DepartmentNames({ value }: { value: unknown }) {
  const { data } = useDepartmentTree();
  const keys = splitValues(value);
  if (keys.length === 0) return <EmptyValue />;
  return <>{keys.map((k) => data?.names.get(k) ?? k).join('、')}</>;
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
