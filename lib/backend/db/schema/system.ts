import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, keyColumn } from './columns';

export const sysDepart = pgTable('sys_depart', {
  depart_key: keyColumn('depart_key').primaryKey(),
  parent_key: keyColumn('parent_key'),
  depart_name: varchar('depart_name', { length: 100 }).notNull(),
  org_code: varchar('org_code', { length: 64 }).notNull(),
  sort_no: integer('sort_no').notNull().default(0),
  ...auditColumns,
}, (t) => [index('sys_depart_parent_idx').on(t.parent_key), uniqueIndex('sys_depart_org_code_uq').on(t.org_code)]);

export const sysUser = pgTable('sys_user', {
  user_key: keyColumn('user_key').primaryKey(),
  username: varchar('username', { length: 64 }).notNull(),
  realname: varchar('realname', { length: 64 }).notNull(),
  password_hash: text('password_hash').notNull(),
  phone: varchar('phone', { length: 32 }),
  email: varchar('email', { length: 128 }),
  avatar: text('avatar'),
  /** 1 male, otherwise female (spec-1 §3). */
  sex: smallint('sex').notNull().default(1),
  birthday: varchar('birthday', { length: 10 }),
  /** 1 normal, otherwise frozen (spec-1 §3). */
  status: smallint('status').notNull().default(1),
  del_flag: smallint('del_flag').notNull().default(0),
  ...auditColumns,
}, (t) => [uniqueIndex('sys_user_username_uq').on(t.username)]);

export const sysUserDepart = pgTable('sys_user_depart', {
  user_key: keyColumn('user_key').notNull(),
  depart_key: keyColumn('depart_key').notNull(),
}, (t) => [primaryKey({ columns: [t.user_key, t.depart_key] }), index('sys_user_depart_depart_idx').on(t.depart_key)]);

export const sysRole = pgTable('sys_role', {
  role_key: keyColumn('role_key').primaryKey(),
  role_code: varchar('role_code', { length: 64 }).notNull(),
  role_name: varchar('role_name', { length: 64 }).notNull(),
  description: varchar('description', { length: 255 }),
  ...auditColumns,
}, (t) => [uniqueIndex('sys_role_code_uq').on(t.role_code)]);

export const sysUserRole = pgTable('sys_user_role', {
  user_key: keyColumn('user_key').notNull(),
  role_key: keyColumn('role_key').notNull(),
}, (t) => [primaryKey({ columns: [t.user_key, t.role_key] })]);

/** Menus (menu_type 0 directory, 1 page) and buttons (2) with their permission codes. */
export const sysPermission = pgTable('sys_permission', {
  permission_key: keyColumn('permission_key').primaryKey(),
  parent_key: keyColumn('parent_key'),
  name: varchar('name', { length: 100 }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  path: varchar('path', { length: 255 }),
  component: varchar('component', { length: 255 }),
  redirect: varchar('redirect', { length: 255 }),
  icon: varchar('icon', { length: 64 }),
  menu_type: smallint('menu_type').notNull().default(1),
  perms: varchar('perms', { length: 255 }),
  sort_no: integer('sort_no').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
  always_show: boolean('always_show').notNull().default(false),
  keep_alive: boolean('keep_alive').notNull().default(false),
  internal_or_external: boolean('internal_or_external').notNull().default(false),
  url: varchar('url', { length: 255 }),
  /** '0' leaves the item out of the built routes (spec-1 §2.3). */
  route: varchar('route', { length: 1 }).notNull().default('1'),
  prevent: varchar('prevent', { length: 255 }),
  ...auditColumns,
}, (t) => [index('sys_permission_parent_idx').on(t.parent_key)]);

export const sysRolePermission = pgTable('sys_role_permission', {
  role_key: keyColumn('role_key').notNull(),
  permission_key: keyColumn('permission_key').notNull(),
}, (t) => [primaryKey({ columns: [t.role_key, t.permission_key] })]);

/** Upstream tokens: only a hash is stored, so a database leak yields no usable token. */
export const sysToken = pgTable('sys_token', {
  token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
  user_key: keyColumn('user_key').notNull(),
  app_key: varchar('app_key', { length: 64 }),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expire_time: timestamp('expire_time', { withTimezone: true, mode: 'date' }).notNull(),
  revoke_time: timestamp('revoke_time', { withTimezone: true, mode: 'date' }),
}, (t) => [index('sys_token_user_idx').on(t.user_key)]);

export const sysApp = pgTable('sys_app', {
  app_key: varchar('app_key', { length: 64 }).primaryKey(),
  app_name: varchar('app_name', { length: 100 }).notNull(),
  station_name: varchar('station_name', { length: 100 }),
  station_logo: text('station_logo'),
  ...auditColumns,
});

export const sysFile = pgTable('sys_file', {
  file_key: keyColumn('file_key').primaryKey(),
  storage_name: varchar('storage_name', { length: 128 }).notNull(),
  original_name: varchar('original_name', { length: 255 }).notNull(),
  content_type: varchar('content_type', { length: 128 }).notNull(),
  size: integer('size').notNull(),
  file_group_key: varchar('file_group_key', { length: 64 }),
  ...auditColumns,
}, (t) => [uniqueIndex('sys_file_storage_name_uq').on(t.storage_name)]);
