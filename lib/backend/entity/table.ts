import { boolean, type ExtraConfigColumn, index, integer, numeric, pgTable, smallint, text, timestamp, varchar, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { SCOPE_COLUMN, type EntityDef, type FieldDef } from '@/lib/entity/types';
import { auditColumns, keyColumn } from '../db/schema/columns';
import type { EntityColumns } from './typed-table';

/** The column each field type is stored in. */
function columnFor(name: string, field: FieldDef): PgColumnBuilderBase {
  switch (field.type) {
    case 'text':
    case 'phone':
    case 'email':
      return varchar(name, { length: field.max ?? (field.type === 'text' ? 255 : 128) });
    case 'textarea':
    case 'richText':
    case 'multiDict':
    case 'file':
    case 'image':
      return text(name);
    case 'number':
      return field.integer ? integer(name) : numeric(name, { precision: 20, scale: 6, mode: 'number' });
    case 'money':
      return numeric(name, { precision: 18, scale: 2, mode: 'number' });
    case 'date':
      return varchar(name, { length: 10 });
    case 'datetime':
      return timestamp(name, { withTimezone: true, mode: 'date' });
    case 'dict':
    case 'ref':
      return keyColumn(name);
    case 'user':
    case 'department':
      return field.multiple ? text(name) : keyColumn(name);
    case 'bool':
      return boolean(name);
    case 'area':
      return varchar(name, { length: 64 });
  }
}

/**
 * The drizzle table of an entity: its key, its declared fields, the bookkeeping columns, and the
 * owning department when the entity is department-scoped.
 */
export function tableFor<E extends EntityDef>(entity: E) {
  const columns: Record<string, PgColumnBuilderBase> = {
    [entity.key]: keyColumn(entity.key).primaryKey(),
  };
  for (const [name, field] of Object.entries(entity.fields)) {
    const column = columnFor(name, field) as PgColumnBuilderBase & { notNull(): PgColumnBuilderBase };
    columns[name] = field.required ? column.notNull() : column;
  }
  if (entity.scope === 'department') columns[SCOPE_COLUMN] = keyColumn(SCOPE_COLUMN);
  Object.assign(columns, auditColumns, { del_flag: smallint('del_flag').notNull().default(0) });
  return pgTable(entity.table, columns as unknown as EntityColumns<E>, (t) => {
    const c = t as unknown as Record<string, ExtraConfigColumn>;
    return [
      index(`${entity.table}_create_time_idx`).on(c.create_time!),
      ...(entity.scope === 'department' ? [index(`${entity.table}_${SCOPE_COLUMN}_idx`).on(c[SCOPE_COLUMN]!)] : []),
    ];
  });
}

export type EntityTable = ReturnType<typeof tableFor>;
