'use client';

import { Input } from 'antd';
import { type FieldKind, type FieldOf } from './kind';
import { singleFilter } from './filter-encoding';
import { EmptyValue, type Injected, isBlank, textOf, usePlaceholder } from './shared';

/*
 * Administrative areas are typed as their codes ('440000,440100,440106') until the province /
 * city / district cascader arrives; the value format stays the same then.
 */

function AreaInput({ label, disabled, value, onChange, id }: Injected<string> & { label: string; disabled?: boolean }) {
  const placeholder = usePlaceholder('input', label);
  return <Input id={id} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} placeholder={placeholder} disabled={disabled} maxLength={64} inputMode="numeric" allowClear />;
}

/** Codes separated by commas, spaces removed so '440000, 440100' is accepted. */
export function normaliseAreaCodes(value: unknown): string | null {
  if (isBlank(value)) return null;
  const text = Array.isArray(value) ? value.map(String).join(',') : textOf(value);
  const codes = text.split(/[,，\s]+/).filter(Boolean);
  return codes.length ? codes.join(',') : null;
}

export const areaKind: FieldKind<FieldOf<'area'>> = {
  operators: ['eq'],
  cell: (value) => (isBlank(value) ? <EmptyValue /> : textOf(value)),
  detail: (value) => (isBlank(value) ? <EmptyValue /> : textOf(value)),
  input: (_field, { label, disabled }) => <AreaInput label={label} disabled={disabled} />,
  filterInput: (_field, { label }) => <AreaInput label={label} />,
  toForm: (value) => textOf(value),
  fromForm: (value) => normaliseAreaCodes(value),
  filterParams: (name, value, operator) => singleFilter(name, operator, normaliseAreaCodes(value)),
};
