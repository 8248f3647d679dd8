import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { sysUserRecoveryCode } from '../../db/schema';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code read off paper is typed right the first time.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The stored form of a code as typed: dashes and case do not count. */
function normalised(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}

/** Replaces the user's codes with ten new ones, answered once in plain text; only argon2 hashes are kept. */
export async function replaceRecoveryCodes(db: Db, userKey: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(normalised(code))));
  await db.delete(sysUserRecoveryCode).where(eq(sysUserRecoveryCode.user_key, userKey));
  await db.insert(sysUserRecoveryCode).values(hashes.map((code_hash) => ({ user_key: userKey, code_hash })));
  return codes;
}

/** Spends the unused code that matches; false when none does. */
export async function spendRecoveryCode(db: Db, userKey: string, typed: string): Promise<boolean> {
  const unused = await db.select({ id: sysUserRecoveryCode.id, hash: sysUserRecoveryCode.code_hash }).from(sysUserRecoveryCode)
    .where(and(eq(sysUserRecoveryCode.user_key, userKey), isNull(sysUserRecoveryCode.used_time)));
  for (const row of unused) {
    if (!(await verifyPassword(row.hash, normalised(typed)))) continue;
    // Marked used only while still unused: of two attempts with the same code one wins.
    const spent = await db.update(sysUserRecoveryCode).set({ used_time: new Date() })
      .where(and(eq(sysUserRecoveryCode.id, row.id), isNull(sysUserRecoveryCode.used_time))).returning({ id: sysUserRecoveryCode.id });
    return spent.length === 1;
  }
  return false;
}

export async function recoveryCodesLeft(db: Db, userKey: string): Promise<number> {
  const rows = await db.select({ id: sysUserRecoveryCode.id }).from(sysUserRecoveryCode)
    .where(and(eq(sysUserRecoveryCode.user_key, userKey), isNull(sysUserRecoveryCode.used_time)));
  return rows.length;
}
