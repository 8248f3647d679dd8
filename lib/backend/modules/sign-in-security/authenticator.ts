import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysUser, sysUserMfa, sysUserRecoveryCode } from '../../db/schema';
import { recordAudit } from '../../entity/audit';
import { secretBox } from '../../secrets/secret-box';
import { matchingStep, newTotpSecret } from './totp';

/**
 * A user's authenticator: its sealed secret, whether it is switched on, and the last step used.
 * Every change is written to the user's history (entity 'user'), as is every recovery code used.
 */

export const MFA_AUDIT = {
  enable: 'mfaEnable',
  disable: 'mfaDisable',
  reset: 'mfaReset',
  recoveryUsed: 'mfaRecoveryUsed',
  regenerated: 'mfaRecoveryRenew',
} as const;

export interface Actor {
  userKey: string;
  realname: string;
}

export async function actorOf(db: Db, userKey: string): Promise<Actor> {
  const [row] = await db.select({ realname: sysUser.realname }).from(sysUser).where(eq(sysUser.user_key, userKey)).limit(1);
  return { userKey, realname: row?.realname ?? '' };
}

export async function auditMfa(db: Db, userKey: string, action: (typeof MFA_AUDIT)[keyof typeof MFA_AUDIT], actor: Actor): Promise<void> {
  await recordAudit(db, { entity: 'user', recordKey: userKey, action, changes: [], auth: actor });
}

export async function authenticatorOf(db: Db, userKey: string) {
  const [row] = await db.select().from(sysUserMfa).where(eq(sysUserMfa.user_key, userKey)).limit(1);
  return row ?? null;
}

export async function hasAuthenticator(db: Db, userKey: string): Promise<boolean> {
  return (await authenticatorOf(db, userKey))?.enabled === true;
}

/** Which of these users have an authenticator switched on (the user list's 两步验证 column). */
export async function usersWithAuthenticator(db: Db, userKeys: string[]): Promise<Set<string>> {
  if (userKeys.length === 0) return new Set();
  const rows = await db.select({ key: sysUserMfa.user_key }).from(sysUserMfa).where(and(inArray(sysUserMfa.user_key, userKeys), eq(sysUserMfa.enabled, true)));
  return new Set(rows.map((row) => row.key));
}

/**
 * Starts (or starts again) a set-up: a new secret, sealed, not yet switched on. Refused with null
 * when the user already has one switched on: that one must be switched off first.
 */
export async function beginSetup(db: Db, userKey: string): Promise<string | null> {
  if (await hasAuthenticator(db, userKey)) return null;
  const secret = newTotpSecret();
  const sealed = secretBox().seal(secret);
  const now = new Date();
  await db.insert(sysUserMfa).values({ user_key: userKey, secret_sealed: sealed, enabled: false, update_time: now })
    .onConflictDoUpdate({ target: sysUserMfa.user_key, set: { secret_sealed: sealed, enabled: false, confirmed_time: null, last_used_step: null, update_time: now } });
  return secret;
}

/** The secret of the user's pending set-up, to show again (the sign-in's set-up step reloads). */
export async function pendingSecret(db: Db, userKey: string): Promise<string | null> {
  const row = await authenticatorOf(db, userKey);
  return row && !row.enabled ? secretBox().open(row.secret_sealed) : null;
}

/**
 * Checks a code against the user's secret (the pending one when `pending`), and records its step
 * so the same code, or an older one, is refused afterwards: one statement, so two simultaneous
 * attempts with one code cannot both pass.
 */
export async function acceptCode(db: Db, userKey: string, code: string, { pending = false, now = Date.now() } = {}): Promise<boolean> {
  const row = await authenticatorOf(db, userKey);
  if (!row || row.enabled === pending) return false;
  const secret = secretBox().open(row.secret_sealed);
  if (!secret) return false;
  const step = matchingStep(secret, code, now);
  if (step === null) return false;
  const taken = await db.update(sysUserMfa).set({ last_used_step: step, update_time: new Date() })
    .where(and(eq(sysUserMfa.user_key, userKey), or(isNull(sysUserMfa.last_used_step), lt(sysUserMfa.last_used_step, step))))
    .returning({ key: sysUserMfa.user_key });
  return taken.length === 1;
}

/** Switches on a set-up whose code was just accepted. */
export async function switchOn(db: Db, userKey: string): Promise<void> {
  const now = new Date();
  await db.update(sysUserMfa).set({ enabled: true, confirmed_time: now, update_time: now }).where(eq(sysUserMfa.user_key, userKey));
}

/** Removes the authenticator and its recovery codes (switched off, or reset by an administrator). */
export async function removeAuthenticator(db: Db, userKey: string): Promise<boolean> {
  const gone = await db.delete(sysUserMfa).where(eq(sysUserMfa.user_key, userKey)).returning({ enabled: sysUserMfa.enabled });
  await db.delete(sysUserRecoveryCode).where(eq(sysUserRecoveryCode.user_key, userKey));
  return gone.some((row) => row.enabled);
}
