import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import {
  codeStepSchema, recoveryCodesSchema, signInSecurityPaths, signInSetupConfirmInput, signInSetupInput, signInStepAnswer, signInVerifyInput, twoFactorSetupSchema,
} from '@/lib/contract/sign-in-security';
import { passwordChangeStepInput } from '@/lib/contract/password-change-step';
import { loadUserContext } from '../../auth/context';
import { revokeAllTokensOf, issueToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { sysUser } from '../../db/schema';
import { defineRoute, type RouteDef } from '../../http/route';
import { actorOf, acceptCode, auditMfa, beginSetup, MFA_AUDIT, pendingSecret, switchOn } from './authenticator';
import { countChallengeFailure, readChallenge, spendChallenge, type LiveChallenge } from './challenges';
import { allowedPasswordHash, rememberPassword } from './password-history';
import { replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { setupAnswer } from './setup-answer';
import { secondFactorChallenge } from './sign-in-steps';

/**
 * The steps of a sign-in after the password, each carried by the challenge the login answered.
 * Public like the login: the gateway answers them itself, keeps the challenge in the session
 * cookie and counts wrong codes toward the sign-in lockout.
 */

const tokenAnswer = z.object({ token: z.string(), target_key: z.string() });
const EXPIRED = 'twoFactor.challengeExpired';

/** The session at the end of the steps, for a user who is still active when it is issued. */
async function finish(db: Db, challenge: string, live: LiveChallenge, appKey: string) {
  if (!(await spendChallenge(db, challenge))) return fail(ResultCode.badRequest, EXPIRED);
  if (!(await loadUserContext(db, live.userKey, appKey))) return fail(ResultCode.forbidden, 'auth.userUnavailable');
  return null;
}

const verify = defineRoute({
  method: 'POST',
  path: signInSecurityPaths.signInVerify,
  tag: 'session',
  summary: 'Second sign-in step: a code of the authenticator (code) or a recovery code (recovery_code) for the challenge the login answered; answers token and target_key. A code is accepted once (no replay); five wrong codes end the challenge',
  access: 'public',
  input: signInVerifyInput,
  output: tokenAnswer,
  async handler({ db, input, req, services }) {
    const live = await readChallenge(db, input.challenge);
    if (!live || live.step !== 'code') return fail(ResultCode.badRequest, EXPIRED);
    const typed = codeStepSchema.safeParse(input.code ? { code: input.code } : { recovery_code: input.recovery_code ?? '' });
    let accepted = false;
    if (typed.success && 'code' in typed.data) accepted = await acceptCode(db, live.userKey, typed.data.code);
    else if (typed.success && 'recovery_code' in typed.data) {
      accepted = await spendRecoveryCode(db, live.userKey, typed.data.recovery_code);
      if (accepted) await auditMfa(db, live.userKey, MFA_AUDIT.recoveryUsed, await actorOf(db, live.userKey));
    }
    if (!accepted) {
      await countChallengeFailure(db, input.challenge);
      return fail(ResultCode.badRequest, 'twoFactor.codeWrong');
    }
    const appKey = live.appKey ?? req.headers.get('appKey') ?? services.defaultAppKey;
    const refused = await finish(db, input.challenge, live, appKey);
    if (refused) return refused;
    return ok({ token: await issueToken(db, live.userKey, appKey), target_key: live.userKey }, 'login.success');
  },
});

const setup = defineRoute({
  method: 'POST',
  path: signInSecurityPaths.signInSetup,
  tag: 'session',
  summary: 'Sign-in set-up step (two-step verification required and not set up): answers the QR code, the otpauth address and the secret of a new authenticator, the same one again while the set-up is pending',
  access: 'public',
  input: signInSetupInput,
  output: twoFactorSetupSchema,
  async handler({ db, input }) {
    const live = await readChallenge(db, input.challenge);
    if (!live || live.step !== 'setup') return fail(ResultCode.badRequest, EXPIRED);
    const secret = (await pendingSecret(db, live.userKey)) ?? (await beginSetup(db, live.userKey));
    if (!secret) return fail(ResultCode.badRequest, EXPIRED);
    return ok(await setupAnswer(db, live.userKey, secret, live.appKey));
  },
});

const setupConfirm = defineRoute({
  method: 'POST',
  path: signInSecurityPaths.signInSetupConfirm,
  tag: 'session',
  summary: 'Sign-in set-up step, confirmed with a code of the new authenticator: switches it on and answers token, target_key and the ten recovery codes (shown once)',
  access: 'public',
  input: signInSetupConfirmInput,
  output: tokenAnswer.merge(recoveryCodesSchema),
  async handler({ db, input, req, services }) {
    const live = await readChallenge(db, input.challenge);
    if (!live || live.step !== 'setup') return fail(ResultCode.badRequest, EXPIRED);
    if (!(await acceptCode(db, live.userKey, input.code, { pending: true }))) {
      await countChallengeFailure(db, input.challenge);
      return fail(ResultCode.badRequest, 'twoFactor.codeWrong');
    }
    const appKey = live.appKey ?? req.headers.get('appKey') ?? services.defaultAppKey;
    const refused = await finish(db, input.challenge, live, appKey);
    if (refused) return refused;
    await switchOn(db, live.userKey);
    const codes = await replaceRecoveryCodes(db, live.userKey);
    await auditMfa(db, live.userKey, MFA_AUDIT.enable, await actorOf(db, live.userKey));
    return ok({ token: await issueToken(db, live.userKey, appKey), target_key: live.userKey, recovery_codes: codes }, 'twoFactor.enabled');
  },
});

const newPassword = defineRoute({
  method: 'POST',
  path: signInSecurityPaths.signInPassword,
  tag: 'session',
  summary: 'Sign-in step when the password has expired (安全设置): sets a new one under the policy (password, confirm_password), then answers token and target_key, or the second-factor step that follows',
  access: 'public',
  input: passwordChangeStepInput,
  output: z.union([tokenAnswer, signInStepAnswer]),
  async handler({ db, input, req, services }) {
    const live = await readChallenge(db, input.challenge);
    if (!live || live.step !== 'password') return fail(ResultCode.badRequest, EXPIRED);
    const hash = await allowedPasswordHash(db, input.password, live.userKey);
    const appKey = live.appKey ?? req.headers.get('appKey') ?? services.defaultAppKey;
    const refused = await finish(db, input.challenge, live, appKey);
    if (refused) return refused;
    const [old] = await db.select({ hash: sysUser.password_hash }).from(sysUser).where(eq(sysUser.user_key, live.userKey)).limit(1);
    await db.transaction(async (tx) => {
      await tx.update(sysUser).set({ password_hash: hash, update_by: live.userKey, update_time: new Date() }).where(eq(sysUser.user_key, live.userKey));
      await rememberPassword(tx, live.userKey, hash, old?.hash);
      await revokeAllTokensOf(tx, live.userKey);
    });
    const next = await secondFactorChallenge(db, live.userKey, appKey);
    if (next) return ok(next, 'login.stepNeeded');
    return ok({ token: await issueToken(db, live.userKey, appKey), target_key: live.userKey }, 'login.success');
  },
});

export const signInStepRoutes = [verify, setup, setupConfirm, newPassword] as RouteDef<never>[];
