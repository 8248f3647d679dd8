import { randomBytes, createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { domainList, type OidcRefusal, type OidcSettings } from '@/lib/contract/oidc-sign-in';
import { USERNAME_PATTERN } from '@/lib/entity/rules';
import { USER_STATUS_NORMAL } from '../../auth/context';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { sysRole, sysUser, sysUserRole } from '../../db/schema';
import { newRecordKey } from '../../entity/crud';
import { domainAllowed, mappedPerson, mappedRoleCodes, type Claims, type MappedPerson } from './claims';

export type AccountOutcome = { ok: true; userKey: string; username: string; created: boolean } | { ok: false; reason: Extract<OidcRefusal, 'accountFrozen' | 'notRegistered' | 'domainNotAllowed' | 'noUsername'> };

const USERNAME_MIN = 4;
const USERNAME_MAX = 18;

/** Who the person is at the provider: the issuer and subject together, as kept in sys_user.external_id. */
export function externalIdOf(issuer: string, subject: string): string {
  return `${issuer}#${subject}`;
}

type Candidate = { user_key: string; username: string; status: string | null; del_flag: number; auth_source: string | null; external_id: string | null };
const candidateColumns = { user_key: sysUser.user_key, username: sysUser.username, status: sysUser.status, del_flag: sysUser.del_flag, auth_source: sysUser.auth_source, external_id: sysUser.external_id };

const usable = (user: Candidate) => user.del_flag === 0 && user.status === USER_STATUS_NORMAL;

/**
 * The account a provider's person signs in to: the one linked to their identity (issuer and
 * subject), as a user or an administrator linked it or as this sign-in created it; else, only when
 * the setting allows it, the one account with the e-mail the provider marks verified (linked from
 * then on, when linked to nothing else); else, when allowed, a new one. A username or name claim
 * never finds an account: anyone may choose one at many providers. A frozen or deleted account is
 * refused. Accounts the provider created take their name, e-mail, phone and roles from each
 * sign-in; an existing account matched by e-mail keeps the roles an administrator gave it.
 */
export async function resolveAccount(db: Db, settings: OidcSettings, issuer: string, subject: string, claims: Claims): Promise<AccountOutcome> {
  const person = mappedPerson(settings, claims);
  if (!domainAllowed(domainList(settings.allowed_domains), person)) return { ok: false, reason: 'domainNotAllowed' };
  const externalId = externalIdOf(issuer, subject);
  const roleCodes = mappedRoleCodes(settings, claims);

  const [bound] = await db.select(candidateColumns).from(sysUser).where(eq(sysUser.external_id, externalId)).limit(1);
  if (bound) {
    if (!usable(bound)) return { ok: false, reason: 'accountFrozen' };
    await refresh(db, bound, person, roleCodes);
    return { ok: true, userKey: bound.user_key, username: bound.username, created: false };
  }

  const matched = settings.link_verified_email ? await matchByVerifiedEmail(db, person) : null;
  if (matched) {
    if (!usable(matched)) return { ok: false, reason: 'accountFrozen' };
    // An account linked to another identity (at a provider, or a directory entry) is not handed to this one.
    if (matched.external_id !== null) return { ok: false, reason: 'notRegistered' };
    await db.update(sysUser).set({ external_id: externalId, update_time: new Date() }).where(eq(sysUser.user_key, matched.user_key));
    return { ok: true, userKey: matched.user_key, username: matched.username, created: false };
  }

  if (!settings.auto_create) return { ok: false, reason: 'notRegistered' };
  const username = await freeUsername(db, person, subject);
  if (!username) return { ok: false, reason: 'noUsername' };
  const userKey = newRecordKey();
  await db.transaction(async (tx) => {
    await tx.insert(sysUser).values({
      user_key: userKey,
      username,
      realname: (person.realname ?? username).slice(0, 64),
      email: person.email,
      phone: person.phone?.slice(0, 32) ?? null,
      user_type: 'staff',
      status: USER_STATUS_NORMAL,
      auth_source: 'oidc',
      external_id: externalId,
      // Nobody knows this password: the account signs in through the provider (an administrator may set one later).
      password_hash: await hashPassword(randomBytes(32).toString('base64url')),
      create_by: userKey,
      update_by: userKey,
    });
    await replaceRoles(tx, userKey, roleCodes);
  });
  return { ok: true, userKey, username, created: true };
}

async function matchByVerifiedEmail(db: Db, person: MappedPerson): Promise<Candidate | null> {
  if (!person.email || !person.emailVerified) return null;
  const rows = await db.select(candidateColumns).from(sysUser).where(and(sql`lower(${sysUser.email}) = ${person.email}`, eq(sysUser.del_flag, 0))).limit(2);
  // Two accounts sharing the e-mail is no match: an administrator must decide.
  return rows.length === 1 ? (rows[0] ?? null) : null;
}

async function refresh(db: Db, user: Candidate, person: MappedPerson, roleCodes: string[]): Promise<void> {
  if (user.auth_source !== 'oidc') return;
  const changes: Partial<typeof sysUser.$inferInsert> = {};
  if (person.realname) changes.realname = person.realname.slice(0, 64);
  if (person.email) changes.email = person.email;
  if (person.phone) changes.phone = person.phone.slice(0, 32);
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) await tx.update(sysUser).set({ ...changes, update_time: new Date() }).where(eq(sysUser.user_key, user.user_key));
    await replaceRoles(tx, user.user_key, roleCodes);
  });
}

