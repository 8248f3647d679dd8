'use client';

import { Select, Spin, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { entityByName } from '@/lib/entities';
import type { EntityDef } from '@/lib/entity/types';
import { type FieldKind, type FieldOf } from './kind';
import { singleFilter } from './filter-encoding';
import { splitValues } from './dict-items';
import { useRefLabel, useRefSearch } from './ref-records';
import { EmptyValue, type Injected, usePlaceholder } from './shared';
import { SEARCH_DEBOUNCE_MS, useDebounced } from './use-debounced';
import styles from './fields.module.css';

type RefDef = FieldOf<'ref'>;

function target(field: RefDef): { entity: EntityDef | undefined; labelField: string } {
  return { entity: entityByName(field.entity), labelField: field.labelField };
}

function UnknownTarget({ field }: { field: RefDef }) {
  const t = useTranslations('entityUi.ref');
  return <Typography.Text className={styles.missing}>{t('unknownEntity', { name: field.entity })}</Typography.Text>;
}

function RefLabel({ field, recordKey }: { field: RefDef; recordKey: string }) {
  const { entity, labelField } = target(field);
  const { data } = useRefLabel(entity, labelField, recordKey);
  return <>{data ?? recordKey}</>;
}

function RefValue({ field, value }: { field: RefDef; value: unknown }) {
  const keys = field.multiple ? splitValues(value) : splitValues(value).slice(0, 1);
  if (keys.length === 0) return <EmptyValue />;
  if (!target(field).entity) return <UnknownTarget field={field} />;
  return (
    <>
      {keys.map((key, index) => (
        <span key={key}>
          {index > 0 ? '、' : null}
          <RefLabel field={field} recordKey={key} />
        </span>
      ))}
    </>
  );
}

interface RefInputProps extends Injected<string | string[] | null> {
  field: RefDef;
  label: string;
  multiple?: boolean;
  disabled?: boolean;
}

function RefInput({ field, label, multiple, disabled, value, onChange, id }: RefInputProps) {
  const placeholder = usePlaceholder('select', label);
  const { entity, labelField } = target(field);
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const { data: found, isValidating } = useRefSearch(entity, labelField, keyword);
  const chosen = splitValues(value);
  const firstChosen = chosen[0] ?? null;
  // A single chosen record outside the current search is labelled through its own detail call.
  const { data: chosenLabel } = useRefLabel(entity, labelField, found?.some((o) => o.value === firstChosen) ? null : firstChosen);
  // Labels seen in earlier searches, so chosen tags keep their names while another search is shown.
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (found && found.some((o) => seen.get(o.value) !== o.label)) setSeen(new Map([...seen, ...found.map((o): [string, string] => [o.value, o.label])]));
  }, [found, seen]);
  if (!entity) return <UnknownTarget field={field} />;
  const listed = found ?? [];
  const extra = chosen
    .filter((k) => !listed.some((o) => o.value === k))
    .map((k) => ({ value: k, label: k === firstChosen && chosenLabel ? chosenLabel : (seen.get(k) ?? k) }));
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? chosen : (firstChosen ?? undefined)}
      onChange={(next: string | string[] | undefined) => onChange?.(next ?? null)}
      options={[...extra, ...listed]}
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

export const refKind: FieldKind<RefDef> = {
  operators: ['eq', 'in'],
  cell: (value, _record, field) => <RefValue field={field} value={value} />,
  detail: (value, _record, field) => <RefValue field={field} value={value} />,
  input: (field, { label, disabled }) => <RefInput field={field} label={label} multiple={field.multiple === true} disabled={disabled} />,
  filterInput: (field, { label, operator }) => <RefInput field={field} label={label} multiple={operator === 'in'} />,
  toForm: (value, field) => (field.multiple ? splitValues(value) : (splitValues(value)[0] ?? null)),
  // Several keys travel comma-joined, as the schema and the behaviours expect them.
  fromForm: (value, field) => (field.multiple ? splitValues(value).join(',') : (splitValues(value)[0] ?? null)),
  filterParams: (name, value, operator) => singleFilter(name, operator, splitValues(value)),
};
