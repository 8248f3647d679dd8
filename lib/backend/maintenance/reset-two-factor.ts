import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { serverEnv } from '@/lib/config/env';
import { openDatabase, type Db } from '../db/client';
import { sysUser } from '../db/schema';
import { auditMfa, MFA_AUDIT, removeAuthenticator } from '../modules/sign-in-security/authenticator';

/** Who the user's history names for a reset made on the server's command line. */
const COMMAND_LINE = { userKey: 'system', realname: 'npm run reset-2fa' };

export type ResetOutcome = 'reset' | 'none' | 'unknown-user';

/** Clears a user's authenticator and recovery codes by username, audited like an administrator's reset. */
export async function resetTwoFactorOf(db: Db, username: string): Promise<ResetOutcome> {
  const [user] = await db.select({ key: sysUser.user_key }).from(sysUser).where(and(eq(sysUser.username, username), eq(sysUser.del_flag, 0))).limit(1);
  if (!user) return 'unknown-user';
  if (!(await removeAuthenticator(db, user.key))) return 'none';
  await auditMfa(db, user.key, MFA_AUDIT.reset, COMMAND_LINE);
  return 'reset';
}

/** The same on the deployment the environment describes (DATA_DIR or DATABASE_URL, as the app reads them). */
export async function resetTwoFactorInDeployment(username: string): Promise<ResetOutcome> {
  const env = serverEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteFolder: path.join(env.dataDir, 'db') });
  try {
    return await resetTwoFactorOf(database.db, username);
  } finally {
    await database.close();
  }
}
