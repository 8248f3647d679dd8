import { bigint, boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyColumn } from './columns';

/**
 * A user's authenticator (TOTP). The secret is sealed with the deployment's secret box; a row
 * with enabled=false is a set-up begun and not yet confirmed with a code.
 */
export const sysUserMfa = pgTable('sys_user_mfa', {
  user_key: keyColumn('user_key').primaryKey(),
  secret_sealed: varchar('secret_sealed', { length: 255 }).notNull(),
  enabled: boolean('enabled').notNull().default(false),
  confirmed_time: timestamp('confirmed_time', { withTimezone: true, mode: 'date' }),
  /** The 30-second step of the last code accepted: a code of that step or an earlier one is refused (no replay). */
  last_used_step: bigint('last_used_step', { mode: 'number' }),
  update_time: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One-time recovery codes, stored as argon2 hashes; a used one keeps its row with used_time. */
export const sysUserRecoveryCode = pgTable('sys_user_recovery_code', {
  id: serial('id').primaryKey(),
  user_key: keyColumn('user_key').notNull(),
  code_hash: varchar('code_hash', { length: 255 }).notNull(),
  used_time: timestamp('used_time', { withTimezone: true, mode: 'date' }),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('sys_user_recovery_code_user').on(t.user_key)]);

/**
 * A sign-in halfway: the password was right and a further step is due (a code, the authenticator's
 * set-up, a new password). Kept in the database so every process of a deployment can finish it;
 * stored as a hash, short-lived, spent by the step that issues the session.
 */
export const sysSignInChallenge = pgTable('sys_sign_in_challenge', {
  challenge_hash: varchar('challenge_hash', { length: 64 }).primaryKey(),
  user_key: keyColumn('user_key').notNull(),
  app_key: varchar('app_key', { length: 64 }),
  /** code | setup | password */
  step: varchar('step', { length: 16 }).notNull(),
  failures: integer('failures').notNull().default(0),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expire_time: timestamp('expire_time', { withTimezone: true, mode: 'date' }).notNull(),
  used_time: timestamp('used_time', { withTimezone: true, mode: 'date' }),
});

/** The hashes of a user's earlier passwords (the policy's history), newest last; the newest row's time is when the password was set. */
export const sysPasswordHistory = pgTable('sys_password_history', {
  id: serial('id').primaryKey(),
  user_key: keyColumn('user_key').notNull(),
  password_hash: varchar('password_hash', { length: 255 }).notNull(),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('sys_password_history_user').on(t.user_key, t.create_time)]);
