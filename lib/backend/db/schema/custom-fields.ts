import { index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { CustomFieldOptions } from '@/lib/contract/custom-fields';
import { auditColumns, keyColumn } from './columns';

/**
 * Fields administrators added to record kinds (lib/backend/entity/custom-fields/). Each has a
 * column of its own on the kind's table, added when the field is; a retired field keeps its
 * column and data. A trigger moves the access version with every change (migration 0057), so every
 * process reads the new shape on its next call.
 */
export const sysCustomField = pgTable('sys_custom_field', {
  field_key: keyColumn('field_key').primaryKey(),
  entity: varchar('entity', { length: 64 }).notNull(),
  column_name: varchar('column_name', { length: 64 }).notNull(),
  label: varchar('label', { length: 64 }).notNull(),
  label_en: varchar('label_en', { length: 128 }),
  field_type: varchar('field_type', { length: 16 }).notNull(),
  options: jsonb('options').$type<CustomFieldOptions>().notNull(),
  sort: integer('sort').notNull().default(0),
  state: varchar('state', { length: 16 }).notNull().default('active'),
  ...auditColumns,
}, (t) => [
  uniqueIndex('sys_custom_field_column_uq').on(t.entity, t.column_name),
  index('sys_custom_field_entity_idx').on(t.entity, t.sort),
]);
