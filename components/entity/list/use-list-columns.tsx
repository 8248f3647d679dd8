'use client';

import { Tag, type TableColumnsType } from 'antd';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { businessToday } from '@/lib/client/business-time';
import { isOverdue } from '@/lib/entity/features/overdue/overdue';
import type { EntityDef } from '@/lib/entity/types';
import type { ColumnOption } from '../column-prefs';
import { type EntityRecord, kindOf } from '../fields';
import { formatMoment } from '../fields/date-values';
import { columnWidth } from './column-widths';
import { CREATE_TIME, CREATE_TIME_PARAM, defaultSort, type ListSort } from '../list-query';
import styles from '../entity-ui.module.css';
import { sensitiveKindOf } from '@/lib/entity/features/sensitive/fields';
import { RevealableValue } from '../features/sensitive/RevealableValue';
import { WithheldValue } from '../features/computed/WithheldValue';

const UPDATE_TIME = 'update_time';
const UPDATE_TIME_PARAM = 'updateTime';

export interface ListColumn extends ColumnOption {
  label: string;
  /** The name the query's `column` parameter takes for this column. */
  sortParam: string | null;
  /** As declared, else the type's (column-widths.ts); never narrower than its header. */
  width: number;
  align?: 'left' | 'right' | 'center';
  ellipsis?: boolean;
  render: (value: unknown, record: EntityRecord) => ReactNode;
}

function MomentCell({ value }: { value: unknown }) {
  const text = formatMoment(value, 'datetime');
  return text ? <span className={styles.nowrap}>{text}</span> : null;
}

/** The entity's title is a plain text field, shown by its own value (not a reference or a date). */
export function isTextTitle(entity: EntityDef, name: string): boolean {
  const field = entity.fields[name];
  return name === entity.titleField && field?.type === 'text' && !('messageKeyPrefix' in field && field.messageKeyPrefix);
}

/** The list columns of an entity: its list fields (less those a parent fixes), then the bookkeeping times. */
export function useListColumns(entity: EntityDef, fixedNames: readonly string[]): ListColumn[] {
  const t = useTranslations('entityUi.list');
  const tAll = useTranslations();
  const latin = !useLocale().startsWith('zh');
  return useMemo(() => {
    const declared = Object.entries(entity.fields).flatMap(([name, field]): ListColumn[] => {
      if (field.list === false || field.hidden || fixedNames.includes(name)) return [];
      const kind = kindOf(field);
      const options = field.list ?? {};
      const label = tAll(field.label);
      return [{
        name,
        label,
        hiddenByDefault: options.hiddenByDefault === true,
        sortParam: options.sortable ? name : null,
        width: columnWidth(field.type, options.width, label, options.sortable === true, latin),
        align: kind.align,
        ellipsis: kind.ellipsis,
        render: name === entity.overdue?.field
          // The date that makes a record overdue says so beside it.
          ? (value, record) => <span className={styles.nowrap}>{kind.cell(value, record, field)}{isOverdue(entity, record, businessToday()) ? <Tag color="error" className={styles.overdueTag}>{t('overdue')}</Tag> : null}</span>
          : sensitiveKindOf(field)
            ? (_value, record) => <RevealableValue entity={entity} name={name} record={record} show={(value) => kind.cell(value, record, field)} />
            : field.computed
              ? (_value, record) => <WithheldValue name={name} record={record} show={(value) => kind.cell(value, record, field)} />
              // A record's name too is cut like all list text (the text kind's cell: 25 units, the whole on hover); title-link.tsx makes it a link.
              : (value, record) => kind.cell(value, record, field),
      }];
    });
    return [
      ...declared,
      { name: CREATE_TIME, label: t('createTime'), hiddenByDefault: false, sortParam: CREATE_TIME_PARAM, width: columnWidth('datetime', 170, t('createTime'), true), render: (value) => <MomentCell value={value} /> },
      { name: UPDATE_TIME, label: t('updateTime'), hiddenByDefault: true, sortParam: UPDATE_TIME_PARAM, width: columnWidth('datetime', 170, t('updateTime'), true), render: (value) => <MomentCell value={value} /> },
    ];
  }, [entity, fixedNames, t, tAll, latin]);
}

/** The shown columns as the table's, sorted on the server by `sort`. */
export function tableColumns(entity: EntityDef, columns: readonly ListColumn[], sort: ListSort): TableColumnsType<EntityRecord> {
  const initial = defaultSort(entity);
  return columns.map((c) => ({
    key: c.name,
    dataIndex: c.name,
    title: c.label,
    width: c.width,
    align: c.align,
    ellipsis: c.ellipsis ? { showTitle: true } : false,
    sorter: c.sortParam !== null,
    // The default order is newest first, so its column starts descending and goes back to it.
    sortDirections: c.sortParam === initial.column && initial.order === 'desc' ? ['descend', 'ascend'] : ['ascend', 'descend'],
    sortOrder: c.sortParam !== null && c.sortParam === sort.column ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (value: unknown, record: EntityRecord) => c.render(value, record),
  }));
}
