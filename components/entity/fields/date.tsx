'use client';

import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { type FieldKind, type FieldOf } from './kind';
import { formatMoment, formatOf, fromDayjs, type Moment, rangeBounds, toDayjs } from './date-values';
import { rangeFilter, singleFilter } from './filter-encoding';
import { EmptyValue, type Injected, usePlaceholder } from './shared';
import styles from './fields.module.css';

function MomentText({ value, type }: { value: unknown; type: Moment }) {
  const text = formatMoment(value, type);
  return text === '' ? <EmptyValue /> : <span className={styles.figure}>{text}</span>;
}

interface MomentInputProps extends Injected<Dayjs | null> {
  type: Moment;
  label: string;
  disabled?: boolean;
  /** Filters pick whole days even for date-time fields. */
  dayOnly?: boolean;
}

function MomentInput({ type, label, disabled, dayOnly, value, onChange, id }: MomentInputProps) {
  const placeholder = usePlaceholder('select', label);
  const withTime = type === 'datetime' && !dayOnly;
  return (
    <DatePicker
      id={id}
      className={styles.fullWidth}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      placeholder={placeholder}
      disabled={disabled}
      showTime={withTime}
      format={withTime ? formatOf('datetime') : formatOf('date')}
    />
  );
}

/** spec-1 §9 date presets: today, last week, last month, last three months. */
function useRangePresets() {
  const t = useTranslations('entityUi.filter.presets');
  return useMemo(() => {
    const today = dayjs();
    return [
      { label: t('today'), value: [today.startOf('day'), today.endOf('day')] as [Dayjs, Dayjs] },
      { label: t('lastWeek'), value: [today.subtract(1, 'week'), today] as [Dayjs, Dayjs] },
      { label: t('lastMonth'), value: [today.subtract(1, 'month'), today] as [Dayjs, Dayjs] },
      { label: t('lastThreeMonths'), value: [today.subtract(3, 'month'), today] as [Dayjs, Dayjs] },
    ];
  }, [t]);
}

function MomentRangeInput({ value, onChange, id }: Injected<[Dayjs | null, Dayjs | null] | null>) {
  const t = useTranslations('entityUi.filter');
  const presets = useRangePresets();
  return (
    <DatePicker.RangePicker
      id={id}
      className={styles.fullWidth}
      value={value ?? null}
      onChange={(next) => onChange?.(next ? [next[0] ?? null, next[1] ?? null] : null)}
      placeholder={[t('from'), t('to')]}
      presets={presets}
      allowEmpty={[true, true]}
      format={formatOf('date')}
    />
  );
}

function momentFamily<T extends Moment>(type: T): FieldKind<FieldOf<T>> {
  return {
    operators: ['between', 'eq', 'ge', 'le', 'gt', 'lt'],
    cell: (value) => <MomentText value={value} type={type} />,
    detail: (value) => <MomentText value={value} type={type} />,
    input: (_field, { label, disabled }) => <MomentInput type={type} label={label} disabled={disabled} />,
    filterInput: (_field, { label, operator }) =>
      operator === 'between' ? <MomentRangeInput /> : <MomentInput type={type} label={label} dayOnly={type === 'datetime'} />,
    toForm: (value) => toDayjs(value),
    fromForm: (value) => fromDayjs(value, type),
    filterParams: (name, value, operator) => {
      if (operator === 'between') {
        const [begin, end] = rangeBounds(value, type);
        return rangeFilter(name, begin, end);
      }
      const day = toDayjs(value);
      if (!day) return {};
      // A single day compared with a date-time column: from its first or up to its last second.
      const bound = type === 'date' ? fromDayjs(day, 'date') : fromDayjs(operator === 'le' || operator === 'gt' ? day.endOf('day') : day.startOf('day'), 'datetime');
      if (type === 'datetime' && operator === 'eq') {
        return rangeFilter(name, fromDayjs(day.startOf('day'), 'datetime'), fromDayjs(day.endOf('day'), 'datetime'));
      }
      return singleFilter(name, operator, bound);
    },
  };
}

export const dateKind = momentFamily('date');
export const datetimeKind = momentFamily('datetime');
