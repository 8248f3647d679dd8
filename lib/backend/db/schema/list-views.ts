import { boolean, index, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ListViewSettings } from '@/lib/contract/list-views';
import { keyColumn } from './columns';

/**
 * Saved views of an entity's list (lib/contract/list-views.ts): columns, filters, sort, grouping,
 * table or board. Personal, or shared with roles (by code) and departments (by key, members of the
 * departments below included).
 */
export const sysListView = pgTable('sys_list_view', {
  view_key: keyColumn('view_key').primaryKey(),
  entity: varchar('entity', { length: 64 }).notNull(),
  owner_key: keyColumn('owner_key').notNull(),
  name: varchar('name', { length: 64 }).notNull(),
  settings: jsonb('settings').$type<ListViewSettings>().notNull(),
  shared: boolean('shared').notNull().default(false),
  share_roles: jsonb('share_roles').$type<string[]>().notNull().default([]),
  share_departments: jsonb('share_departments').$type<string[]>().notNull().default([]),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('sys_list_view_owner_name_uq').on(t.owner_key, t.entity, t.name),
  // Colleagues' views are looked up among the shared ones of a kind.
  index('sys_list_view_shared_idx').on(t.entity, t.shared),
]);

/** The view each user's list of a kind opens with; gone with the view. */
export const sysListViewDefault = pgTable('sys_list_view_default', {
  user_key: keyColumn('user_key').notNull(),
  entity: varchar('entity', { length: 64 }).notNull(),
  view_key: keyColumn('view_key').notNull().references(() => sysListView.view_key, { onDelete: 'cascade' }),
}, (t) => [
  primaryKey({ columns: [t.user_key, t.entity] }),
  // The cascade from a deleted view finds its defaults by this.
  index('sys_list_view_default_view_idx').on(t.view_key),
]);
