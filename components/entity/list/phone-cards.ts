import type { TableColumnsType } from 'antd';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityRecord } from '../fields';
import type { ListSort } from '../list-query';
import { DEFAULT_CARD_FIELDS } from './RecordCards';
import { linkTitleColumn } from './title-link';
import { tableColumns, type ListColumn } from './use-list-columns';

/**
 * What a phone's card of this kind shows: the fields the kind declares for it (a contact's phone),
 * else the list's first few columns after the name; with the table's cells, the name a link.
 */
export function phoneCards(entity: EntityDef, columns: readonly ListColumn[], sort: ListSort, hrefOf: (key: string) => string | undefined, open: (key: string) => void): { columns: TableColumnsType<EntityRecord>; fields: string[] } {
  const available = new Set(columns.map((c) => c.name));
  const fields = entity.cardFields
    ? entity.cardFields.filter((name) => available.has(name))
    : columns.filter((c) => c.name !== entity.titleField && !c.hiddenByDefault).slice(0, DEFAULT_CARD_FIELDS).map((c) => c.name);
  const shown = columns.filter((c) => c.name === entity.titleField || fields.includes(c.name));
  return { columns: linkTitleColumn(entity, tableColumns(entity, shown, sort), hrefOf, open), fields };
}
