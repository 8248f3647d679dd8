import { eq, sql } from 'drizzle-orm';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { changePasswordSchema, profileSchema } from '@/lib/contract/profile-schemas';
import { verifyPassword } from '../auth/password';
import { allowedPasswordHash, rememberPassword } from './sign-in-security/port';
import { revokeAllTokensOf } from '../auth/tokens';
import { sysUser } from '../db/schema';
import { badRequest } from '../http/errors';
import { defineCallRoute } from '../http/route';
import { userProfile } from './user-queries';
import { userRecordSchema } from '@/lib/contract/user-answers';
import { noDataSchema } from '@/lib/contract/no-data';
import { accountCalls } from '@/lib/contract/account-calls';

/** Empty optional fields are stored as null. */
const orNull = (value: string | null | undefined) => (value ? value : null);

const updateProfile = defineCallRoute(accountCalls.updateProfile, {
  tag: 'account',
  summary: "Update the caller's own profile (realname, phone, email, sex, birthday, avatar)",
  output: userRecordSchema,
  input: profileSchema,
  async handler({ db, auth, input, locale }) {
    await db.update(sysUser).set({
      realname: input.realname,
      phone: input.phone,
      email: orNull(input.email),
      sex: String(input.sex),
      birthday: orNull(input.birthday),
      avatar: orNull(input.avatar),
      update_by: auth.userKey,
      update_time: new Date(),
      version: sql`${sysUser.version} + 1`,
    }).where(eq(sysUser.user_key, auth.userKey));
    const profile = await userProfile(db, auth.userKey, locale);
    return profile ? ok(profile, 'preferences.saved') : fail(ResultCode.notFound, 'auth.verificationFailed');
  },
});

const changePassword = defineCallRoute(accountCalls.changePassword, {
  tag: 'account',
  summary: "Change the caller's password (oldpassword, password, confirmpassword); every session of the user ends",
  output: noDataSchema,
  input: changePasswordSchema,
  async handler({ db, auth, input }) {
    const rows = await db.select({ hash: sysUser.password_hash, source: sysUser.auth_source }).from(sysUser).where(eq(sysUser.user_key, auth.userKey)).limit(1);
    // A directory or single sign-on account's password lives at its source; the hash here opens nothing.
    if (rows[0] && rows[0].source !== 'local') throw badRequest('account.directoryPassword');
    if (!rows[0] || !(await verifyPassword(rows[0].hash, input.oldpassword))) throw badRequest('account.oldPasswordWrong');
    const passwordHash = await allowedPasswordHash(db, input.password, auth.userKey);
    await db.transaction(async (tx) => {
      await tx.update(sysUser).set({ password_hash: passwordHash, update_by: auth.userKey, update_time: new Date() })
        .where(eq(sysUser.user_key, auth.userKey));
      await rememberPassword(tx, auth.userKey, passwordHash, rows[0]!.hash);
      await revokeAllTokensOf(tx, auth.userKey);
    });
    return ok(null, 'account.passwordChanged');
  },
});

export const accountRoutes = [updateProfile, changePassword];
