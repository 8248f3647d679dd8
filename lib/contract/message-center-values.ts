/**
 * The paths and constants of messages, notices and news, apart from their schemas
 * (message-center.ts) so the screens that only need these load without zod.
 */

const MESSAGE = '/api/fintech/biz/message';
const NEWS = '/api/eis/restful/news';

export const messageCenterPaths = {
  messageCategoryList: `${MESSAGE}/category/getList`,
  messageCategorySave: `${MESSAGE}/category/save`,
  messageCategoryDelete: (key: string) => `${MESSAGE}/category/delete/${encodeURIComponent(key)}`,
  messageTotal: `${MESSAGE}/queryMsgTotal`,
  /** The caller's received messages (ref_key = the caller). */
  inbox: `${MESSAGE}/queryList`,
  /** One received message (or any, for notice managers). */
  messageDetail: (key: string) => `${MESSAGE}/detail/${encodeURIComponent(key)}`,
  markRead: `${MESSAGE}/acceptor/update`,
  approvalReminders: `${MESSAGE}/approvalReminders`,
  /** Notice management: every notice, whatever its status. */
  noticeQuery: `${MESSAGE}/query`,
  noticeSave: `${MESSAGE}/save`,
  noticePublish: (key: string) => `${MESSAGE}/publish/${encodeURIComponent(key)}`,
  noticeRetract: (key: string) => `${MESSAGE}/retract/${encodeURIComponent(key)}`,
  /** Spelt 'delte', as clients call it (docs/architecture.md, "Call paths"). */
  noticeDelete: (key: string) => `${MESSAGE}/delte/${encodeURIComponent(key)}`,
  newsCategoryList: `${NEWS}/category/getList`,
  newsCategorySave: `${NEWS}/category/save`,
  newsCategoryDelete: (key: string) => `${NEWS}/category/delete/${encodeURIComponent(key)}`,
  newsQuery: `${NEWS}/query`,
  newsDetail: (key: string) => `${NEWS}/detail/${encodeURIComponent(key)}`,
  newsSave: `${NEWS}/save`,
  newsPublish: (key: string) => `${NEWS}/publish/${encodeURIComponent(key)}`,
  newsRetract: (key: string) => `${NEWS}/retract/${encodeURIComponent(key)}`,
  newsDelete: (key: string) => `${NEWS}/delte/${encodeURIComponent(key)}`,
} as const;

/** Menu names (sys_permission.name) whose grant lets a user manage notices and news. */
export const NOTICE_RIGHT = 'message-notice';
export const NEWS_RIGHT = 'message-news';

export const MESSAGE_TYPES = ['BUSINESS', 'ADMINISTRATION'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
/** 'HIGHT' is spelt as clients send and store it (docs/messages.md, "Notices"). */
export const PRIORITIES = ['HIGHT', 'NORMAL', 'LOW'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PUBLISH_STATUSES = ['DRAFT', 'PUBLISHED', 'RETRACT'] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];
export const READ_STATUSES = ['UNREAD', 'READED'] as const;
export type ReadStatus = (typeof READ_STATUSES)[number];
/** What a save may ask for: keep it as a draft, or publish it now. */
export const SAVE_STATUSES = ['DRAFT', 'PUBLISHED'] as const;

/** ref_key value addressing every active user. */
export const AUDIENCE_ALL = 'ALL';
export const AUDIENCES = ['ALL', 'USER', 'DEPART'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The news panel asks for page 1, size 5, published items of one category (docs/messages.md, "The lists and the drawer"). */
export const NEWS_PANEL_PAGE_SIZE = 5;
export const TITLE_MAX = 200;
export const CONTENT_MAX = 200_000;
export const REMINDER_MAX = 500;
export const MAX_REMINDER_RECIPIENTS = 50;
