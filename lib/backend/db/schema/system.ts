import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, bytea, keyColumn } from './columns';

export const sysUserDepart = pgTable('sys_user_depart', {
  user_key: keyColumn('user_key').notNull(),
  depart_key: keyColumn('depart_key').notNull(),
}, (t) => [primaryKey({ columns: [t.user_key, t.depart_key] }), index('sys_user_depart_depart_idx').on(t.depart_key)]);

/** Who holds which position (岗位): approver rules name positions by their code. */
export const sysUserPosition = pgTable('sys_user_position', {
  user_key: keyColumn('user_key').notNull(),
  position_key: keyColumn('position_key').notNull(),
}, (t) => [primaryKey({ columns: [t.user_key, t.position_key] }), index('sys_user_position_position_idx').on(t.position_key)]);

export const sysUserRole = pgTable('sys_user_role', {
  user_key: keyColumn('user_key').notNull(),
  role_key: keyColumn('role_key').notNull(),
}, (t) => [primaryKey({ columns: [t.user_key, t.role_key] })]);

export const sysRolePermission = pgTable('sys_role_permission', {
  role_key: keyColumn('role_key').notNull(),
  permission_key: keyColumn('permission_key').notNull(),
}, (t) => [primaryKey({ columns: [t.role_key, t.permission_key] })]);

/** Menus granted to everyone in a department, on top of their roles. */
export const sysDepartPermission = pgTable('sys_depart_permission', {
  depart_key: keyColumn('depart_key').notNull(),
  permission_key: keyColumn('permission_key').notNull(),
}, (t) => [primaryKey({ columns: [t.depart_key, t.permission_key] })]);

/** Upstream tokens: only a hash is stored, so a database leak yields no usable token. */
export const sysToken = pgTable('sys_token', {
  token_hash: varchar('token_hash', { length: 64 }).primaryKey(),
  user_key: keyColumn('user_key').notNull(),
  app_key: varchar('app_key', { length: 64 }),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expire_time: timestamp('expire_time', { withTimezone: true, mode: 'date' }).notNull(),
  revoke_time: timestamp('revoke_time', { withTimezone: true, mode: 'date' }),
}, (t) => [index('sys_token_user_idx').on(t.user_key)]);

/**
 * One-time sign-in codes a partner system hands to /unionLogin (userTokenToCode, codeToUserToken):
 * short-lived, usable once, and like tokens only stored as a hash.
 */
export const sysLoginCode = pgTable('sys_login_code', {
  code_hash: varchar('code_hash', { length: 64 }).primaryKey(),
  user_key: keyColumn('user_key').notNull(),
  app_key: varchar('app_key', { length: 64 }),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expire_time: timestamp('expire_time', { withTimezone: true, mode: 'date' }).notNull(),
  used_time: timestamp('used_time', { withTimezone: true, mode: 'date' }),
});

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
  /**
   * false: the file belongs to a record and is served only through that record's call, to those
   * who may read it (a project's documents); /files/<name> answers 404 for it.
   */
  served_publicly: boolean('served_publicly').notNull().default(true),
  ...auditColumns,
}, (t) => [uniqueIndex('sys_file_storage_name_uq').on(t.storage_name)]);

/**
 * The bytes of stored files with FILE_STORAGE=database, so every app process reads them on any
 * machine. Keyed by sys_file.storage_name, without a foreign key: a file's bytes are written
 * before or with its row and removed after the row's transaction commits.
 */
export const sysFileContent = pgTable('sys_file_content', {
  name: varchar('name', { length: 128 }).primaryKey(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
