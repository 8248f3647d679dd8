import { and, eq } from 'drizzle-orm';
import { ok, ResultCode, fail } from '@/lib/contract/envelope';
import { noDataSchema } from '@/lib/contract/no-data';
import { passwordPolicySchema } from '@/lib/contract/password-policy';
import {
  adminResetInput, codeInput, DEFAULT_SECURITY_SETTINGS, disableInput, recoveryCodesSchema, securitySettingsAnswerSchema, securitySettingsSchema,
  totpCodeSchema, twoFactorSetupSchema, twoFactorStatusSchema,
} from '@/lib/contract/sign-in-security';
import type { AuthContext } from '../../auth/context';
import { verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { sysUser } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { signInSecurityCalls } from '@/lib/contract/sign-in-security-calls';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { acceptCode, auditMfa, authenticatorOf, beginSetup, MFA_AUDIT, removeAuthenticator, switchOn } from './authenticator';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes';
import { mfaRequiredFor } from './requirement';
import { lockoutFigures, passwordPolicyOf, securitySettings } from './security-settings';
import { setupAnswer } from './setup-answer';

/** The caller's own two-step verification (个人中心 → 两步验证), an administrator's reset, and 安全设置. */

/** Ten new recovery codes for the caller (the old ones stop working), audited; answered once. */
async function freshRecoveryCodes(db: Db, auth: AuthContext, action: (typeof MFA_AUDIT)[keyof typeof MFA_AUDIT]): Promise<{ recovery_codes: string[] }> {
  const codes = await replaceRecoveryCodes(db, auth.userKey);
  await auditMfa(db, auth.userKey, action, auth);
  return { recovery_codes: codes };
}

const status = defineCallRoute(signInSecurityCalls.status, {
  tag: 'account',
  summary: "The caller's two-step verification: switched on since when, recovery codes left, whether 安全设置 requires it",
  output: twoFactorStatusSchema,
  async handler({ db, auth }) {
    const row = await authenticatorOf(db, auth.userKey);
    const enabled = row?.enabled === true;
    return ok({
      enabled,
      confirmed_time: enabled && row.confirmed_time ? row.confirmed_time.toISOString() : null,
      recovery_left: enabled ? await recoveryCodesLeft(db, auth.userKey) : 0,
      required: await mfaRequiredFor(db, auth.userKey),
    });
  },
});

const setupBegin = defineCallRoute(signInSecurityCalls.setupBegin, {
  tag: 'account',
  summary: "Begins setting up the caller's authenticator: a new secret (sealed at rest), answered with its QR code and otpauth address; refused while one is switched on",
  output: twoFactorSetupSchema,
  async handler({ db, auth }) {
    const secret = await beginSetup(db, auth.userKey);
    if (!secret) throw badRequest('twoFactor.alreadyEnabled');
    return ok(await setupAnswer(db, auth.userKey, secret, auth.appKey));
  },
});

const setupConfirm = defineCallRoute(signInSecurityCalls.setupConfirm, {
  tag: 'account',
  summary: 'Confirms the set-up with a code of the new authenticator (code): switches it on and answers the ten recovery codes, once',
  input: codeInput,
  output: recoveryCodesSchema,
  async handler({ db, auth, input }) {
    if (!(await acceptCode(db, auth.userKey, input.code, { pending: true }))) throw badRequest('twoFactor.codeWrong');
    await switchOn(db, auth.userKey);
    return ok(await freshRecoveryCodes(db, auth, MFA_AUDIT.enable), 'twoFactor.enabled');
  },
});

const disable = defineCallRoute(signInSecurityCalls.disable, {
  tag: 'account',
  summary: "Switches the caller's two-step verification off with a current code (code) or the password (password); refused while 安全设置 requires it for the caller",
  input: disableInput,
  output: noDataSchema,
  async handler({ db, auth, input }) {
    if (await mfaRequiredFor(db, auth.userKey)) throw badRequest('twoFactor.requiredCannotDisable');
    const row = await authenticatorOf(db, auth.userKey);
    if (!row?.enabled) throw badRequest('twoFactor.notEnabled');
    let proven = false;
    if (input.code) {
      const code = totpCodeSchema.safeParse(input.code);
      proven = code.success && (await acceptCode(db, auth.userKey, code.data));
    } else if (input.password) {
      const [user] = await db.select({ hash: sysUser.password_hash }).from(sysUser).where(eq(sysUser.user_key, auth.userKey)).limit(1);
      proven = Boolean(user) && (await verifyPassword(user!.hash, input.password));
    }
    if (!proven) throw new ApiError(ResultCode.badRequest, input.code ? 'twoFactor.codeWrong' : 'account.oldPasswordWrong', input.code ? 'code' : 'password');
    await removeAuthenticator(db, auth.userKey);
    await auditMfa(db, auth.userKey, MFA_AUDIT.disable, auth);
    return ok(null, 'twoFactor.disabled');
  },
});

const regenerate = defineCallRoute(signInSecurityCalls.regenerate, {
  tag: 'account',
  summary: 'New recovery codes for the caller with a current code (code): the old ones stop working; the ten new ones are answered once',
  input: codeInput,
  output: recoveryCodesSchema,
  async handler({ db, auth, input }) {
    if (!(await authenticatorOf(db, auth.userKey))?.enabled) throw badRequest('twoFactor.notEnabled');
    if (!(await acceptCode(db, auth.userKey, input.code))) throw badRequest('twoFactor.codeWrong');
    return ok(await freshRecoveryCodes(db, auth, MFA_AUDIT.regenerated), 'twoFactor.regenerated');
  },
});

const adminReset = defineCallRoute(signInSecurityCalls.adminReset, {
  tag: 'users',
  summary: "An administrator clears another user's authenticator and recovery codes (a lost device): the user signs in with the password alone, or sets one up again when 安全设置 requires it. Not one's own",
  access: 'admin',
  input: adminResetInput,
  output: noDataSchema,
  async handler({ db, auth, input }) {
    if (input.userKey === auth.userKey) throw new ApiError(ResultCode.forbidden, 'twoFactor.cannotResetSelf');
    const [user] = await db.select({ key: sysUser.user_key }).from(sysUser).where(and(eq(sysUser.user_key, input.userKey), eq(sysUser.del_flag, 0))).limit(1);
    if (!user) throw notFound('validation.recordNotFound');
    if (!(await removeAuthenticator(db, input.userKey))) return fail(ResultCode.badRequest, 'twoFactor.notEnabledForUser');
    await auditMfa(db, input.userKey, MFA_AUDIT.reset, auth);
    return ok(null, 'twoFactor.resetDone');
  },
});

const passwordPolicy = defineCallRoute(signInSecurityCalls.passwordPolicy, {
  tag: 'account',
  summary: 'The password policy in force (length, character classes, expiry, history), for the forms that set a password; public for the registration page',
  access: 'public',
  output: passwordPolicySchema,
  async handler({ db }) {
    return ok(await passwordPolicyOf(db));
  },
});

const readSettings = defineCallRoute(signInSecurityCalls.settings, {
  tag: 'settings',
  summary: '安全设置: who must use two-step verification, the password policy, and the sign-in lockout (from the environment, read-only)',
  access: 'admin',
  output: securitySettingsAnswerSchema,
  async handler({ db }) {
    const { secrets_set: _set, secrets_unreadable: _unreadable, ...value } = await securitySettings.answer(db);
    return ok({ ...DEFAULT_SECURITY_SETTINGS, ...value, lockout: lockoutFigures() });
  },
});

const saveSettings = defineCallRoute(signInSecurityCalls.saveSettings, {
  tag: 'settings',
  summary: '安全设置 saved (audited as a setting change)',
  access: 'admin',
  input: securitySettingsSchema,
  output: securitySettingsAnswerSchema,
  async handler({ db, auth, input }) {
    const { secrets_set: _set, secrets_unreadable: _unreadable, ...value } = await securitySettings.write(db, input, auth);
    return ok({ ...value, lockout: lockoutFigures() }, 'preferences.saved');
  },
});

export const twoFactorRoutes = [status, setupBegin, setupConfirm, disable, regenerate, adminReset, passwordPolicy, readSettings, saveSettings] as RouteDef<never>[];
