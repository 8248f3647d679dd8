import { and, eq, inArray } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import { approvalReminderSchema } from '@/lib/contract/message-center';
import { USER_STATUS_NORMAL } from '../../auth/context';
import type { Db } from '../../db/client';
import { bizMessage, sysUser } from '../../db/schema';
import { newRecordKey } from '../../entity/crud';
import { badRequest } from '../../http/errors';
import { messageCalls } from '@/lib/contract/message-center-calls';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { requireMessageCategory } from './categories';
import { deliver } from './publishing';
import { reminderSentSchema } from '@/lib/contract/message-center-answers';
import type { OutboundNotice } from '@/lib/contract/outbound-notice';
import { dispatchNotice } from '../notification-rules/port';

export interface BusinessMessage {
  recipients: readonly string[];
  /** Plain text: shown as text, never as markup. */
  content: string;
  title?: string | null;
  categoryKey?: string | null;
  /** The page of the record it is about, e.g. an approval task. */
  link?: string | null;
  /** The approval task it asks the recipients to act on: their copies are handled when it no longer waits for them. */
  taskKey?: string | null;
  /**
   * Sends it out of the application too (e-mail, robots, a webhook), as each recipient chose for
   * this event: every message of the kinds people may be notified of carries one, so no sender
   * can forget to.
   */
  notice?: OutboundNotice;
}

/** Who a business message is from: a user, or the system itself (no key) under a name of its own. */
export interface MessageSender {
  userKey: string | null;
  realname: string;
}

/**
 * Sends a business message to active users, each with an unread copy; answers its
 * key. For server modules (approvals) inside their own transaction, and for the reminder call.
 */
export async function sendBusinessMessage(tx: Db, sender: MessageSender, message: BusinessMessage): Promise<string> {
  const wanted = [...new Set(message.recipients)];
  const found = wanted.length
    ? await tx.select({ key: sysUser.user_key }).from(sysUser).where(and(inArray(sysUser.user_key, wanted), eq(sysUser.status, USER_STATUS_NORMAL), eq(sysUser.del_flag, 0)))
    : [];
  if (found.length !== wanted.length || wanted.length === 0) throw badRequest('messageCenter.validation.unknownUser');
  if (message.categoryKey) await requireMessageCategory(tx, message.categoryKey, 'BUSINESS');
  const key = newRecordKey();
  const now = new Date();
  await tx.insert(bizMessage).values({
    message_key: key,
    message_type: 'BUSINESS',
    message_category_key: message.categoryKey ?? null,
    title: message.title ?? null,
    message_content: message.content,
    status: 'PUBLISHED',
    publisher: sender.userKey,
    publisher_name: sender.realname,
    publish_time: now,
    biz_link: message.link ?? null,
    task_key: message.taskKey ?? null,
    create_by: sender.userKey,
    update_by: sender.userKey,
  });
  const recipients = found.map((u) => u.key).sort();
  await deliver(tx, key, recipients);
  if (message.notice) await dispatchNotice(tx, { ...message.notice, recipients, link: message.link ?? null });
  return key;
}

/** Remind approvers of a waiting task (used by approvals): a business message from the caller. */
const approvalReminders = defineCallRoute(messageCalls.approvalReminders, {
  tag: 'messages',
  summary: 'Send a business message reminding users (ref_key, up to 50 active users) of an approval: message_content (plain text), optional title, message_category_key, biz_link',
  output: reminderSentSchema,
  input: approvalReminderSchema,
  async handler({ db, auth, input }) {
    const key = await db.transaction((tx) =>
      sendBusinessMessage(tx, auth, { recipients: input.ref_key, content: input.message_content, title: input.title, categoryKey: input.message_category_key, link: input.biz_link }),
    );
    return ok({ message_key: key }, 'messageCenter.api.reminded');
  },
});

export const reminderRoutes = [approvalReminders] as RouteDef<never>[];
