'use client';

import { heldComponent } from '@/components/widgets/held-component';
import { Spin } from 'antd';
import { LazySelect } from '@/components/widgets/select/LazySelect';
import { useState } from 'react';
import { useListSeparator } from '@/lib/client/list-separator';
import { type FieldKind, type FieldOf } from './kind';
import { singleFilter } from './filter-encoding';
import { splitValues } from './dict-items';
import { useNamesOfUsers, useUserSearch } from './directory';
import { EmptyValue, type Injected, usePlaceholder, InputPlace } from './shared';
import { SEARCH_DEBOUNCE_MS, useDebounced } from './use-debounced';

/** The picker loads with a form that shows one; the filter bar keeps its drop-down. */
const UserPickerInput = heldComponent(() => import('@/components/pickers/UserPickerInput').then((m) => m.UserPickerInput), InputPlace);

function UserNames({ value }: { value: unknown }) {
  const keys = splitValues(value);
  const nameOf = useNamesOfUsers(keys);
  const separator = useListSeparator();
  if (keys.length === 0) return <EmptyValue />;
  return <>{keys.map(nameOf).join(separator)}</>;
}

interface UserFilterProps extends Injected<string | string[] | null> {
  label: string;
  multiple: boolean;
  disabled?: boolean;
}

/** The filter bar keeps a searchable drop-down: quicker than a dialog for narrowing a list. */
function UserFilterInput({ label, multiple, disabled, value, onChange, id }: UserFilterProps) {
  const placeholder = usePlaceholder('select', label);
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const { data: found, isValidating } = useUserSearch(keyword);
  const chosen = splitValues(value);
  const nameOf = useNamesOfUsers(chosen);
  // The chosen users stay labelled by name even when the current search does not list them.
  const listed = (found ?? []).map((u) => ({ value: u.user_key, label: u.realname }));
  const missing = chosen.filter((k) => !listed.some((o) => o.value === k)).map((k) => ({ value: k, label: nameOf(k) }));
  const options = [...missing, ...listed];
  return (
    <LazySelect
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? chosen : (chosen[0] ?? undefined)}
      onChange={(next: string | string[] | undefined) => onChange?.(next ?? null)}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onOpenChange={(open) => {
        if (!open) setTyped('');
      }}
      notFoundContent={isValidating ? <Spin size="small" /> : undefined}
    />
  );
}

const isMultiple = (field: FieldOf<'user'>) => field.multiple === true;

export const userKind: FieldKind<FieldOf<'user'>> = {
  operators: ['eq', 'in'],
  cell: (value) => <UserNames value={value} />,
  detail: (value) => <UserNames value={value} />,
  input: (field, { label, disabled }) => <UserPickerInput label={label} multiple={isMultiple(field)} required={field.required === true} disabled={disabled} />,
  inputCode: UserPickerInput.preload,
  filterInput: (_field, { label, operator }) => <UserFilterInput label={label} multiple={operator === 'in'} />,
  toForm: (value, field) => (isMultiple(field) ? splitValues(value) : (splitValues(value)[0] ?? null)),
  fromForm: (value, field) => (isMultiple(field) ? splitValues(value).join(',') : (splitValues(value)[0] ?? null)),
  filterParams: (name, value, operator) => singleFilter(name, operator, splitValues(value)),
};
