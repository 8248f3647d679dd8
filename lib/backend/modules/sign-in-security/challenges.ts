import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, isNotNull, sql } from 'drizzle-orm';
import type { SignInStep } from '@/lib/contract/sign-in-security';
import { hashToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { sysSignInChallenge } from '../../db/schema';

/** Five minutes to type a code or scan a QR code. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** A challenge dies after this many wrong codes, whatever the gateway's own lockout counts. */
export const CHALLENGE_MAX_FAILURES = 5;

export interface LiveChallenge {
  userKey: string;
  appKey: string | null;
  step: SignInStep;
}

/** A new challenge for a user's next sign-in step: only its hash is stored. */
export async function issueChallenge(db: Db, userKey: string, appKey: string | null, step: SignInStep): Promise<string> {
  // The user's stale challenges go when a new one is made, so the table stays small.
  await db.delete(sysSignInChallenge).where(and(eq(sysSignInChallenge.user_key, userKey), or(isNotNull(sysSignInChallenge.used_time), lt(sysSignInChallenge.expire_time, new Date()))));
  const challenge = randomBytes(32).toString('base64url');
  await db.insert(sysSignInChallenge).values({
    challenge_hash: hashToken(challenge),
    user_key: userKey,
    app_key: appKey,
    step,
    expire_time: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
  });
  return challenge;
}

function live(challenge: string) {
  return and(
    eq(sysSignInChallenge.challenge_hash, hashToken(challenge)),
    isNull(sysSignInChallenge.used_time),
    gt(sysSignInChallenge.expire_time, new Date()),
    lt(sysSignInChallenge.failures, CHALLENGE_MAX_FAILURES),
  );
}

/** The challenge when it is unspent, unexpired and not worn out by wrong codes. */
export async function readChallenge(db: Db, challenge: string): Promise<LiveChallenge | null> {
  const [row] = await db.select({ userKey: sysSignInChallenge.user_key, appKey: sysSignInChallenge.app_key, step: sysSignInChallenge.step })
    .from(sysSignInChallenge).where(live(challenge)).limit(1);
  return row ? { ...row, step: row.step as SignInStep } : null;
}

export async function countChallengeFailure(db: Db, challenge: string): Promise<void> {
  await db.update(sysSignInChallenge).set({ failures: sql`${sysSignInChallenge.failures} + 1` }).where(eq(sysSignInChallenge.challenge_hash, hashToken(challenge)));
}

/** Spends the challenge; false when another attempt spent it first (one statement, so only one wins). */
export async function spendChallenge(db: Db, challenge: string): Promise<boolean> {
  const spent = await db.update(sysSignInChallenge).set({ used_time: new Date() }).where(live(challenge)).returning({ key: sysSignInChallenge.user_key });
  return spent.length === 1;
}

/** Every spent or expired challenge (housekeeping): answers how many went. */
export async function sweepChallenges(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(sysSignInChallenge).where(or(isNotNull(sysSignInChallenge.used_time), lt(sysSignInChallenge.expire_time, now))).returning({ key: sysSignInChallenge.user_key });
  return gone.length;
}
