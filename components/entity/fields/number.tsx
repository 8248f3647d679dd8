'use client';

import { heldComponent } from '@/components/widgets/held-component';
import dynamic from 'next/dynamic';
import { type FieldKind, type FieldOf } from './kind';
import { rangeFilter, singleFilter } from './filter-encoding';
import { type Figure, formatFigure, MONEY_DECIMALS, starGlyphs, toNumber } from './number-format';
import { EmptyValue, InputPlace } from './shared';
import styles from './fields.module.css';

// The figure inputs (antd's InputNumber) load only where a form or a filter bar shows one.
const FormFigureInput = heldComponent(() => import('./number-inputs').then((m) => m.FormFigureInput), InputPlace);
const FigureRangeInput = dynamic(() => import('./number-inputs').then((m) => m.FigureRangeInput));
const FigureFilterInput = dynamic(() => import('./number-inputs').then((m) => m.FigureFilterInput));

function FigureText({ value, field }: { value: unknown; field: FieldOf<Figure> }) {
  const text = formatFigure(value, field.type === 'money' ? MONEY_DECIMALS : undefined);
  if (text === '') return <EmptyValue />;
  if (field.display !== 'stars') return <span className={styles.figure}>{text}</span>;
  return (
    <span className={styles.stars}>
      <span className={styles.starGlyphs} aria-hidden>{starGlyphs(value, field.max ?? 5)}</span>
      <span className={styles.figure}>{text}</span>
    </span>
  );
}

function figureFamily<T extends Figure>(): FieldKind<FieldOf<T>> {
  return {
    operators: ['between', 'eq', 'ne', 'ge', 'le', 'gt', 'lt'],
    align: 'right',
    cell: (value, _record, field) => <FigureText value={value} field={field} />,
    detail: (value, _record, field) => <FigureText value={value} field={field} />,
    input: (field, { label, disabled }) => <FormFigureInput field={field} label={label} disabled={disabled} />,
    inputCode: FormFigureInput.preload,
    filterInput: (field, { label, operator }) =>
      operator === 'between' ? <FigureRangeInput field={field} /> : <FigureFilterInput field={field} label={label} />,
    toForm: (value) => toNumber(value),
    fromForm: (value) => toNumber(value),
    filterParams: (name, value, operator) => {
      if (operator === 'between') {
        const range: unknown[] = Array.isArray(value) ? value : [null, null];
        const [low, high] = range;
        const text = (n: unknown) => (toNumber(n) === null ? null : String(toNumber(n)));
        return rangeFilter(name, text(low), text(high));
      }
      const n = toNumber(value);
      return n === null ? {} : singleFilter(name, operator, String(n));
    },
  };
}

export const numberKind = figureFamily<'number'>();
export const moneyKind = figureFamily<'money'>();
