import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A sign-in started at the OpenID Connect provider and not yet back: what the callback must
 * check (state, nonce, PKCE verifier) and where the user goes afterwards. Kept in the database,
 * not in one process, so any process may receive the callback; spent by the first callback.
 */
export const sysOidcFlow = pgTable('sys_oidc_flow', {
  /** sha-256 of the state sent to the provider: a leaked table does not hand out live states. */
  state_hash: varchar('state_hash', { length: 64 }).primaryKey(),
  nonce: varchar('nonce', { length: 128 }).notNull(),
  code_verifier: varchar('code_verifier', { length: 128 }).notNull(),
  /** The path on this site to open once signed in (already made safe). */
  redirect_path: varchar('redirect_path', { length: 2000 }).notNull(),
  /** The callback address sent in the authorization request: the token request must repeat it. */
  redirect_uri: varchar('redirect_uri', { length: 500 }).notNull(),
  /** The issuer the flow was started with: a changed setting does not complete an older flow. */
  issuer: varchar('issuer', { length: 500 }).notNull(),
  app_key: varchar('app_key', { length: 64 }),
  /** sha-256 of the browser's binding (its sealed session cookie holds the value): only that browser completes the flow. */
  binding_hash: varchar('binding_hash', { length: 64 }).notNull().default(''),
  /** Set when a signed-in user started the flow to link their own account (个人中心), not to sign in. */
  link_user_key: varchar('link_user_key', { length: 64 }),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expire_time: timestamp('expire_time', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('sys_oidc_flow_expire_idx').on(t.expire_time)]);
