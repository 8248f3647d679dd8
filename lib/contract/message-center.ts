import { z } from 'zod';
import { KEY_PATTERN } from '@/lib/entity/rules';
import { isOnSitePath } from '@/lib/navigation/safe-redirect';
import { hasRichTextContent } from '@/lib/rich-text/plain-text';
import { attachmentInput } from './attachments';
import { AUDIENCE_ALL, CONTENT_MAX, MAX_REMINDER_RECIPIENTS, MESSAGE_TYPES, PRIORITIES, PUBLISH_STATUSES, READ_STATUSES, REMINDER_MAX, SAVE_STATUSES, TITLE_MAX } from './message-center-values';
import type { Audience } from './message-center-values';

/**
 * Messages, notices and news: the paths, the constants and the
 * payload schemas shared by the screens and the embedded backend. Message strings are message
 * keys under `messageCenter`; the page and the backend translate them.
 */

export * from './message-center-values';

const MAX_PAGE_SIZE = 200;

const key = (message: string) => z.string({ error: message }).trim().regex(KEY_PATTERN, message);
const optionalKey = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().regex(KEY_PATTERN).optional());

/** A list of keys as the screens send it: a JSON array or comma-separated text (dept_key). */
const keyList = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? v.split(',') : v),
  z.array(z.string().trim().regex(KEY_PATTERN, 'messageCenter.validation.badKey')).max(2000).transform((keys) => [...new Set(keys.filter(Boolean))]),
);

const title = z.string({ error: 'messageCenter.validation.titleRequired' }).trim().min(1, 'messageCenter.validation.titleRequired').max(TITLE_MAX, 'messageCenter.validation.titleTooLong');
const priority = z.enum(PRIORITIES, { error: 'messageCenter.validation.priorityRequired' });
const richContent = z
  .string({ error: 'messageCenter.validation.contentRequired' })
  .max(CONTENT_MAX, 'messageCenter.validation.contentTooLong')
  .refine(hasRichTextContent, 'messageCenter.validation.contentRequired');
const saveStatus = z.enum(SAVE_STATUSES).default('PUBLISHED');

/** The audience a notice's ref_key / dept_key lists describe, or null when they describe none. */
export function audienceOf(refKeys: readonly string[], deptKeys: readonly string[]): Audience | null {
  if (refKeys.includes(AUDIENCE_ALL)) return refKeys.length === 1 && deptKeys.length === 0 ? 'ALL' : null;
  if (deptKeys.length > 0) return 'DEPART';
  return refKeys.length > 0 ? 'USER' : null;
}

/**
 * Saving a notice: no message_key creates it, a message_key edits it. ref_key is
 * ['ALL'] or the chosen users; dept_key the chosen departments (then ref_key is not read).
 */
export const noticeSaveSchema = z
  .object({
    message_key: optionalKey,
    title,
    message_category_key: key('messageCenter.validation.typeRequired'),
    priority,
    message_content: richContent,
    attachment: attachmentInput,
    ref_key: keyList,
    dept_key: keyList,
    status: saveStatus,
  })
  .superRefine((notice, ctx) => {
    if (!audienceOf(notice.ref_key, notice.dept_key)) ctx.addIssue({ code: 'custom', path: ['ref_key'], message: 'messageCenter.validation.audienceRequired' });
  });

/** Saving a news item: no news_key publishes (or drafts) a new one, a news_key modifies. */
export const newsSaveSchema = z.object({
  news_key: optionalKey,
  title,
  news_category_key: key('messageCenter.validation.newsCategoryRequired'),
  priority: priority.default('NORMAL'),
  news_content: richContent,
  attachment: attachmentInput,
  status: saveStatus,
});

const paging = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
};
const optionalText = (max: number) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(max).optional());
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(values).optional());

/** The caller's received messages: ref_key may only name the caller. */
export const inboxQuerySchema = z.object({
  ...paging,
  message_type: optionalEnum(MESSAGE_TYPES),
  message_category_key: optionalKey,
  read_status: optionalEnum(READ_STATUSES),
  /** Only published messages reach anyone; asking for another status is refused. */
  status: optionalEnum(PUBLISH_STATUSES),
  ref_key: optionalKey,
  keyword: optionalText(100),
});

/** Notice management: every notice, by status, type, importance and words. */
export const noticeQuerySchema = z.object({
  ...paging,
  status: optionalEnum(PUBLISH_STATUSES),
  message_category_key: optionalKey,
  priority: optionalEnum(PRIORITIES),
  keyword: optionalText(100),
});

/**
 * The news list's paging may be `page` and `size`, as the drawer sends it (page 1, size 5);
 * pageNo and pageSize, the convention of the other lists, are understood too.
 */
export const newsQuerySchema = z
  .object({
    ...paging,
    page: z.coerce.number().int().min(1).optional(),
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
    status: optionalEnum(PUBLISH_STATUSES),
    news_category_key: optionalKey,
    keyword: optionalText(100),
  })
  .transform(({ page, size, ...query }) => ({ ...query, pageNo: page ?? query.pageNo, pageSize: size ?? query.pageSize }));

/** Mark as read / handled: the message and the recipient, who must be the caller. */
export const markReadSchema = z.object({
  message_key: key('messageCenter.validation.badKey'),
  ref_key: key('messageCenter.validation.badKey'),
});

/** A site path to the record a reminder is about (an approval task). */
const BIZ_LINK = /^\/(?![/\\])[^\s"'<>\\]{0,254}$/;

/** A business message to the approvers of a task (used by approvals). Plain text, never markup. */
export const approvalReminderSchema = z.object({
  ref_key: keyList.pipe(z.array(z.string()).min(1, 'messageCenter.validation.recipientsRequired').max(MAX_REMINDER_RECIPIENTS, 'messageCenter.validation.tooManyRecipients')),
  message_content: z.string({ error: 'messageCenter.validation.contentRequired' }).trim().min(1, 'messageCenter.validation.contentRequired').max(REMINDER_MAX, 'messageCenter.validation.contentTooLong'),
  title: optionalText(TITLE_MAX),
  message_category_key: optionalKey,
  biz_link: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    // The pattern keeps markup and spaces out; the site-path rule refuses what normalises into another host ('/.//host').
    z.string().regex(BIZ_LINK, 'messageCenter.validation.badLink').refine(isOnSitePath, 'messageCenter.validation.badLink').optional(),
  ),
});

export const categoryListSchema = z.object({
  categoryType: optionalEnum(MESSAGE_TYPES),
});
