import type { Db } from '../../db/client';
import { notifyOutbox } from '../../db/schema';
import { newRecordKey } from '../../entity/record-writer';
import type { BackendServices } from '../../services';
import type { OutgoingNotification } from './outgoing';
import { notifySendJob } from './send-job';

/**
 * Queues notifications inside the caller's transaction: they exist iff the decision commits, and
 * nothing is sent inline, so an unreachable mail server or robot never slows or fails a decision.
 * A dedupe key already queued (by this or another process) is skipped.
 */
export async function queueNotifications(db: Db, items: readonly OutgoingNotification[]): Promise<void> {
  if (items.length === 0) return;
  const now = new Date();
  for (let i = 0; i < items.length; i += BATCH) await insertBatch(db, items.slice(i, i + BATCH), now);
}

/** Rows per insert: well below PostgreSQL's limit of bound values per statement. */
const BATCH = 500;

async function insertBatch(db: Db, items: readonly OutgoingNotification[], now: Date): Promise<void> {
  await db
    .insert(notifyOutbox)
    .values(items.map((item) => ({
      outbox_key: newRecordKey(),
      user_key: item.userKey,
      channel: item.channel,
      event: item.event,
      title: item.title.slice(0, 500),
      text: item.text,
      link: item.link?.slice(0, 2000) ?? null,
      next_attempt_at: item.notBefore && item.notBefore > now ? item.notBefore : now,
      dedupe_key: item.dedupeKey ?? null,
      create_time: now,
    })))
    .onConflictDoNothing({ target: notifyOutbox.dedupe_key });
}

/**
 * Wakes the sending job once the caller's transaction committed, so the notifications go out now
 * rather than at the next poll. Never call it inside a transaction (on PGlite the queue shares the
 * one connection).
 */
export async function wakeNotifications(services: Pick<BackendServices, 'jobs'>): Promise<void> {
  await services.jobs.enqueue(notifySendJob, {}, { singletonKey: 'wake' });
}
