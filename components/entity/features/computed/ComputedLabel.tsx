'use client';

import { FunctionOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslations } from 'next-intl';
import { expressionText, type ComputedDecl } from '@/lib/entity/features/computed/declaration';
import type { EntityDef } from '@/lib/entity/types';
import styles from './computed.module.css';

/** How a worked-out field gets its value, in words: its formula with fields by label, or its roll-up. */
function useExplanation(entity: EntityDef, computed: ComputedDecl): string {
  const t = useTranslations('entityUi.computed');
  const tAll = useTranslations();
  // A child kind's texts by the naming convention: the registry of declarations stays out of this page.
  const text = (key: string, fallback: string) => (tAll.has(key) ? tAll(key) : fallback);
  if ('expression' in computed) return t('formula', { text: expressionText(computed.expression, (name) => text(entity.fields[name]?.label ?? '', name)) });
  const { child, aggregate, field, where } = computed.rollup;
  const childField = (name: string) => text(`entity.${child}.fields.${name}`, name);
  const base = t('rollup', { child: text(`entity.${child}.title`, child), aggregate: t(`aggregates.${aggregate}`), field: field ? childField(field) : '' });
  return where ? `${base}${t('rollupWhere', { field: childField(where.field), value: where.value })}` : base;
}

/** A worked-out field's label with a mark whose hint says how its value is worked out. */
export function ComputedLabel({ entity, label, computed }: { entity: EntityDef; label: string; computed: ComputedDecl }) {
  const explanation = useExplanation(entity, computed);
  return (
    <span className={styles.label}>
      {label}
      <Tooltip title={explanation}>
        <FunctionOutlined className={styles.mark} aria-label={explanation} data-testid="computed-mark" />
      </Tooltip>
    </span>
  );
}
