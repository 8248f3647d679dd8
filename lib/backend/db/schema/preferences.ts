import { index, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyColumn } from './columns';

/** Favourite menus, per user (menu_type 1, permission_key, user_key). */
export const sysUserFavorite = pgTable('sys_user_favorite', {
  user_key: keyColumn('user_key').notNull(),
  permission_key: keyColumn('permission_key').notNull(),
  menu_type: smallint('menu_type').notNull().default(1),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.user_key, t.permission_key] })]);

/** Small per-user interface choices (which menus the top bar shows, …), one JSON value per key. */
export const sysUserSetting = pgTable('sys_user_setting', {
  user_key: keyColumn('user_key').notNull(),
  setting_key: varchar('setting_key', { length: 64 }).notNull(),
  value: jsonb('value').notNull(),
  update_time: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.user_key, t.setting_key] }), index('sys_user_setting_user_idx').on(t.user_key)]);
