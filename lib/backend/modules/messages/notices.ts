import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import { managedNoticeSchema, noticePageSchema } from '@/lib/contract/message-center-answers';
import { noDataSchema } from '@/lib/contract/no-data';
import { NOTICE_RIGHT, noticeQuerySchema, noticeSaveSchema } from '@/lib/contract/message-center';
import { hasRichTextContent } from '@/lib/rich-text/plain-text';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { bizMessage, bizMessageAcceptor, bizMessageCategory } from '../../db/schema';
import { newRecordKey } from '../../entity/crud';
import { badRequest, notFound } from '../../http/errors';
import { likePattern } from '../../http/inputs';
import { messageCalls } from '@/lib/contract/message-center-calls';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { requireMessageCategory } from './categories';
import { requireManageable } from './notice-access';
import { publishNotice } from './publishing';
import { audienceChoiceOf, audienceColumns, checkAudience } from './recipients';
import { loadMessage, messageColumns, readCounts } from './records';
import { conflict, idInput, statusTransitionRoute } from './status-transition';

const TAG = 'messages';

/** A notice as the management screen shows it: its columns, its category and how many read it. */
async function answerNotices(db: Db, rows: (typeof bizMessage.$inferSelect & { category_name: string | null })[]) {
  const counts = await readCounts(db, rows.map((r) => r.message_key));
  return rows.map((row) => ({ ...row, ...(counts.get(row.message_key) ?? { acceptor_total: 0, read_total: 0 }) }));
}

async function noticeByKey(db: Db, key: string) {
  const [row] = await db
    .select(messageColumns)
    .from(bizMessage)
    .leftJoin(bizMessageCategory, eq(bizMessageCategory.message_category_key, bizMessage.message_category_key))
    .where(eq(bizMessage.message_key, key))
    .limit(1);
  const [notice] = await answerNotices(db, row ? [row] : []);
  if (!notice) throw notFound('messageCenter.api.messageNotFound');
  return notice;
}

async function manageableNotice(db: Db, auth: AuthContext, key: string) {
  return requireManageable(await loadMessage(db, key), auth);
}

/**
 * Save a notice (docs/messages.md, "Notices"): without message_key it is created, with one the draft or
 * retracted notice is edited (a published one must be retracted first, so no recipient reads a
 * text that changes under them). status PUBLISHED publishes it at once, DRAFT keeps it unsent.
 */
const save = defineCallRoute(messageCalls.noticeSave, {
  tag: TAG,
  permission: NOTICE_RIGHT,
  summary: 'Create (no message_key) or edit a notice: title, message_category_key, priority, message_content (rich text), attachment, ref_key (ALL or users), dept_key, status DRAFT or PUBLISHED',
  input: noticeSaveSchema,
  output: managedNoticeSchema,
  async handler({ db, auth, input }) {
    const choice = { refKeys: input.ref_key, deptKeys: input.dept_key };
    await checkAudience(db, auth, choice);
    await requireMessageCategory(db, input.message_category_key, 'ADMINISTRATION');
    const content = sanitizeRichText(input.message_content);
    if (!hasRichTextContent(content)) throw badRequest('messageCenter.validation.contentRequired');
    return db.transaction(async (tx) => {
      const now = new Date();
      const values = {
        title: input.title,
        message_category_key: input.message_category_key,
        priority: input.priority,
        message_content: content,
        attachment: input.attachment,
        ...audienceColumns(choice),
        update_by: auth.userKey,
        update_time: now,
      };
      let key = input.message_key;
      if (key) {
        const before = await manageableNotice(tx, auth, key);
        if (before.status === 'PUBLISHED') throw conflict('messageCenter.api.retractBeforeEdit');
        await tx.update(bizMessage).set({ ...values, status: 'DRAFT', version: sql`${bizMessage.version} + 1` }).where(eq(bizMessage.message_key, key));
      } else {
        key = newRecordKey();
        await tx.insert(bizMessage).values({
          ...values,
          message_key: key,
          message_type: 'ADMINISTRATION',
          status: 'DRAFT',
          publisher: auth.userKey,
          publisher_name: auth.realname,
          create_by: auth.userKey,
        });
      }
      if (input.status === 'PUBLISHED') await publishNotice(tx, await loadMessage(tx, key), auth.userKey);
      const message = input.message_key ? 'messageCenter.api.modified' : input.status === 'PUBLISHED' ? 'messageCenter.api.published' : 'messageCenter.api.saved';
      return ok(await noticeByKey(tx, key), message);
    });
  },
});

