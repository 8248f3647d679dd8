import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sysUser } from '../../../db/schema';
import { systemActor } from './system-actor';

/** The display names of users by key; the timers' automatic decisions are the system's (系统), which is no user. */
export async function namesOf(db: Db, keys: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ key: sysUser.user_key, name: sysUser.realname }).from(sysUser).where(inArray(sysUser.user_key, wanted));
  const names = new Map(rows.map((r) => [r.key, r.name]));
  const system = systemActor();
  if (wanted.includes(system.userKey)) names.set(system.userKey, system.realname);
  return names;
}
