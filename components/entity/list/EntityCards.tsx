'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import { ActionSheet } from '@/components/widgets/action-sheet/ActionSheet';
import { keyOf } from '../entity-api';
import type { EntityRecord } from '../fields';
import { textOf } from '../fields/shared';
import { phoneCards } from './phone-cards';
import { RecordCards } from './RecordCards';
import type { ListColumn } from './use-list-columns';
import type { useEntityQuery } from './use-entity-query';

interface EntityCardsProps {
  entity: EntityDef;
  entityLabel: string;
  list: ReturnType<typeof useEntityQuery>;
  columns: readonly ListColumn[];
  rowActions: (record: EntityRecord, key: string) => ReactNode;
  hrefOf: (key: string) => string | undefined;
  openDetail: (key: string) => void;
  rowClassName: (record: EntityRecord) => string;
  emptyText: ReactNode;
}

/** A phone's entity list: a card per record with its name, the fields its kind names for cards, and one button opening its actions in a sheet. */
export function EntityCards({ entity, entityLabel, list, columns, rowActions, hrefOf, openDetail, rowClassName, emptyText }: EntityCardsProps) {
  const t = useTranslations('entityUi');
  const cards = phoneCards(entity, columns, list.sort, hrefOf, openDetail);
  return (
    <RecordCards
      list={list}
      columns={cards.columns}
      titleColumn={entity.titleField}
      fieldColumns={cards.fields}
      empty={emptyText}
      rowKey={(record) => keyOf(entity, record) ?? JSON.stringify(record)}
      rowClassName={rowClassName}
      actions={(record) => {
        const key = keyOf(entity, record);
        return key ? (
          <ActionSheet title={textOf(record[entity.titleField]) || entityLabel} label={t('list.operations')} testId="row-actions">
            {rowActions(record, key)}
          </ActionSheet>
        ) : null;
      }}
    />
  );
}
