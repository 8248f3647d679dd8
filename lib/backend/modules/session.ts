import { z } from 'zod';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { loginSchema } from '@/lib/contract/auth-schemas';
import { handedTokenPaths, type HandedTokenPath } from '@/lib/contract/handed-token-paths';
import { issueToken, revokeToken } from '../auth/tokens';
import { keptOrRead } from '../auth/session-cache';
import { forbidden } from '../http/errors';
import { defineRoute } from '../http/route';
import { handedTokenCall } from './handed-token-call';
import { passwordSignIn, type SignInRefusal } from './password-sign-in';
import { userProfile } from './user-queries';
import { noDataSchema } from '@/lib/contract/no-data';
import { userRecordSchema } from '@/lib/contract/user-answers';
import { signInStepAnswer } from '@/lib/contract/sign-in-security';
import { passwordSignInChallenge } from './sign-in-security/port';

/** How each refusal answers: a directory that cannot be asked is the server's trouble, not the caller's. */
const REFUSAL_CODE: Record<SignInRefusal, number> = {
  badCredentials: ResultCode.badRequest,
  accountPending: ResultCode.forbidden,
  accountFrozen: ResultCode.forbidden,
  directoryAccountUnusable: ResultCode.forbidden,
  directoryUnavailable: ResultCode.badGateway,
};

const login = defineRoute({
  method: 'POST',
  path: '/api/app/base/app/sys/user/login',
  tag: 'session',
  summary: 'Sign in with username and password (form-encoded); answers token and target_key, or, when a further step is due (two-step verification, its set-up, an expired password), the step and a challenge for it',
  access: 'public',
  input: loginSchema,
  output: z.union([z.object({ token: z.string(), target_key: z.string() }), signInStepAnswer]),
  async handler({ db, input, req, services }) {
    const signedIn = await passwordSignIn(db, input.username, input.password);
    if (!signedIn.ok) return fail(REFUSAL_CODE[signedIn.refusal], `login.${signedIn.refusal}`);
    const appKey = req.headers.get('appKey') ?? services.defaultAppKey;
    // A further step (an authenticator's code, its set-up, a new password) answers a challenge instead of a token.
    const pending = await passwordSignInChallenge(db, signedIn.userKey, appKey);
    if (pending) return ok(pending, 'login.stepNeeded');
    const token = await issueToken(db, signedIn.userKey, appKey);
    return ok({ token, target_key: signedIn.userKey }, 'login.success');
  },
});

const logout = defineRoute({
  method: 'POST',
  path: '/api/app/base/app/sys/user/logout',
  tag: 'session',
  summary: 'Revoke the calling token',
  output: noDataSchema,
  async handler({ db, req }) {
    await revokeToken(db, req.headers.get('token') ?? '');
    return ok(null, 'logout.success');
  },
});

const userInfo = defineRoute({
  method: 'GET',
  path: '/api/app/base/app/sys/user/getUserInfo/:targetKey',
  tag: 'session',
  summary: 'User info by target key (the signed-in user, or anyone for an administrator)',
  output: userRecordSchema,
  input: z.object({ targetKey: z.string().min(1).max(64) }),
  async handler({ db, auth, input, services, locale }) {
    if (input.targetKey !== auth.userKey && !auth.isAdmin) throw forbidden();
    // Every page asks for it: kept beside the callers, and dropped with them (auth/session-cache.ts); per language, as it names departments.
    const read = () => userProfile(db, input.targetKey, locale);
    const profile = await keptOrRead(services.sessions, `profile:${locale}:${input.targetKey}`, read);
    return profile ? ok(profile) : fail(ResultCode.notFound, 'auth.verificationFailed');
  },
});

/** Who may hand their token in at an exchange call: any signed-in user, or partner accounts only. */
type ExchangeAudience = 'anyUser' | 'partners';

function tokenExchange(path: HandedTokenPath, audience: ExchangeAudience, summary: string) {
  return handedTokenCall({
    path,
    summary,
    input: {},
    output: z.object({ token: z.string(), target_key: z.string() }),
    async answer(caller, _input, { db, req, services }) {
      if (audience === 'partners' && !caller.isPartner) return fail(ResultCode.forbidden, 'users.notPartner');
      const token = await issueToken(db, caller.userKey, req.headers.get('appKey') ?? services.defaultAppKey);
      return ok({ token, target_key: caller.userKey });
    },
  });
}

const exchangeToken = tokenExchange(
  handedTokenPaths.exchange,
  'anyUser',
  'Exchange a valid user token (for example from an address that opens the project workspace) for a fresh token of the calling app',
);

/**
 * A customer-side (partner) account coming from a partner system: its token is exchanged for one
 * of the calling app. Staff tokens are refused here; they use userTokenToUserToken.
 */
const exchangeCustomerToken = tokenExchange(
  handedTokenPaths.customerExchange,
  'partners',
  'Exchange a valid token of a partner (customer-side) account for a fresh token of the calling app (form: token); staff tokens answer 403',
);

export const sessionRoutes = [login, logout, userInfo, exchangeToken, exchangeCustomerToken];
