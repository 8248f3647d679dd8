import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ok, ResultCode } from '@/lib/contract/envelope';
import { partnerRegistrationSchema, type PartnerRegistration } from '@/lib/contract/partner-registration';
import { translate } from '@/lib/i18n/messages';
import { defaultLocale } from '@/lib/i18n/locales';
import { USER_STATUS_NORMAL, USER_STATUS_PENDING, USER_TYPE_PARTNER } from '../../auth/context';
import { allowedPasswordHash, rememberPassword } from '../sign-in-security/port';
import type { Db } from '../../db/client';
import { sysRole, sysUser, sysUserRole } from '../../db/schema';
import { newRecordKey } from '../../entity/crud';
import { ApiError } from '../../http/errors';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { sendBusinessMessage } from '../messages/port';
import { siteAccountCalls } from '@/lib/contract/site-account-calls';

/** Where an administrator activates waiting accounts (the user administration list). */
const USER_ADMIN_PAGE = '/system/user';
/** The role a registered partner starts with (its menus are the administrator's to shape). */
export const PARTNER_ROLE_CODE = 'partner';

const taken = (message: string) => new ApiError(ResultCode.conflict, message);

/** PostgreSQL's unique_violation, as the driver reports it (drizzle wraps it as the cause). */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/**
 * Refuses a username (in any letter case, deleted accounts included: they can be restored) or
 * a mobile number of a current account that is already registered.
 */
async function assertUnused(tx: Db, input: PartnerRegistration): Promise<void> {
  const [byName] = await tx.select({ k: sysUser.user_key }).from(sysUser).where(sql`lower(${sysUser.username}) = lower(${input.username})`).limit(1);
  if (byName) throw taken('siteAccounts.api.usernameTaken');
  const [byMobile] = await tx.select({ k: sysUser.user_key }).from(sysUser).where(and(eq(sysUser.phone, input.mobile), eq(sysUser.del_flag, 0))).limit(1);
  if (byMobile) throw taken('siteAccounts.api.mobileTaken');
}

async function activeAdministrators(tx: Db): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ key: sysUser.user_key })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.role_key, sysUserRole.role_key))
    .innerJoin(sysUser, eq(sysUser.user_key, sysUserRole.user_key))
    .where(and(eq(sysRole.role_code, 'admin'), eq(sysRole.del_flag, 0), eq(sysUser.status, USER_STATUS_NORMAL), eq(sysUser.del_flag, 0)));
  return rows.map((r) => r.key);
}

/** The partner role's key when it exists; without it the administrator assigns roles on activation. */
async function partnerRoleKey(tx: Db): Promise<string | null> {
  const [row] = await tx.select({ key: sysRole.role_key }).from(sysRole).where(and(eq(sysRole.role_code, PARTNER_ROLE_CODE), eq(sysRole.del_flag, 0))).limit(1);
  return row?.key ?? null;
}

/** Tells the administrators that an account waits for them, in the product's default language. */
async function notifyAdministrators(tx: Db, userKey: string, input: PartnerRegistration): Promise<void> {
  const admins = await activeAdministrators(tx);
  if (admins.length === 0) return;
  const t = (key: string, values?: Record<string, string>) => translate(defaultLocale, key, values);
  await sendBusinessMessage(tx, { userKey, realname: input.contact_name }, {
    recipients: admins,
    title: t('siteAccounts.notice.title'),
    content: t('siteAccounts.notice.content', { company: input.company_name, contact: input.contact_name, mobile: input.mobile, username: input.username }),
    link: USER_ADMIN_PAGE,
  });
}

const addUser = defineCallRoute(siteAccountCalls.registerPartner, {
  tag: 'users',
  summary: 'Public partner registration (company_name, contact_name, mobile, username, password, confirm_password, optional email): creates a partner account waiting for activation (status 3) and tells the administrators; a used username or mobile is refused (409)',
  access: 'public',
  input: partnerRegistrationSchema,
  output: z.object({ username: z.string(), status: z.string() }),
  async handler({ db, input }) {
    const passwordHash = await allowedPasswordHash(db, input.password);
    const userKey = newRecordKey();
    try {
      await db.transaction(async (tx) => {
        // One registration at a time, so two people cannot both claim a name or number between check and insert.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partner_registration'))`);
        await assertUnused(tx, input);
        await tx.insert(sysUser).values({
          user_key: userKey,
          username: input.username,
          realname: input.contact_name,
          company_name: input.company_name,
          phone: input.mobile,
          email: input.email,
          user_type: USER_TYPE_PARTNER,
          status: USER_STATUS_PENDING,
          password_hash: passwordHash,
          create_by: userKey,
          update_by: userKey,
        });
        const roleKey = await partnerRoleKey(tx);
        if (roleKey) await tx.insert(sysUserRole).values({ user_key: userKey, role_key: roleKey });
        await rememberPassword(tx, userKey, passwordHash);
        await notifyAdministrators(tx, userKey, input);
      });
    } catch (error) {
      // An administrator may have created the same username meanwhile: the unique index says so.
      if (isUniqueViolation(error)) throw taken('siteAccounts.api.usernameTaken');
      throw error;
    }
    return ok({ username: input.username, status: USER_STATUS_PENDING }, 'siteAccounts.api.registered');
  },
});

export const registrationRoutes = [addUser] as RouteDef<never>[];
