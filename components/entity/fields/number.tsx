'use client';

import { InputNumber, Space } from 'antd';
import { useTranslations } from 'next-intl';
import { type FieldKind, type FieldOf } from './kind';
import { rangeFilter, singleFilter } from './filter-encoding';
import { formatFigure, groupDigits, toNumber, ungroupDigits } from './number-format';
import { EmptyValue, type Injected, usePlaceholder } from './shared';
import styles from './fields.module.css';

type Figure = 'number' | 'money';

const MONEY_DECIMALS = 2;

function decimalsOf(field: FieldOf<Figure>): number | undefined {
  if (field.type === 'money') return MONEY_DECIMALS;
  return field.integer ? 0 : undefined;
}

function Figure({ value, field }: { value: unknown; field: FieldOf<Figure> }) {
  const text = formatFigure(value, field.type === 'money' ? MONEY_DECIMALS : undefined);
  return text === '' ? <EmptyValue /> : <span className={styles.figure}>{text}</span>;
}

interface FigureInputProps extends Injected<number | null> {
  field: FieldOf<Figure>;
  placeholder: string;
  disabled?: boolean;
}

/** No min/max clamping here: an out-of-range figure gets the schema's message instead of being changed silently. */
function FigureInput({ field, placeholder, disabled, value, onChange, id }: FigureInputProps) {
  return (
    <InputNumber<string | number>
      id={id}
      className={styles.fullWidth}
      value={value ?? null}
      onChange={(next) => onChange?.(toNumber(next))}
      placeholder={placeholder}
      disabled={disabled}
      precision={decimalsOf(field)}
      formatter={(text) => groupDigits(String(text ?? ''))}
      // A string, not Number(): an emptied input must stay empty rather than become 0.
      parser={ungroupDigits}
    />
  );
}

function FormFigureInput(props: Omit<FigureInputProps, 'placeholder'> & { label: string }) {
  const placeholder = usePlaceholder('input', props.label);
  return <FigureInput {...props} placeholder={placeholder} />;
}

type Bounds = [number | null, number | null];

interface RangeInputProps extends Injected<Bounds> {
  field: FieldOf<Figure>;
}

/** Two bounds for a between filter; either may stay empty. */
function FigureRangeInput({ field, value, onChange, id }: RangeInputProps) {
  const t = useTranslations('entityUi.filter');
  const [low, high] = value ?? [null, null];
  return (
    <Space.Compact className={styles.fullWidth}>
      <FigureInput field={field} id={id} value={low} onChange={(next) => onChange?.([next ?? null, high])} placeholder={t('min')} />
      <span className={styles.rangeSeparator} aria-hidden>
        ~
      </span>
      <FigureInput field={field} value={high} onChange={(next) => onChange?.([low, next ?? null])} placeholder={t('max')} />
    </Space.Compact>
  );
}

function FigureFilterInput({ field, label, value, onChange, id }: Injected<number | null> & { field: FieldOf<Figure>; label: string }) {
  const placeholder = usePlaceholder('input', label);
  return <FigureInput field={field} id={id} value={value} onChange={onChange} placeholder={placeholder} />;
}

function figureFamily<T extends Figure>(): FieldKind<FieldOf<T>> {
  return {
    operators: ['between', 'eq', 'ne', 'ge', 'le', 'gt', 'lt'],
    align: 'right',
    cell: (value, _record, field) => <Figure value={value} field={field} />,
    detail: (value, _record, field) => <Figure value={value} field={field} />,
    input: (field, { label, disabled }) => <FormFigureInput field={field} label={label} disabled={disabled} />,
    filterInput: (field, { label, operator }) =>
      operator === 'between' ? <FigureRangeInput field={field} /> : <FigureFilterInput field={field} label={label} />,
    toForm: (value) => toNumber(value),
    fromForm: (value) => toNumber(value),
    filterParams: (name, value, operator) => {
      if (operator === 'between') {
        const [low, high] = Array.isArray(value) ? value : [null, null];
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
