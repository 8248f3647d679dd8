'use client';

import { FilterOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import type { ListView } from '@/lib/contract/list-views';
import { SYSTEM_QUERY_FIELDS } from '@/lib/entity/advanced-query';
import { ownField } from '@/lib/entity/own-field';
import type { EntityDef } from '@/lib/entity/types';
import { kindOf } from '../fields';
import { viewConditions, type ViewCondition } from './view-empty';
import styles from './view-empty.module.css';

const QUOTED = new Set(['text', 'textarea', 'phone', 'email', 'richText', 'area']);

/** One condition in words: the field's name, how it compares, and its values as the list's cells show them. */
function ConditionText({ entity, condition }: { entity: EntityDef; condition: ViewCondition }) {
  const t = useTranslations('entityUi.viewEmpty');
  const tAll = useTranslations();
  const field = ownField(entity, condition.field) ?? (Object.hasOwn(SYSTEM_QUERY_FIELDS, condition.field) ? SYSTEM_QUERY_FIELDS[condition.field] : undefined);
  const shown = (value: string): ReactNode => {
    if (!field || QUOTED.has(field.type)) return t('quoted', { value });
    return kindOf(field).cell(value, {}, field);
  };
  return (
    <>
      <span className={styles.field}>{field ? tAll(field.label) : condition.field}</span> {t(`operators.${condition.operator}`)}{' '}
      {condition.values.map((value, index) => (
        <Fragment key={index}>
          {index > 0 ? (condition.operator === 'between' ? t('rangeTo') : t('valueSeparator')) : null}
          <span data-entered>{shown(value)}</span>
        </Fragment>
      ))}
    </>
  );
}

interface SharedViewEmptyProps {
  entity: EntityDef;
  view: ListView;
  /** 清除条件: the list without the view's conditions. */
  onClear: () => void;
}

/**
 * An empty list under a colleague's shared view: its conditions in words, and that they were
 * searched only among the records the viewer may see. It never says whether records outside her
 * scope would match (docs/security.md, "Saved list views"), so it reads the same either way.
 */
export function SharedViewEmpty({ entity, view, onClear }: SharedViewEmptyProps) {
  const t = useTranslations('entityUi.viewEmpty');
  const { keyword, bar, advanced } = viewConditions(entity, view.settings);
  const description = (
    <Space direction="vertical" size={4}>
      <Typography.Text strong>{t('title')}</Typography.Text>
      <Typography.Text type="secondary" data-entered>
        {view.owner_name ? t('sharedBy', { name: view.name, owner: view.owner_name }) : t('sharedByColleague', { name: view.name })}
      </Typography.Text>
      <ul className={styles.conditions} data-testid="view-conditions">
        {keyword ? <li data-testid="view-condition">{t('keywordLabel')} <span data-entered>{t('quoted', { value: keyword })}</span></li> : null}
        {bar.map((condition, index) => (
          <li key={`${condition.field}-${index}`} data-testid="view-condition"><ConditionText entity={entity} condition={condition} /></li>
        ))}
        {advanced ? (
          <li data-testid="view-condition">
            {t(advanced.matchType === 'or' ? 'advancedAny' : 'advancedAll')}
            <ul>
              {advanced.conditions.map((condition, index) => (
                <li key={`${condition.field}-${index}`}><ConditionText entity={entity} condition={condition} /></li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
      <Typography.Text type="secondary">{t('scope')}</Typography.Text>
    </Space>
  );
  return (
    <div data-testid="list-empty" data-reason="sharedView">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
        <Button icon={<FilterOutlined />} onClick={onClear} data-testid="list-empty-clear-view">{t('clear')}</Button>
      </Empty>
    </div>
  );
}
