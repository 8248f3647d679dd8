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
import { GroupHeadCell } from './GroupHeadCell';
import { isGroupHead, withGroupHeads, type GroupHead } from './group-rows';
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
  // A grouped list's cards come group by group: the first of each is headed by its value and count.
  const groupBy = list.filters.groupBy;
  const groupField = groupBy ? entity.fields[groupBy] : undefined;
  const heads = new Map<EntityRecord, GroupHead>();
  if (groupBy && groupField) {
    let head: GroupHead | null = null;
    for (const row of withGroupHeads(list.records, groupBy, list.page?.groups ?? [])) {
      if (isGroupHead(row)) head = row;
      else if (head) { heads.set(row, head); head = null; }
    }
  }
  return (
    <RecordCards
      list={list}
      columns={cards.columns}
      titleColumn={entity.titleField}
      fieldColumns={cards.fields}
      empty={emptyText}
      rowKey={(record) => keyOf(entity, record) ?? JSON.stringify(record)}
      rowClassName={rowClassName}
      heading={(record) => {
        const head = heads.get(record);
        return head && groupField ? <GroupHeadCell field={groupField} head={head} /> : null;
      }}
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
