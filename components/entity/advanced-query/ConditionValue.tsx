'use client';

import { DatePicker, Input, Select } from 'antd';
import '@/components/providers/theme/antd-picker.css';
import type { Dayjs } from 'dayjs';
import { useTranslations } from 'next-intl';
import { cloneElement, type ReactElement } from 'react';
import { type QueryRule, RULE_OPERATOR } from '@/lib/entity/advanced-query';
import type { EntityDef, FieldDef } from '@/lib/entity/types';
import { kindOf } from '../fields';
import { cleanValues, dayOf, dayText, fromWidget, toWidget } from './value-codec';
import styles from './advanced-query.module.css';

interface ConditionValueProps {
  entity: EntityDef;
  name: string | null;
  field: FieldDef | undefined;
  rule: QueryRule | null;
  value: string | string[] | null;
  onChange: (value: string | string[] | null) => void;
  /** Translated field label, for the widget's placeholder. */
  label: string;
  /** Put on the widget's input, so the row's label points at it. */
  id: string;
  ariaLabel: string;
}

/** Types whose own filter widget already picks several values for 'in' (keys and dictionary values). */
const PICKS_SEVERAL = new Set(['dict', 'ref', 'user', 'department']);

interface Injectable {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/**
 * The value of one condition, in the field type's own filter widget (a dictionary drop-down, a user
 * search, a date picker, …). For 'in' it takes several values.
 */
export function ConditionValue({ entity, name, field, rule, value, onChange, label, id, ariaLabel }: ConditionValueProps) {
  const t = useTranslations('advancedQuery');
  if (!field || !name || !rule) return <Input id={id} disabled placeholder={t('valueFirst')} aria-label={ariaLabel} />;
  const kind = kindOf(field);
  const list = Array.isArray(value) ? value : value ? [value] : [];

  if (rule === 'in' && PICKS_SEVERAL.has(field.type)) {
    const widget = kind.filterInput(field, { label, entity, name, operator: 'in' }) as ReactElement<Injectable>;
    return (
      <div className={styles.valueWidget}>
        {cloneElement(widget, { id, value: list, onChange: (next: unknown) => onChange(cleanValues(field, Array.isArray(next) ? next : next ? [next] : [])) })}
      </div>
    );
  }
  if (rule === 'in' && (field.type === 'date' || field.type === 'datetime')) {
    return (
      <DatePicker
        multiple
        id={id}
        className={styles.fill}
        value={list.map(dayOf).filter((d): d is Dayjs => d !== null)}
        onChange={(days) => onChange((Array.isArray(days) ? days : days ? [days] : []).map(dayText))}
        placeholder={t('datesPlaceholder')}
        aria-label={ariaLabel}
      />
    );
  }
  if (rule === 'in') {
    return (
      <Select
        mode="tags"
        id={id}
        className={styles.fill}
        value={list}
        open={false}
        suffixIcon={null}
        tokenSeparators={[',', '，', ';', '；']}
        onChange={(next: string[]) => onChange(cleanValues(field, next))}
        placeholder={t('valuesPlaceholder')}
        aria-label={ariaLabel}
      />
    );
  }
  const widget = kind.filterInput(field, { label, entity, name, operator: RULE_OPERATOR[rule] }) as ReactElement<Injectable>;
  return (
    <div className={styles.valueWidget}>
      {cloneElement(widget, {
        value: toWidget(field, Array.isArray(value) ? (value[0] ?? null) : value),
        onChange: (next: unknown) => onChange(fromWidget(field, next)),
        id,
      })}
    </div>
  );
}
