'use client';

import { MinusCircleOutlined } from '@ant-design/icons';
import { Button, Select, Tooltip } from 'antd';
import { useTranslations } from 'next-intl';
import { queryableField, type QueryRule, rulesFor } from '@/lib/entity/advanced-query';
import type { EntityDef } from '@/lib/entity/types';
import { ConditionValue } from './ConditionValue';
import type { DraftCondition } from './draft';
import styles from './advanced-query.module.css';

export interface FieldOption {
  value: string;
  label: string;
}

interface ConditionRowProps {
  entity: EntityDef;
  draft: DraftCondition;
  index: number;
  fieldOptions: readonly FieldOption[];
  /** Where the row's inputs get their ids (one dialog may be open per list). */
  idPrefix: string;
  onField: (name: string | null) => void;
  onRule: (rule: QueryRule) => void;
  onValue: (value: string | string[] | null) => void;
  onRemove: () => void;
}

/** One condition: field, rule, value, and a button to remove it. */
export function ConditionRow({ entity, draft, index, fieldOptions, idPrefix, onField, onRule, onValue, onRemove }: ConditionRowProps) {
  const t = useTranslations('advancedQuery');
  const tAll = useTranslations();
  const field = draft.field ? queryableField(entity, draft.field) : undefined;
  const label = field ? tAll(field.label) : '';
  const rules = field ? rulesFor(field) : [];
  const n = index + 1;
  return (
    <div className={styles.row} data-testid="aq-row">
      <Select
        id={`${idPrefix}-field-${index}`}
        className={styles.fieldSelect}
        value={draft.field ?? undefined}
        options={fieldOptions as FieldOption[]}
        onChange={(next: string | undefined) => onField(next ?? null)}
        placeholder={t('fieldPlaceholder')}
        aria-label={`${t('field')} ${n}`}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        data-testid="aq-field"
      />
      <Select
        id={`${idPrefix}-rule-${index}`}
        className={styles.ruleSelect}
        value={draft.rule ?? undefined}
        options={rules.map((rule) => ({ value: rule, label: t(`rules.${rule}`) }))}
        onChange={(next: QueryRule) => onRule(next)}
        placeholder={t('rulePlaceholder')}
        aria-label={`${t('rule')} ${n}`}
        disabled={!field}
        data-testid="aq-rule"
      />
      <div className={styles.value} data-testid="aq-value">
        <ConditionValue
          entity={entity}
          name={draft.field}
          field={field}
          rule={draft.rule}
          value={draft.value}
          onChange={onValue}
          label={label}
          id={`${idPrefix}-value-${index}`}
          ariaLabel={`${t('value')} ${n}`}
        />
      </div>
      <Tooltip title={t('removeCondition')}>
        <Button type="text" icon={<MinusCircleOutlined />} onClick={onRemove} aria-label={t('removeCondition')} data-testid="aq-remove" />
      </Tooltip>
    </div>
  );
}
