import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { NotifyChannel } from '@/lib/contract/notifications';
import type { PreferenceEvent } from '@/lib/contract/notify-preferences';
import type { Db } from '../../db/client';
import { notifyDigestItem } from '../../db/schema';
import { newRecordKey } from '../../entity/crud';

export interface DigestEntry {
  userKey: string;
  channel: NotifyChannel;
  event: PreferenceEvent;
  title: string;
  text: string;
  link: string | null;
}

const clip = (value: string, length: number) => (value.length > length ? `${value.slice(0, length - 1)}…` : value);

/** Keeps notifications for their recipients' next digest (inside the transaction that made them). */
export async function keepForDigest(tx: Db, entries: readonly DigestEntry[], at: Date = new Date()): Promise<void> {
  await tx.insert(notifyDigestItem).values(
    entries.map((e) => ({ item_key: newRecordKey(), user_key: e.userKey, channel: e.channel, event: e.event, title: clip(e.title, 500), text: e.text, link: e.link, create_time: at })),
  );
}

/**
 * Takes a user's waiting entries of one channel made before `before` for the digest named
 * `digestKey`: one update marks and answers them, so two digests never share an entry. Entries made
 * after the digest's hour wait for the next one.
 */
export async function takeForDigest(tx: Db, userKey: string, channel: NotifyChannel, before: Date, digestKey: string): Promise<DigestEntry[]> {
  const waiting = await tx
    .select({ key: notifyDigestItem.item_key })
    .from(notifyDigestItem)
    .where(and(eq(notifyDigestItem.user_key, userKey), eq(notifyDigestItem.channel, channel), isNull(notifyDigestItem.digest_key), lt(notifyDigestItem.create_time, before)))
    .orderBy(asc(notifyDigestItem.create_time))
    .for('update', { skipLocked: true });
  if (waiting.length === 0) return [];
  const rows = await tx
    .update(notifyDigestItem)
    .set({ digest_key: digestKey })
    .where(and(inArray(notifyDigestItem.item_key, waiting.map((w) => w.key)), isNull(notifyDigestItem.digest_key)))
    .returning();
  return rows
    .sort((a, b) => a.create_time.getTime() - b.create_time.getTime())
    .map((r) => ({ userKey: r.user_key, channel: r.channel as NotifyChannel, event: r.event as PreferenceEvent, title: r.title, text: r.text, link: r.link }));
}
