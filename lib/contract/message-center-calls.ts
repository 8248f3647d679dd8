import { declareCall, declareKeyedCall, type In, type Out } from './call';
import type { approvalReminderSchema, categoryListSchema, inboxQuerySchema, markReadSchema, newsQuerySchema, newsSaveSchema, noticeQuerySchema, noticeSaveSchema } from './message-center';
import type {
  inboxPageSchema, managedNoticeSchema, markReadAnswerSchema, messageCategoriesSchema, messageDetailSchema, newsCategoriesSchema,
  newsPageSchema, newsRecordSchema, noticePageSchema, reminderSentSchema, unreadTotalsSchema,
} from './message-center-answers';
import { messageCenterPaths as paths } from './message-center-values';
import type { noDataSchema } from './no-data';

/** The input a route's schema takes, and the data its answer schema describes. */

/**
 * The message centre's calls (messages, notices, news and their categories), each with what it is
 * sent and answers (./call.ts): the screens call these, and the routes answering them are declared
 * from them (lib/backend/modules/messages, lib/backend/modules/news).
 */
export const messageCalls = {
  messageCategories: declareCall<In<typeof categoryListSchema>, Out<typeof messageCategoriesSchema>>('GET', paths.messageCategoryList),
  newsCategories: declareCall<undefined, Out<typeof newsCategoriesSchema>>('GET', paths.newsCategoryList),
  unreadTotals: declareCall<undefined, Out<typeof unreadTotalsSchema>>('GET', paths.messageTotal),
  inbox: declareCall<In<typeof inboxQuerySchema>, Out<typeof inboxPageSchema>>('POST', paths.inbox),
  messageDetail: declareKeyedCall<undefined, Out<typeof messageDetailSchema>>('GET', paths.messageDetail),
  markRead: declareCall<In<typeof markReadSchema>, Out<typeof markReadAnswerSchema>>('POST', paths.markRead),
  approvalReminders: declareCall<In<typeof approvalReminderSchema>, Out<typeof reminderSentSchema>>('POST', paths.approvalReminders),
  noticeQuery: declareCall<In<typeof noticeQuerySchema>, Out<typeof noticePageSchema>>('POST', paths.noticeQuery),
  noticeSave: declareCall<In<typeof noticeSaveSchema>, Out<typeof managedNoticeSchema>>('POST', paths.noticeSave),
  noticePublish: declareKeyedCall<undefined, Out<typeof managedNoticeSchema>>('POST', paths.noticePublish),
  noticeRetract: declareKeyedCall<undefined, Out<typeof managedNoticeSchema>>('POST', paths.noticeRetract),
  noticeDelete: declareKeyedCall<undefined, Out<typeof noDataSchema>>('DELETE', paths.noticeDelete),
  newsQuery: declareCall<In<typeof newsQuerySchema>, Out<typeof newsPageSchema>>('POST', paths.newsQuery),
  newsDetail: declareKeyedCall<undefined, Out<typeof newsRecordSchema>>('GET', paths.newsDetail),
  newsSave: declareCall<In<typeof newsSaveSchema>, Out<typeof newsRecordSchema>>('POST', paths.newsSave),
  newsPublish: declareKeyedCall<undefined, Out<typeof newsRecordSchema>>('POST', paths.newsPublish),
  newsRetract: declareKeyedCall<undefined, Out<typeof newsRecordSchema>>('POST', paths.newsRetract),
  newsDelete: declareKeyedCall<undefined, Out<typeof noDataSchema>>('DELETE', paths.newsDelete),
};
