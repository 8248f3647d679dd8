'use client';

import dynamic from 'next/dynamic';
import { type FieldKind, type FieldOf } from './kind';
import { formatMoment, fromDayjs, type Moment, rangeBounds, toDayjs } from './date-values';
import { rangeFilter, singleFilter } from './filter-encoding';
import { EmptyValue } from './shared';
import styles from './fields.module.css';

// The pickers (a large part of antd) load only where a form or a filter bar shows a date.
const MomentInput = dynamic(() => import('./date-inputs').then((m) => m.MomentInput));
const MomentRangeInput = dynamic(() => import('./date-inputs').then((m) => m.MomentRangeInput));

function MomentText({ value, type }: { value: unknown; type: Moment }) {
  const text = formatMoment(value, type);
  return text === '' ? <EmptyValue /> : <span className={styles.figure}>{text}</span>;
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
