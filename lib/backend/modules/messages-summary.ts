import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { UnreadTotals } from '@/lib/contract/message-center-answers';
import { bizMessage, bizMessageAcceptor } from '../db/schema';
import { copyReadStatus, type Reader } from './messages/port';

/** Unread published messages addressed to the user, by message type (a message about a task only while it waits for them). */
export async function unreadTotals(db: Db, reader: Reader): Promise<UnreadTotals> {
  const rows = await db
    .select({ type: bizMessage.message_type, n: count() })
    .from(bizMessageAcceptor)
    .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
    .where(and(eq(bizMessageAcceptor.ref_key, reader.userKey), eq(bizMessageAcceptor.read_status, 'UNREAD'), sql`${copyReadStatus(reader)} = 'UNREAD'`, eq(bizMessage.status, 'PUBLISHED')))
    .groupBy(bizMessage.message_type);
  const of = (type: string) => Number(rows.find((r) => r.type === type)?.n ?? 0);
  const business = of('BUSINESS');
  const administration = of('ADMINISTRATION');
  return { business, administration, total: business + administration };
}
