import { z } from 'zod';
import { pageSchemaOf } from './page';
import { MESSAGE_TYPES, PRIORITIES, PUBLISH_STATUSES, READ_STATUSES } from './message-center-values';

/**
 * What the message centre's calls answer: messages (notices and business messages) as their
 * recipients and their managers see them, news, categories. Instants travel as ISO 8601 texts.
 */

const instant = z.string();

const auditShape = {
  create_by: z.string().nullable(),
  create_time: instant,
  update_by: z.string().nullable(),
  update_time: instant,
  version: z.number(),
};

const messageShape = {
  message_key: z.string(),
  message_type: z.enum(MESSAGE_TYPES),
  message_category_key: z.string().nullable(),
  category_name: z.string().nullable(),
  title: z.string().nullable(),
  message_content: z.string(),
  priority: z.enum(PRIORITIES),
  status: z.enum(PUBLISH_STATUSES),
  attachment: z.string().nullable(),
  publisher: z.string().nullable(),
  publisher_name: z.string().nullable(),
  publish_time: instant.nullable(),
  /** Link into the business record the message is about. */
  biz_link: z.string().nullable(),
  /** The approval task a business message asks its recipient to act on. */
  task_key: z.string().nullable(),
  ...auditShape,
};

/** A copy the caller received, with its own read state (not whom else it went to). */
export const receivedMessageSchema = z.strictObject({ ...messageShape, read_status: z.enum(READ_STATUSES), read_time: instant.nullable() });
export type ReceivedMessage = z.infer<typeof receivedMessageSchema>;

/** A notice as its managers see it: its audience and how many received and read it. */
export const managedNoticeSchema = z.strictObject({
  ...messageShape,
  /** The audience as chosen: 'ALL' or user keys, comma-joined. */
  ref_key: z.string().nullable(),
  /** Chosen departments, comma-joined. */
  dept_key: z.string().nullable(),
  acceptor_total: z.number(),
  read_total: z.number(),
});
export type ManagedNotice = z.infer<typeof managedNoticeSchema>;

/** What every message carries, received or managed. */
export type MessageRecord = Omit<ReceivedMessage, 'read_status' | 'read_time'>;

export const newsRecordSchema = z.strictObject({
  news_key: z.string(),
  title: z.string(),
  news_category_key: z.string(),
  category_name: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  /** Sanitised HTML. */
  news_content: z.string(),
  /** JSON list of the upload widget's files. */
  attachment: z.string().nullable(),
  status: z.enum(PUBLISH_STATUSES),
  publisher: z.string().nullable(),
  publisher_name: z.string().nullable(),
  publish_date: instant.nullable(),
  ...auditShape,
});
export type NewsRecord = z.infer<typeof newsRecordSchema>;

export const inboxPageSchema = pageSchemaOf(receivedMessageSchema);
export const noticePageSchema = pageSchemaOf(managedNoticeSchema);
export const newsPageSchema = pageSchemaOf(newsRecordSchema);

export const markReadAnswerSchema = z.strictObject({ message_key: z.string(), read_status: z.literal('READED') });

/** category_type is BUSINESS or ADMINISTRATION, as the category entity declares it. */
export const messageCategorySchema = z.strictObject({ message_category_key: z.string(), category_name: z.string(), category_type: z.string() });
export const messageCategoriesSchema = z.array(messageCategorySchema);

export const newsCategorySchema = z.strictObject({ news_category_key: z.string(), category_name: z.string(), sort_no: z.number() });
export const newsCategoriesSchema = z.array(newsCategorySchema);

/** One message: the caller's received copy, or a notice its manager may manage. */
export const messageDetailSchema = z.union([receivedMessageSchema, managedNoticeSchema]);

/** The caller's unread published messages, by type and in all. */
export const unreadTotalsSchema = z.strictObject({ business: z.number(), administration: z.number(), total: z.number() });
export type UnreadTotals = z.infer<typeof unreadTotalsSchema>;

/** The business message an approval reminder was sent as. */
export const reminderSentSchema = z.strictObject({ message_key: z.string() });
