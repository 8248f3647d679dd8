import { and, eq, inArray } from 'drizzle-orm';
import { defaultNotifyPreferences, notifyPreferencesSchema, type NotifyPreferences } from '@/lib/contract/notify-preferences';
import type { Db } from '../../db/client';
import { sysUserSetting } from '../../db/schema';

/** The row of sys_user_setting that holds a user's notification preferences. */
export const NOTIFY_SETTING_KEY = 'notify.preferences';

/** A stored value read through the schema: what no longer fits (an older shape) falls back to the defaults. */
function parsed(value: unknown): NotifyPreferences {
  const result = notifyPreferencesSchema.safeParse(value);
  return result.success ? result.data : defaultNotifyPreferences();
}

/** The preferences of several users at once, every one of them answered (defaults when never saved). */
export async function preferencesOf(db: Db, userKeys: readonly string[]): Promise<Map<string, NotifyPreferences>> {
  const wanted = [...new Set(userKeys)];
  const rows = wanted.length
    ? await db
        .select({ user: sysUserSetting.user_key, value: sysUserSetting.value })
        .from(sysUserSetting)
        .where(and(eq(sysUserSetting.setting_key, NOTIFY_SETTING_KEY), inArray(sysUserSetting.user_key, wanted)))
    : [];
  const stored = new Map(rows.map((r) => [r.user, parsed(r.value)]));
  return new Map(wanted.map((user) => [user, stored.get(user) ?? defaultNotifyPreferences()]));
}

/** Every saved preference, for the digest's round of users who chose another hour than the default. */
export async function savedPreferences(db: Db): Promise<Map<string, NotifyPreferences>> {
  const rows = await db.select({ user: sysUserSetting.user_key, value: sysUserSetting.value }).from(sysUserSetting).where(eq(sysUserSetting.setting_key, NOTIFY_SETTING_KEY));
  return new Map(rows.map((r) => [r.user, parsed(r.value)]));
}

export async function savePreferences(db: Db, userKey: string, preferences: NotifyPreferences): Promise<void> {
  await db
    .insert(sysUserSetting)
    .values({ user_key: userKey, setting_key: NOTIFY_SETTING_KEY, value: preferences })
    .onConflictDoUpdate({ target: [sysUserSetting.user_key, sysUserSetting.setting_key], set: { value: preferences, update_time: new Date() } });
}
