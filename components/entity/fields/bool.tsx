'use client';

import { heldComponent } from '@/components/widgets/held-component';
import { Tag } from 'antd';
import { LazySelect } from '@/components/widgets/select/LazySelect';
import { useTranslations } from 'next-intl';
import { type FieldKind, type FieldOf } from './kind';
import { singleFilter } from './filter-encoding';
import { EmptyValue, type Injected, usePlaceholder, InputPlace } from './shared';

/** The switch loads with a form that shows one; lists and filters show tags and a drop-down. */
const SwitchInput = heldComponent(() => import('./bool-input').then((m) => m.SwitchInput), InputPlace);

/** Stored booleans arrive as true/false; older answers may say 1/0 or 'true'/'false'. */
export function toBool(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

function YesNo({ value }: { value: unknown }) {
  const t = useTranslations('entityUi.bool');
  const flag = toBool(value);
  if (flag === null) return <EmptyValue />;
  return <Tag color={flag ? 'green' : 'default'}>{flag ? t('yes') : t('no')}</Tag>;
}

function YesNoFilter({ label, value, onChange, id }: Injected<string | null> & { label: string }) {
  const t = useTranslations('entityUi.bool');
  const placeholder = usePlaceholder('select', label);
  return (
    <LazySelect
      id={id}
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      options={[
        { value: 'true', label: t('yes') },
        { value: 'false', label: t('no') },
      ]}
      placeholder={placeholder}
      allowClear
    />
  );
}

export const boolKind: FieldKind<FieldOf<'bool'>> = {
  operators: ['eq'],
  align: 'center',
  valuePropName: 'checked',
  cell: (value) => <YesNo value={value} />,
  detail: (value) => <YesNo value={value} />,
  input: (_field, { disabled }) => <SwitchInput disabled={disabled} />,
  inputCode: SwitchInput.preload,
  filterInput: (_field, { label }) => <YesNoFilter label={label} />,
  // An unset switch reads as "no": the widget has no third state.
  toForm: (value) => toBool(value) ?? false,
  fromForm: (value) => toBool(value) ?? false,
  filterParams: (name, value, operator) => singleFilter(name, operator, typeof value === 'string' ? value : null),
};
