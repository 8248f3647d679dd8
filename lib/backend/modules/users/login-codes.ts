import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { LOGIN_CODE_TTL_SECONDS, loginCodeSchema } from '@/lib/contract/login-code';
import { siteAccountPaths } from '@/lib/contract/site-account-paths';
import { loadUserContext } from '../../auth/context';
import { hashToken, issueToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { sysLoginCode } from '../../db/schema';
import { defineRoute, type RouteDef } from '../../http/route';

/** A user's spent and expired codes go when they ask for a new one, so the table stays small. */
async function dropStaleCodes(db: Db, userKey: string): Promise<void> {
  await db.delete(sysLoginCode).where(and(eq(sysLoginCode.user_key, userKey), or(isNotNull(sysLoginCode.used_time), lt(sysLoginCode.expire_time, new Date()))));
}

/** Every spent or expired code (the housekeeping job): answers how many went. */
export async function sweepLoginCodes(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(sysLoginCode).where(or(isNotNull(sysLoginCode.used_time), lt(sysLoginCode.expire_time, now))).returning({ hash: sysLoginCode.code_hash });
  return gone.length;
}

/** A fresh one-time sign-in code for the user (only its hash is kept): also how company sign-in hands a user to the gateway. */
export async function issueLoginCode(db: Db, userKey: string, appKey: string | null): Promise<string> {
  await dropStaleCodes(db, userKey);
  const code = randomBytes(32).toString('base64url');
  await db.insert(sysLoginCode).values({
    code_hash: hashToken(code),
    user_key: userKey,
    app_key: appKey,
    expire_time: new Date(Date.now() + LOGIN_CODE_TTL_SECONDS * 1000),
  });
  return code;
}

const userTokenToCode = defineRoute({
  method: 'POST',
  path: siteAccountPaths.userTokenToCode,
  tag: 'session',
  summary: `Issue a one-time sign-in code for the calling user, valid ${LOGIN_CODE_TTL_SECONDS} seconds, to hand to a partner system (which sends the person to /unionLogin?code=…); only its hash is stored`,
  output: z.object({ code: z.string(), expires_in: z.number() }),
  async handler({ db, auth }) {
    const code = await issueLoginCode(db, auth.userKey, auth.appKey);
    return ok({ code, expires_in: LOGIN_CODE_TTL_SECONDS });
  },
});

const codeToUserToken = defineRoute({
  method: 'POST',
  path: siteAccountPaths.codeToUserToken,
  tag: 'session',
  summary: 'Exchange a one-time sign-in code (form: code) for a token, like login: answers token and target_key; the code is spent by the first attempt, and refused when unknown, spent, expired or its user is no longer active',
  access: 'public',
  input: loginCodeSchema,
  output: z.object({ token: z.string(), target_key: z.string() }),
  async handler({ db, input, req, services }) {
    // One statement marks the code spent and reads it: of two simultaneous attempts only one gets a row.
    const [spent] = await db
      .update(sysLoginCode)
      .set({ used_time: new Date() })
      .where(and(eq(sysLoginCode.code_hash, hashToken(input.code)), isNull(sysLoginCode.used_time), gt(sysLoginCode.expire_time, new Date())))
      .returning({ userKey: sysLoginCode.user_key, appKey: sysLoginCode.app_key });
    if (!spent) return fail(ResultCode.badRequest, 'siteAccounts.unionLogin.invalidCode');
    const appKey = req.headers.get('appKey') ?? spent.appKey ?? services.defaultAppKey;
    // A user frozen (or deleted) after the code was issued must not get in with it.
    if (!(await loadUserContext(db, spent.userKey, appKey))) return fail(ResultCode.forbidden, 'auth.userUnavailable');
    const token = await issueToken(db, spent.userKey, appKey);
    return ok({ token, target_key: spent.userKey }, 'login.success');
  },
});

export const loginCodeRoutes = [userTokenToCode, codeToUserToken] as RouteDef<never>[];
