import type { SignInStep } from '@/lib/contract/sign-in-security';
import type { Db } from '../../db/client';
import { hasAuthenticator } from './authenticator';
import { issueChallenge } from './challenges';
import { passwordExpired } from './password-age';
import { mfaRequiredFor } from './requirement';

export interface PendingSignIn {
  step: SignInStep;
  /** Single-use, five minutes, bound to the user; the gateway keeps it in the session cookie. */
  challenge: string;
}

/**
 * What a sign-in still needs once the person is known (by password, directory or identity
 * provider): a code from their authenticator, or its set-up when 安全设置 requires one they lack.
 * null: nothing, the session may be issued. Every way into the app calls this before issuing one.
 */
export async function secondFactorChallenge(db: Db, userKey: string, appKey: string | null = null): Promise<PendingSignIn | null> {
  if (await hasAuthenticator(db, userKey)) return { step: 'code', challenge: await issueChallenge(db, userKey, appKey, 'code') };
  if (await mfaRequiredFor(db, userKey)) return { step: 'setup', challenge: await issueChallenge(db, userKey, appKey, 'setup') };
  return null;
}

/** After a right password: a new one first when the policy's expiry has passed, then the second factor. */
export async function passwordSignInChallenge(db: Db, userKey: string, appKey: string | null): Promise<PendingSignIn | null> {
  if (await passwordExpired(db, userKey)) return { step: 'password', challenge: await issueChallenge(db, userKey, appKey, 'password') };
  return secondFactorChallenge(db, userKey, appKey);
}
