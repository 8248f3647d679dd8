'use client';

import { IntentLink } from '@/components/widgets/IntentLink';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import { keyOf } from '../entity-api';
import type { EntityRecord } from '../fields';
import styles from '../entity-ui.module.css';

/**
 * The record's name in a list opens it, as in any CRM: a real link to its record page where the
 * kind has one (so it opens in a new tab too), else a link that opens the detail drawer. Only a
 * plain-text title is wrapped; a reference or a date already shows what it is.
 */
export function linkTitleColumn(
  entity: EntityDef,
  columns: TableColumnsType<EntityRecord>,
  hrefOf: (key: string) => string | undefined,
  open: (key: string) => void,
): TableColumnsType<EntityRecord> {
  if (entity.fields[entity.titleField]?.type !== 'text') return columns;
  return columns.map((column) => {
    if (column.key !== entity.titleField || !('render' in column) || !column.render) return column;
    const cell = column.render;
    return {
      ...column,
      render: (value: unknown, record: EntityRecord, index: number) => {
        const shown = cell(value, record, index);
        const key = keyOf(entity, record);
        if (!key || value === null || value === undefined || value === '') return shown;
        const href = hrefOf(key);
        if (href) return <IntentLink href={href} className={styles.titleLink} data-testid="row-title-link">{shown as ReactNode}</IntentLink>;
        return (
          <a
            href="#"
            className={styles.titleLink}
            data-testid="row-title-link"
            onClick={(event) => {
              event.preventDefault();
              open(key);
            }}
          >
            {shown as ReactNode}
          </a>
        );
      },
    };
  });
}
