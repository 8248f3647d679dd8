import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bizMessage, bizMessageAcceptor, bizMessageCategory } from '../../db/schema';
import { notFound } from '../../http/errors';
import { copyReadStatus, type Reader } from './read-state';

export type MessageRow = typeof bizMessage.$inferSelect;

/**
 * A message as the screens read it: its columns plus the category's name. A deleted category
 * still names the messages filed under it, so the join ignores del_flag.
 */
export const messageColumns = {
  ...getTableColumns(bizMessage),
  category_name: bizMessageCategory.category_name,
};

export async function loadMessage(db: Db, messageKey: string): Promise<MessageRow> {
  const [row] = await db.select().from(bizMessage).where(eq(bizMessage.message_key, messageKey)).limit(1);
  if (!row) throw notFound('messageCenter.api.messageNotFound');
  return row;
}

export interface ReadCounts {
  acceptor_total: number;
  read_total: number;
}

/** How many received each message and how many have read it, in one query for a page. */
export async function readCounts(db: Db, messageKeys: string[]): Promise<Map<string, ReadCounts>> {
  if (messageKeys.length === 0) return new Map();
  const rows = await db
    .select({
      key: bizMessageAcceptor.message_key,
      total: sql<number>`count(*)::int`,
      read: sql<number>`count(*) filter (where ${bizMessageAcceptor.read_status} = 'READED')::int`,
    })
    .from(bizMessageAcceptor)
    .where(inArray(bizMessageAcceptor.message_key, messageKeys))
    .groupBy(bizMessageAcceptor.message_key);
  return new Map(rows.map((r) => [r.key, { acceptor_total: Number(r.total), read_total: Number(r.read) }]));
}

/** The caller's own copy of a message: null when it was not sent to them or is not published. */
export async function receivedCopy(db: Db, messageKey: string, reader: Reader) {
  const [row] = await db
    .select({ ...messageColumns, read_status: copyReadStatus(reader), read_time: bizMessageAcceptor.read_time })
    .from(bizMessageAcceptor)
    .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
    .leftJoin(bizMessageCategory, eq(bizMessageCategory.message_category_key, bizMessage.message_category_key))
    .where(and(eq(bizMessageAcceptor.message_key, messageKey), eq(bizMessageAcceptor.ref_key, reader.userKey), eq(bizMessage.status, 'PUBLISHED')))
    .limit(1);
  return row ?? null;
}
