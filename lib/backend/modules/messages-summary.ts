import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { UnreadTotals } from '@/lib/contract/message-center-answers';
import { bizMessage, bizMessageAcceptor } from '../db/schema';


/** Unread published messages addressed to the user, by message type. */
export async function unreadTotals(db: Db, userKey: string): Promise<UnreadTotals> {
  const rows = await db
    .select({ type: bizMessage.message_type, n: count() })
    .from(bizMessageAcceptor)
    .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
    .where(and(eq(bizMessageAcceptor.ref_key, userKey), eq(bizMessageAcceptor.read_status, 'UNREAD'), eq(bizMessage.status, 'PUBLISHED')))
    .groupBy(bizMessage.message_type);
  const of = (type: string) => Number(rows.find((r) => r.type === type)?.n ?? 0);
  const business = of('BUSINESS');
  const administration = of('ADMINISTRATION');
  return { business, administration, total: business + administration };
}
