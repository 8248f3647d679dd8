import type { UploadFile } from 'antd';
import { AUDIENCE_ALL, newsSaveSchema, noticeSaveSchema, type Audience, type Priority } from '@/lib/contract/message-center';
import type { SchemaCheck } from '@/lib/client/schema-rule';
import { attachmentFromForm, attachmentToForm } from './attachment-form';
import type { ManagedNotice, NewsRecord } from './message-api';

/**
 * The notice dialog's values and their mapping to the save calls. The same zod
 * schemas the server runs check the form before it is sent, so both refuse with the same words.
 */

export type NoticeVariant = 'notice' | 'news';

/** The notice dialogs' width: wide enough for the editor's toolbar on one line. */
export const NOTICE_MODAL_WIDTH = 860;

export interface NoticeFormValues {
  title?: string;
  /** The message type (notice) or the news category (news). */
  category?: string;
  priority?: Priority;
  content?: string;
  attachment?: UploadFile[];
  audience?: Audience;
  users?: string[];
  departs?: string[];
}

export const EMPTY_FORM: NoticeFormValues = { title: '', priority: 'NORMAL', content: '', attachment: [], audience: 'ALL', users: [], departs: [] };

const split = (text: string | null | undefined) => (text ?? '').split(',').map((k) => k.trim()).filter(Boolean);

export function noticeToForm(notice: ManagedNotice): NoticeFormValues {
  const users = split(notice.ref_key).filter((k) => k !== AUDIENCE_ALL);
  const departs = split(notice.dept_key);
  const audience: Audience = notice.ref_key === AUDIENCE_ALL ? 'ALL' : departs.length ? 'DEPART' : 'USER';
  return {
    title: notice.title ?? '',
    category: notice.message_category_key ?? undefined,
    priority: notice.priority,
    content: notice.message_content,
    attachment: attachmentToForm(notice.attachment),
    audience,
    users,
    departs,
  };
}

export function newsToForm(news: NewsRecord): NoticeFormValues {
  return {
    title: news.title,
    category: news.news_category_key,
    priority: news.priority,
    content: news.news_content,
    attachment: attachmentToForm(news.attachment),
  };
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? value.split(',') : []);

export function noticePayload(values: NoticeFormValues, key: string | null, status: 'DRAFT' | 'PUBLISHED') {
  const audience = values.audience ?? 'ALL';
  return {
    ...(key ? { message_key: key } : {}),
    title: values.title ?? '',
    message_category_key: values.category ?? '',
    priority: values.priority ?? 'NORMAL',
    message_content: values.content ?? '',
    attachment: attachmentFromForm(values.attachment),
    ref_key: audience === 'ALL' ? [AUDIENCE_ALL] : audience === 'USER' ? asList(values.users) : [],
    dept_key: audience === 'DEPART' ? asList(values.departs) : [],
    status,
  };
}

export function newsPayload(values: NoticeFormValues, key: string | null, status: 'DRAFT' | 'PUBLISHED') {
  return {
    ...(key ? { news_key: key } : {}),
    title: values.title ?? '',
    news_category_key: values.category ?? '',
    priority: values.priority ?? 'NORMAL',
    news_content: values.content ?? '',
    attachment: attachmentFromForm(values.attachment),
    status,
  };
}

/** Which form field shows a problem the schema found at a payload path. */
function fieldOfIssue(variant: NoticeVariant, path: PropertyKey | undefined, values: NoticeFormValues): string | undefined {
  switch (path) {
    case 'title':
    case 'priority':
    case 'attachment':
      return path;
    case 'message_category_key':
    case 'news_category_key':
      return 'category';
    case 'message_content':
    case 'news_content':
      return 'content';
    case 'ref_key':
    case 'dept_key':
      if (variant === 'news') return undefined;
      return values.audience === 'USER' ? 'users' : values.audience === 'DEPART' ? 'departs' : 'audience';
    default:
      return undefined;
  }
}

/** The shared schema's verdict on the whole form, with each issue placed on its form field. */
export function checkForm(variant: NoticeVariant, values: NoticeFormValues): SchemaCheck {
  const result = variant === 'notice' ? noticeSaveSchema.safeParse(noticePayload(values, null, 'PUBLISHED')) : newsSaveSchema.safeParse(newsPayload(values, null, 'PUBLISHED'));
  if (result.success) return { success: true };
  return {
    success: false,
    error: { issues: result.error.issues.map((issue) => ({ message: issue.message, path: [fieldOfIssue(variant, issue.path[0], values) ?? '_'] })) },
  };
}
