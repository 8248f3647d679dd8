import { and, eq, isNull } from 'drizzle-orm';
import type { NotifyChannel } from '@/lib/contract/notifications';
import { DEFAULT_DIGEST_HOUR, modeFor, type NotifyPreferences } from '@/lib/contract/notify-preferences';
import { businessDay, businessTimeZone, zonedParts } from '@/lib/entity/time-zone';
import { USER_STATUS_NORMAL } from '../../auth/context';
import type { Db } from '../../db/client';
import { notifyDigestDay, sysUser } from '../../db/schema';
import { channelsConfigured, queueNotifications, type OutgoingNotification } from '../notifications/port';
import { takeForDigest } from './digest-items';
import { digestText, remindersText, type ReminderLine } from './digest-text';
import { preferencesOf, savedPreferences } from './preferences-store';
import { quietUntil } from './quiet-hours';
import type { ReminderProvider } from './reminder-lines';

/** Where a digest's link leads: the list of the user's business messages, each with its own link. */
export const DIGEST_LINK = '/message/business';

export const digestKeyOf = (userKey: string, day: string, channel: NotifyChannel) => `digest:${userKey}:${day}:${channel}`;
export const remindersKeyOf = (userKey: string, day: string, channel: NotifyChannel) => `crmReminder:${userKey}:${day}:${channel}`;

/** Active users whose digest of `day` is not made yet and whose digest hour has come. */
async function usersDue(db: Db, day: string, hour: number): Promise<Map<string, NotifyPreferences>> {
  const rows = await db
    .select({ user: sysUser.user_key })
    .from(sysUser)
    .leftJoin(notifyDigestDay, and(eq(notifyDigestDay.user_key, sysUser.user_key), eq(notifyDigestDay.business_date, day)))
    .where(and(eq(sysUser.status, USER_STATUS_NORMAL), eq(sysUser.del_flag, 0), isNull(notifyDigestDay.user_key)));
  const saved = await savedPreferences(db);
  const due = rows.map((r) => r.user).filter((user) => (saved.get(user)?.digestHour ?? DEFAULT_DIGEST_HOUR) <= hour);
  return preferencesOf(db, due);
}

/** What one user's digest round queues, per channel: the digest, and the to-do counts for those who want them at once. */
function outgoingFor(userKey: string, chosen: NotifyPreferences, channels: readonly NotifyChannel[], day: string, now: Date, taken: Map<NotifyChannel, Awaited<ReturnType<typeof takeForDigest>>>, reminders: readonly ReminderLine[]): OutgoingNotification[] {
  const notBefore = quietUntil(now, chosen.quietHours);
  const later = notBefore ? { notBefore } : {};
  const outgoing: OutgoingNotification[] = [];
  for (const channel of channels) {
    const remindersMode = modeFor(chosen, 'crmReminder', channel);
    const digest = digestText(chosen.locale, day, taken.get(channel) ?? [], remindersMode === 'digest' ? reminders : []);
    if (digest) outgoing.push({ userKey, channel, event: 'digest', ...digest, link: DIGEST_LINK, dedupeKey: digestKeyOf(userKey, day, channel), ...later });
    const instant = remindersMode === 'instant' ? remindersText(chosen.locale, day, reminders) : null;
    const firstDue = reminders.find((r) => r.count > 0);
    if (instant) outgoing.push({ userKey, channel, event: 'crmReminder', ...instant, link: firstDue?.link ?? null, dedupeKey: remindersKeyOf(userKey, day, channel), ...later });
  }
  return outgoing;
}

/**
 * The daily digest round: every active user whose digest hour (business time) has come and whose
 * digest of today is not made yet gets, per enabled channel, one message gathering what was kept
 * for it and the to-do counts. The day's row is claimed first in the user's transaction, and every
 * message carries a dedupe key of user, day and channel: two processes running the round at once
 * make each digest once. Answers how many users' rounds were made.
 */
export async function runDigests(db: Db, now: Date, reminderLines: ReminderProvider, zone: string = businessTimeZone()): Promise<number> {
  const channels = await channelsConfigured(db);
  if (channels.length === 0) return 0;
  const day = businessDay(now, zone);
  const hour = Number(zonedParts(now, zone).time.slice(0, 2));
  let made = 0;
  for (const [userKey, chosen] of await usersDue(db, day, hour)) {
    const done = await db.transaction(async (tx) => {
      const claimed = await tx.insert(notifyDigestDay).values({ user_key: userKey, business_date: day }).onConflictDoNothing().returning();
      if (claimed.length === 0) return false;
      const taken = new Map<NotifyChannel, Awaited<ReturnType<typeof takeForDigest>>>();
      for (const channel of channels) taken.set(channel, await takeForDigest(tx, userKey, channel, now, digestKeyOf(userKey, day, channel)));
      const outgoing = outgoingFor(userKey, chosen, channels, day, now, taken, await reminderLines(tx, userKey, now));
      if (outgoing.length) await queueNotifications(tx, outgoing);
      return true;
    });
    if (done) made += 1;
  }
  return made;
}