/** The user's roles become exactly those the provider's claims map to (by role_code; unknown codes are skipped). */
async function replaceRoles(db: Db, userKey: string, roleCodes: string[]): Promise<void> {
  const roles = roleCodes.length === 0 ? [] : await db.select({ role_key: sysRole.role_key }).from(sysRole).where(and(inArray(sysRole.role_code, roleCodes), eq(sysRole.del_flag, 0)));
  const wanted = new Set(roles.map((r) => r.role_key));
  const held = await db.select({ role_key: sysUserRole.role_key }).from(sysUserRole).where(eq(sysUserRole.user_key, userKey));
  const heldKeys = new Set(held.map((r) => r.role_key));
  const gone = [...heldKeys].filter((k) => !wanted.has(k));
  const added = [...wanted].filter((k) => !heldKeys.has(k));
  // Rows are touched only when something changed, so an unchanged sign-in does not move the access version.
  if (gone.length > 0) await db.delete(sysUserRole).where(and(eq(sysUserRole.user_key, userKey), inArray(sysUserRole.role_key, gone)));
  if (added.length > 0) await db.insert(sysUserRole).values(added.map((role_key) => ({ user_key: userKey, role_key })));
}

function usernameFrom(text: string | null): string | null {
  if (!text) return null;
  const cleaned = text.split('@')[0]!.replace(/[^A-Za-z0-9_]/g, '_').slice(0, USERNAME_MAX);
  return cleaned.length >= USERNAME_MIN && USERNAME_PATTERN.test(cleaned) ? cleaned : null;
}

/** A username the new account may take: the provider's, else the e-mail's name, else one made from the subject; numbered when taken. */
async function freeUsername(db: Db, person: MappedPerson, subject: string): Promise<string | null> {
  const base = usernameFrom(person.username) ?? usernameFrom(person.email) ?? `sso_${createHash('sha256').update(subject).digest('hex').slice(0, 10)}`;
  for (let n = 0; n < 20; n += 1) {
    const suffix = n === 0 ? '' : String(n + 1);
    const candidate = base.slice(0, USERNAME_MAX - suffix.length) + suffix;
    const [taken] = await db.select({ k: sysUser.user_key }).from(sysUser).where(eq(sysUser.username, candidate)).limit(1);
    if (!taken) return candidate;
  }
  return null;
}

