import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { inboxPageSchema, markReadAnswerSchema, messageDetailSchema } from '@/lib/contract/message-center-answers';
import { inboxQuerySchema, markReadSchema, NOTICE_RIGHT } from '@/lib/contract/message-center';
import { holdsPermission } from '../../auth/grants';
import { bizMessage, bizMessageAcceptor, bizMessageCategory } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { likePattern } from '../../http/inputs';
import { messageCalls } from '@/lib/contract/message-center-calls';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { requireManageable } from './notice-access';
import { noticeByKey } from './notices';
import { copyReadStatus } from './read-state';
import { loadMessage, messageColumns, receivedCopy } from './records';

const TAG = 'messages';

/** What a recipient sees of a message: not whom else it was addressed to. */
function forRecipient<T extends { ref_key?: unknown; dept_key?: unknown }>(row: T): Omit<T, 'ref_key' | 'dept_key'> {
  const { ref_key: _ref, dept_key: _dept, ...rest } = row;
  return rest;
}

/**
 * The caller's received messages (business and administrative): only their own
 * copies of published messages, each with its own read state. ref_key may only name the caller.
 */
const queryList = defineCallRoute(messageCalls.inbox, {
  tag: TAG,
  summary: "The caller's received messages, newest first: message_type, message_category_key, read_status, keyword, ref_key (only the caller), status (only PUBLISHED is ever received)",
  input: inboxQuerySchema,
  output: inboxPageSchema,
  async handler({ db, auth, input }) {
    if (input.ref_key && input.ref_key !== auth.userKey) throw forbidden('messageCenter.api.onlyOwnMessages');
    const words = input.keyword ? likePattern(input.keyword) : null;
    const where = and(
      eq(bizMessageAcceptor.ref_key, auth.userKey),
      eq(bizMessage.status, 'PUBLISHED'),
      // Drafts and retracted notices reach no one: asking for them answers nothing.
      input.status && input.status !== 'PUBLISHED' ? sql`false` : undefined,
      input.message_type ? eq(bizMessage.message_type, input.message_type) : undefined,
      input.message_category_key ? eq(bizMessage.message_category_key, input.message_category_key) : undefined,
      input.read_status ? sql`${copyReadStatus(auth)} = ${input.read_status}` : undefined,
      words ? or(ilike(bizMessage.title, words), ilike(bizMessage.message_content, words)) : undefined,
    );
    const [rows, totals] = await Promise.all([
      db
        .select({ ...messageColumns, read_status: copyReadStatus(auth), read_time: bizMessageAcceptor.read_time })
        .from(bizMessageAcceptor)
        .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
        .leftJoin(bizMessageCategory, eq(bizMessageCategory.message_category_key, bizMessage.message_category_key))
        .where(where)
        .orderBy(desc(sql`coalesce(${bizMessage.publish_time}, ${bizMessage.create_time})`), desc(bizMessage.message_key))
        .limit(input.pageSize)
        .offset((input.pageNo - 1) * input.pageSize),
      db.select({ n: count() }).from(bizMessageAcceptor).innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key)).where(where),
    ]);
    return ok({ records: rows.map(forRecipient), total: Number(totals[0]?.n ?? 0), current: input.pageNo, size: input.pageSize });
  },
});

/**
 * Mark as read / handled (UNREAD to READED, never back). Only the recipient
 * marks their own copy; a message not sent to them is refused.
 */
const markRead = defineCallRoute(messageCalls.markRead, {
  tag: TAG,
  summary: "Mark the caller's copy of a message read (message_key, ref_key = the caller); READED stays READED",
  input: markReadSchema,
  output: markReadAnswerSchema,
  async handler({ db, auth, input }) {
    if (input.ref_key !== auth.userKey) throw forbidden('messageCenter.api.onlyOwnMessages');
    const copy = await receivedCopy(db, input.message_key, auth);
    if (!copy) throw forbidden('messageCenter.api.notRecipient');
    await db
      .update(bizMessageAcceptor)
      .set({ read_status: 'READED', read_time: new Date() })
      .where(and(eq(bizMessageAcceptor.message_key, input.message_key), eq(bizMessageAcceptor.ref_key, auth.userKey), eq(bizMessageAcceptor.read_status, 'UNREAD')));
    return ok({ message_key: input.message_key, read_status: 'READED' }, 'messageCenter.api.marked');
  },
});

/** One message: the caller's received copy, or for a notice manager a notice they manage. */
const detail = defineCallRoute(messageCalls.messageDetail, {
  tag: TAG,
  summary: "One message: the caller's own received copy (with read_status), or any notice its manager may manage",
  output: messageDetailSchema,
  input: z.object({ id: z.string().trim().min(1).max(64) }),
  async handler({ db, auth, input }) {
    const copy = await receivedCopy(db, input.id, auth);
    if (copy) return ok(forRecipient(copy));
    if (await holdsPermission(db, auth, NOTICE_RIGHT)) {
      requireManageable(await loadMessage(db, input.id), auth);
      return ok(await noticeByKey(db, input.id));
    }
    throw forbidden('messageCenter.api.notRecipient');
  },
});

export const inboxRoutes = [queryList, markRead, detail] as RouteDef<never>[];
