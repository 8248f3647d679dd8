'use client';

import { heldComponent } from '@/components/widgets/held-component';
import dynamic from 'next/dynamic';
import { lazy } from 'react';
import { areaCodes } from '@/lib/area/area-paths';
import { AreaText } from '@/components/widgets/area/AreaText';
import { type FieldKind, type FieldOf } from './kind';
import { singleFilter } from './filter-encoding';
import { EmptyValue, type Injected, isBlank, usePlaceholder, InputPlace } from './shared';
import { UntilUsed } from './until-used';
import styles from './fields.module.css';

// The cascader and the selects load where a form or a filter bar shows an area.
const AreaCascader = heldComponent(() => import('@/components/widgets/area/AreaCascader').then((m) => m.AreaCascader), InputPlace);
const AreaSelect = dynamic(() => import('@/components/widgets/area/AreaSelect').then((m) => m.AreaSelect));

// A filter bar's empty cascader draws a stand-in until used (until-used.tsx), then loads this.
const LazyAreaCascader = lazy(() => import('@/components/widgets/area/AreaCascader').then((m) => ({ default: m.AreaCascader })));

type AreaDef = FieldOf<'area'>;

interface AreaInputProps extends Injected<string[] | null> {
  field: AreaDef;
  label: string;
  disabled?: boolean;
  /** Filters may stop at a province or a city: they match everything below it. */
  partial?: boolean;
}

function AreaInput({ field, label, disabled, partial, value, onChange, id }: AreaInputProps) {
  const placeholder = usePlaceholder('select', label);
  if (field.display === 'select') return <AreaSelect id={id} value={value} onChange={onChange} levels={field.levels} disabled={disabled} />;
  return (
    <AreaCascader
      id={id}
      className={styles.fullWidth}
      value={value}
      onChange={onChange}
      levels={field.levels}
      placeholder={placeholder}
      disabled={disabled}
      changeOnSelect={partial}
    />
  );
}

function AreaFilter({ field, label, value, onChange, id }: Omit<AreaInputProps, 'partial' | 'disabled'>) {
  const placeholder = usePlaceholder('select', label);
  return (
    <UntilUsed
      id={id}
      value={value}
      look={{ placeholder, icon: 'down' }}
      render={(opening) => (
        <LazyAreaCascader id={id} className={styles.fullWidth} value={value} onChange={onChange} levels={field.levels} placeholder={placeholder} changeOnSelect opening={opening} />
      )}
    />
  );
}

/** The stored form: codes joined by commas, province first; null when nothing is chosen. */
export function normaliseAreaCodes(value: unknown): string | null {
  const codes = areaCodes(value);
  return codes.length ? codes.join(',') : null;
}

export const areaKind: FieldKind<AreaDef> = {
  // A path chosen in a filter matches it and every place below it ('440000,440100*').
  operators: ['startsWith', 'eq'],
  // A place path stays on one line ('上海市 / 上海市 / 浦东新区'), cut with its whole in a tooltip.
  ellipsis: true,
  cell: (value) => (isBlank(value) ? <EmptyValue /> : <AreaText value={value} />),
  detail: (value) => (isBlank(value) ? <EmptyValue /> : <AreaText value={value} />),
  input: (field, { label, disabled }) => <AreaInput field={field} label={label} disabled={disabled} />,
  inputCode: (field) => (field.display === 'select' ? Promise.resolve() : AreaCascader.preload()),
  filterInput: (field, { label }) => (field.display === 'select' ? <AreaInput field={field} label={label} partial /> : <AreaFilter field={field} label={label} />),
  toForm: (value) => {
    const codes = areaCodes(value);
    return codes.length ? codes : null;
  },
  fromForm: (value) => normaliseAreaCodes(value),
  filterParams: (name, value, operator) => singleFilter(name, operator, normaliseAreaCodes(value) ?? ''),
};
