import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

/**
 * One row whose version moves, by trigger, in the same transaction as any change to the tables
 * that decide what a user may reach: departments, roles, permissions and who holds them
 * (migration 0038). Every signed-in call reads it with the user, so a process's cached department
 * tree and permission sets are checked against the database on each call, whichever process (or
 * statement outside the app) made the change.
 */
export const sysAccessVersion = pgTable('sys_access_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
