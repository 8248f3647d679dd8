import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysToken } from '../db/schema';

export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(db: Db, userKey: string, appKey: string | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sysToken).values({
    token_hash: hashToken(token),
    user_key: userKey,
    app_key: appKey,
    expire_time: new Date(Date.now() + TOKEN_TTL_MS),
  });
  return token;
}

/** The condition on sys_token that picks the token of this hash while it is known, unexpired and not revoked. */
export function liveToken(tokenHash: string): SQL | undefined {
  return and(eq(sysToken.token_hash, tokenHash), isNull(sysToken.revoke_time), gt(sysToken.expire_time, new Date()));
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.update(sysToken).set({ revoke_time: new Date() }).where(eq(sysToken.token_hash, hashToken(token)));
}

export async function revokeAllTokensOf(db: Db, userKey: string): Promise<void> {
  await db.update(sysToken).set({ revoke_time: new Date() }).where(and(eq(sysToken.user_key, userKey), isNull(sysToken.revoke_time)));
}