const publish = statusTransitionRoute({
  call: messageCalls.noticePublish,
  tag: TAG,
  permission: NOTICE_RIGHT,
  summary: 'Publish a draft or retracted notice: its recipients are resolved now, each with an unread copy',
  to: 'PUBLISHED',
  load: manageableNotice,
  async apply(tx, notice, auth) {
    // The publisher's scope is checked again: it may have narrowed since the draft was saved.
    await checkAudience(tx, auth, audienceChoiceOf(notice));
    await publishNotice(tx, notice, auth.userKey);
  },
  answer: noticeByKey,
  output: managedNoticeSchema,
});

/** Retract (RETRACT 已撤回): the notice leaves every recipient's list and unread count at once. */
const retract = statusTransitionRoute({
  call: messageCalls.noticeRetract,
  tag: TAG,
  permission: NOTICE_RIGHT,
  summary: 'Retract a published notice: it disappears from the recipients’ lists and unread counts',
  to: 'RETRACT',
  load: manageableNotice,
  async apply(tx, notice, auth) {
    await tx
      .update(bizMessage)
      .set({ status: 'RETRACT', update_by: auth.userKey, update_time: new Date(), version: sql`${bizMessage.version} + 1` })
      .where(eq(bizMessage.message_key, notice.message_key));
  },
  answer: noticeByKey,
  output: managedNoticeSchema,
});

const remove = defineCallRoute(messageCalls.noticeDelete, {
  tag: TAG,
  permission: NOTICE_RIGHT,
  summary: 'Delete a notice with every recipient’s copy',
  input: idInput,
  output: noDataSchema,
  async handler({ db, auth, input }) {
    await db.transaction(async (tx) => {
      await manageableNotice(tx, auth, input.id);
      await tx.delete(bizMessageAcceptor).where(eq(bizMessageAcceptor.message_key, input.id));
      await tx.delete(bizMessage).where(eq(bizMessage.message_key, input.id));
    });
    return ok(null, 'messageCenter.api.deleted');
  },
});

/** Notice management's list: every notice (an administrator's) or the caller's own, newest first. */
const query = defineCallRoute(messageCalls.noticeQuery, {
  tag: TAG,
  permission: NOTICE_RIGHT,
  summary: 'Notices for management, newest first: status, message_category_key, priority, keyword; with recipient and read counts',
  input: noticeQuerySchema,
  output: noticePageSchema,
  async handler({ db, auth, input }) {
    const words = input.keyword ? likePattern(input.keyword) : null;
    const where = and(
      eq(bizMessage.message_type, 'ADMINISTRATION'),
      auth.isAdmin ? undefined : eq(bizMessage.publisher, auth.userKey),
      input.status ? eq(bizMessage.status, input.status) : undefined,
      input.message_category_key ? eq(bizMessage.message_category_key, input.message_category_key) : undefined,
      input.priority ? eq(bizMessage.priority, input.priority) : undefined,
      words ? or(ilike(bizMessage.title, words), ilike(bizMessage.message_content, words)) : undefined,
    );
    const [rows, totals] = await Promise.all([
      db
        .select(messageColumns)
        .from(bizMessage)
        .leftJoin(bizMessageCategory, eq(bizMessageCategory.message_category_key, bizMessage.message_category_key))
        .where(where)
        .orderBy(desc(bizMessage.create_time), desc(bizMessage.message_key))
        .limit(input.pageSize)
        .offset((input.pageNo - 1) * input.pageSize),
      db.select({ n: count() }).from(bizMessage).where(where),
    ]);
    return ok({ records: await answerNotices(db, rows), total: Number(totals[0]?.n ?? 0), current: input.pageNo, size: input.pageSize });
  },
});

export { noticeByKey };
export const noticeRoutes = [save, publish, retract, remove, query] as RouteDef<never>[];
