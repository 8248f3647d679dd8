'use client';

import { DatePicker } from 'antd';
import '@/components/providers/theme/antd-picker.css';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRangePresets } from '@/components/widgets/use-range-presets';
import { browserOnBusinessClock } from '@/lib/client/business-time';
import { formatOf, type Moment } from './date-values';
import { type Injected, usePlaceholder } from './shared';
import styles from './fields.module.css';

/* The date pickers of the date and date-time fields, loaded where a form or a filter shows one. */

interface MomentInputProps extends Injected<Dayjs | null> {
  type: Moment;
  label: string;
  disabled?: boolean;
  /** Filters pick whole days even for date-time fields. */
  dayOnly?: boolean;
  /** Replacing a stand-in the user just reached for (until-used.tsx): take the focus, open the panel. */
  opening?: boolean;
}

/** Open from the start when `opening`, then as the picker says; otherwise the picker's own way. */
function useOpening(opening: boolean | undefined) {
  const [open, setOpen] = useState(Boolean(opening));
  return opening ? { open, onOpenChange: setOpen, autoFocus: true } : {};
}

export function MomentInput({ type, label, disabled, dayOnly, opening, value, onChange, id }: MomentInputProps) {
  const placeholder = usePlaceholder('select', label);
  const openProps = useOpening(opening);
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
      showNow={browserOnBusinessClock()}
      format={withTime ? formatOf('datetime') : formatOf('date')}
      {...openProps}
    />
  );
}

export function MomentRangeInput({ value, onChange, id, opening }: Injected<[Dayjs | null, Dayjs | null] | null> & { opening?: boolean }) {
  const t = useTranslations('entityUi.filter');
  const presets = useRangePresets();
  const openProps = useOpening(opening);
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
      {...openProps}
    />
  );
}
