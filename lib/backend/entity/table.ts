import { sql } from 'drizzle-orm';
import { boolean, type ExtraConfigColumn, index, uniqueIndex, integer, numeric, pgTable, smallint, text, timestamp, varchar, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { AMOUNT_DIGITS, FIGURE_DIGITS } from '@/lib/entity/column-capacity';
import { listIndexesOf, type ListIndex } from '@/lib/entity/list-indexes';
import { SCOPE_COLUMN, type EntityDef, type FieldDef } from '@/lib/entity/types';
import { auditColumns, keyColumn } from '../db/schema/columns';
import type { EntityColumns } from './typed-table';

/** The column each field type is stored in. */
export function columnFor(name: string, field: FieldDef): PgColumnBuilderBase {
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
      return field.integer ? integer(name) : numeric(name, { ...FIGURE_DIGITS, mode: 'number' });
    case 'money':
      return numeric(name, { ...AMOUNT_DIGITS, mode: 'number' });
    case 'date':
      return varchar(name, { length: 10 });
    case 'datetime':
      return timestamp(name, { withTimezone: true, mode: 'date' });
    case 'dict':
      return keyColumn(name);
    case 'ref':
    case 'user':
    case 'department':
      return field.multiple ? text(name) : keyColumn(name);
    case 'bool':
      return boolean(name);
    case 'area':
      return varchar(name, { length: 64 });
  }
}

/** One derived list index as drizzle declares it (trigram indexes need the pg_trgm extension, created by the migrations). */
function listIndex(declared: ListIndex, c: Record<string, ExtraConfigColumn>) {
  const columns = declared.columns.map(({ name, order }) => {
    const column = c[name];
    if (!column) throw new Error(`index ${declared.name}: no column ${name}`);
    if (declared.kind === 'trigram') return column.op('gin_trgm_ops');
    // ORDER BY x DESC puts nulls first: the index must too, or it cannot serve that order.
    return order === 'desc' ? column.desc().nullsFirst() : column.asc();
  }) as [ExtraConfigColumn, ...ExtraConfigColumn[]];
  return declared.kind === 'trigram' ? index(declared.name).using('gin', ...columns) : index(declared.name).on(...columns);
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
    if (field.stored === false) continue;
    let column = columnFor(name, field) as PgColumnBuilderBase & { notNull(): PgColumnBuilderBase; default(v: unknown): PgColumnBuilderBase };
    if (field.defaultValue !== undefined) column = column.default(field.defaultValue) as typeof column;
    columns[name] = field.required || field.defaultValue !== undefined ? column.notNull() : column;
  }
  if (entity.scope === 'department') columns[SCOPE_COLUMN] = keyColumn(SCOPE_COLUMN);
  Object.assign(columns, auditColumns, { del_flag: smallint('del_flag').notNull().default(0) });
  return pgTable(entity.table, columns as unknown as EntityColumns<E>, (t) => {
    const c = t as unknown as Record<string, ExtraConfigColumn>;
    // Unique among live rows only, so a deleted record's value can be used again; the check in
    // crud.ts gives the friendly message, this index settles two saves racing each other.
    const uniques = Object.entries(entity.fields).filter(([, f]) => f.unique).map(([name, f]) =>
      uniqueIndex(`${entity.table}_${name}_uq`).on(...(f.uniqueWithin ? [c[f.uniqueWithin]!, c[name]!] : [c[name]!]) as [ExtraConfigColumn]).where(sql`del_flag = 0`));
    return [...uniques, ...listIndexesOf(entity).map((declared) => listIndex(declared, c))];
  });
}
