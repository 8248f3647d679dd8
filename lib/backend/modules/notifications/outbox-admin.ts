import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { NotifyChannel, NotifyEvent, OutboxPage, OutboxQuery, OutboxStatus } from '@/lib/contract/notifications';
import type { Db } from '../../db/client';
import { notifyOutbox, sysUser } from '../../db/schema';

/** The outbox as administrators see it (发送记录): rows by newest, filtered; counts by status; sending failed rows again. */

export async function outboxPage(db: Db, query: OutboxQuery, t: (key: string, values?: Record<string, string>) => string): Promise<OutboxPage> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(notifyOutbox.status, query.status));
  if (query.channel) filters.push(eq(notifyOutbox.channel, query.channel));
  if (query.event) filters.push(eq(notifyOutbox.event, query.event));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select({ row: notifyOutbox, realname: sysUser.realname })
      .from(notifyOutbox)
      .leftJoin(sysUser, eq(sysUser.user_key, notifyOutbox.user_key))
      .where(where)
      .orderBy(desc(notifyOutbox.create_time), desc(notifyOutbox.outbox_key))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ n: count() }).from(notifyOutbox).where(where),
    db.select({ status: notifyOutbox.status, n: count() }).from(notifyOutbox).groupBy(notifyOutbox.status),
  ]);
  const counts = { waiting: 0, sent: 0, failed: 0, gave_up: 0 };
  for (const s of byStatus) if (s.status in counts) counts[s.status as OutboxStatus] = Number(s.n);
  return {
    records: rows.map(({ row, realname }) => ({
      outbox_key: row.outbox_key,
      user_key: row.user_key,
      realname: realname ?? null,
      channel: row.channel as NotifyChannel,
      event: row.event as NotifyEvent,
      title: row.title,
      status: row.status as OutboxStatus,
      attempts: row.attempts,
      next_attempt_at: row.next_attempt_at.toISOString(),
      last_error: row.last_error ? t(row.last_error.key, row.last_error.values) : null,
      create_time: row.create_time.toISOString(),
      sent_time: row.sent_time?.toISOString() ?? null,
    })),
    total: Number(total?.n ?? 0),
    counts,
  };
}

/** Failed and given-up rows wait again, now, with a fresh count of attempts; answers how many. */
export async function retryOutbox(db: Db, keys: readonly string[]): Promise<number> {
  const rows = await db
    .update(notifyOutbox)
    .set({ status: 'waiting', attempts: 0, next_attempt_at: new Date() })
    .where(and(inArray(notifyOutbox.outbox_key, [...keys]), inArray(notifyOutbox.status, ['failed', 'gave_up'])))
    .returning({ key: notifyOutbox.outbox_key });
  return rows.length;
}
