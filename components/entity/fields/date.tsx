'use client';

import { heldComponent } from '@/components/widgets/held-component';
import { useTranslations } from 'next-intl';
import { lazy } from 'react';
import { type FieldKind, type FieldOf } from './kind';
import { filterBound, formatMoment, fromDayjs, type Moment, rangeBounds, toDayjs } from './date-values';
import { rangeFilter, singleFilter } from './filter-encoding';
import { EmptyValue, type Injected, usePlaceholder, InputPlace } from './shared';
import { UntilUsed } from './until-used';
import styles from './fields.module.css';

// The pickers (a large part of antd) load only where a form or a filter bar shows a date.
const MomentInput = heldComponent(() => import('./date-inputs').then((m) => m.MomentInput), InputPlace);
// A filter bar's empty date filters draw a stand-in until used (until-used.tsx), then load these.
const LazyMomentInput = lazy(() => import('./date-inputs').then((m) => ({ default: m.MomentInput })));
const LazyMomentRangeInput = lazy(() => import('./date-inputs').then((m) => ({ default: m.MomentRangeInput })));

function RangeFilter({ id, value, onChange }: Injected<unknown>) {
  const t = useTranslations('entityUi.filter');
  return (
    <UntilUsed
      id={id}
      value={value}
      look={{ placeholder: [t('from'), t('to')], icon: 'calendar' }}
      render={(opening) => <LazyMomentRangeInput id={id} value={value as never} onChange={onChange} opening={opening} />}
    />
  );
}

function DayFilter({ id, value, onChange, type, label }: Injected<unknown> & { type: Moment; label: string }) {
  const placeholder = usePlaceholder('select', label);
  return (
    <UntilUsed
      id={id}
      value={value}
      look={{ placeholder, icon: 'calendar' }}
      render={(opening) => <LazyMomentInput id={id} value={value as never} onChange={onChange} type={type} label={label} dayOnly={type === 'datetime'} opening={opening} />}
    />
  );
}

function MomentText({ value, type, precision }: { value: unknown; type: Moment; precision?: 'minute' }) {
  const text = formatMoment(value, type, precision);
  return text === '' ? <EmptyValue /> : <span className={styles.figure}>{text}</span>;
}

function momentFamily<T extends Moment>(type: T): FieldKind<FieldOf<T>> {
  return {
    operators: ['between', 'eq', 'ge', 'le', 'gt', 'lt'],
    cell: (value, _record, field) => <MomentText value={value} type={type} precision={field.precision} />,
    detail: (value, _record, field) => <MomentText value={value} type={type} precision={field.precision} />,
    input: (_field, { label, disabled }) => <MomentInput type={type} label={label} disabled={disabled} />,
    inputCode: MomentInput.preload,
    filterInput: (_field, { label, operator }) =>
      operator === 'between' ? <RangeFilter /> : <DayFilter type={type} label={label} />,
    toForm: (value) => toDayjs(value),
    fromForm: (value) => fromDayjs(value, type),
    filterFromStored: (value) => (Array.isArray(value) ? value.map((part) => toDayjs(part)) : toDayjs(value)),
    filterParams: (name, value, operator) => {
      if (operator === 'between') {
        const [begin, end] = rangeBounds(value, type);
        return rangeFilter(name, begin, end);
      }
      const day = toDayjs(value);
      if (!day) return {};
      // A single day compared with a date-time column: from its first or up to its last second.
      const bound = filterBound(type === 'date' ? day : operator === 'le' || operator === 'gt' ? day.endOf('day') : day.startOf('day'), type);
      if (type === 'datetime' && operator === 'eq') {
        return rangeFilter(name, filterBound(day.startOf('day'), 'datetime'), filterBound(day.endOf('day'), 'datetime'));
      }
      return singleFilter(name, operator, bound);
    },
  };
}

export const dateKind = momentFamily('date');
export const datetimeKind = momentFamily('datetime');
