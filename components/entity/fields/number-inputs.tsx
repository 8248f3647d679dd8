'use client';

import { InputNumber, Space } from 'antd';
import '@/components/providers/theme/antd-input-number.css';
import { useTranslations } from 'next-intl';
import { type FieldOf } from './kind';
import { type Figure, groupDigits, MONEY_DECIMALS, toNumber, ungroupDigits } from './number-format';
import { type Injected, usePlaceholder } from './shared';
import styles from './fields.module.css';

/* The figure inputs of the number and money fields, loaded where a form or a filter shows one. */

function decimalsOf(field: FieldOf<Figure>): number | undefined {
  if (field.type === 'money') return MONEY_DECIMALS;
  return field.integer ? 0 : undefined;
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

export function FormFigureInput(props: Omit<FigureInputProps, 'placeholder'> & { label: string }) {
  const placeholder = usePlaceholder('input', props.label);
  return <FigureInput {...props} placeholder={placeholder} />;
}

type Bounds = [number | null, number | null];

interface RangeInputProps extends Injected<Bounds> {
  field: FieldOf<Figure>;
}

/** Two bounds for a between filter; either may stay empty. */
export function FigureRangeInput({ field, value, onChange, id }: RangeInputProps) {
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

export function FigureFilterInput({ field, label, value, onChange, id }: Injected<number | null> & { field: FieldOf<Figure>; label: string }) {
  const placeholder = usePlaceholder('input', label);
  return <FigureInput field={field} id={id} value={value} onChange={onChange} placeholder={placeholder} />;
}
