'use client';

import useSWR, { mutate as globalMutate } from 'swr';
import type { Answer } from '@/lib/client/api-client';
import { call, callAnswer } from '@/lib/client/call';
import { refreshMessageTotal } from '@/lib/client/message-total';
import type { AnswerOf, BodyOf } from '@/lib/contract/call';
import { messageCalls as calls } from '@/lib/contract/message-center-calls';
import type { MessageType, PublishStatus, ReadStatus } from '@/lib/contract/message-center-values';

/** The message centre's calls as the screens and the drawer use them. */

export type { ManagedNotice, MessageRecord, NewsRecord, ReceivedMessage } from '@/lib/contract/message-center-answers';

const KEEP_MS = 60_000;
const calm = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;

/** SWR keys start with these, so one call refreshes every list of a kind. */
export const INBOX_KEY = 'message-inbox';
export const NOTICES_KEY = 'message-notices';
export const NEWS_KEY = 'message-news';

export function useMessageCategories(type: MessageType) {
  return useSWR(['message-categories', type], () => call(calls.messageCategories, { categoryType: type }), { ...calm, dedupingInterval: KEEP_MS });
}

export function useNewsCategories(enabled = true) {
  return useSWR(enabled ? ['news-categories'] : null, () => call(calls.newsCategories), { ...calm, dedupingInterval: KEEP_MS });
}

export interface InboxQuery {
  message_type: MessageType;
  pageNo: number;
  pageSize: number;
  message_category_key?: string;
  read_status?: ReadStatus;
  keyword?: string;
  ref_key: string;
}

/** The caller's received messages: published ones, addressed to them. */
export function loadInbox(query: InboxQuery): Promise<AnswerOf<typeof calls.inbox>> {
  return call(calls.inbox, { ...query, status: 'PUBLISHED' });
}

export function useInbox(query: InboxQuery | null) {
  return useSWR(query ? [INBOX_KEY, JSON.stringify(query)] : null, () => loadInbox(query!), calm);
}

export interface NoticeQuery {
  pageNo: number;
  pageSize: number;
  status?: PublishStatus;
  message_category_key?: string;
  keyword?: string;
}

export function loadNotices(query: NoticeQuery): Promise<AnswerOf<typeof calls.noticeQuery>> {
  return call(calls.noticeQuery, query);
}

/** Paging as pageNo/pageSize, or as page/size as the drawer's news list sends it (docs/messages.md, "The lists and the drawer"). */
export type NewsQuery = ({ pageNo: number; pageSize: number } | { page: number; size: number }) & {
  status?: PublishStatus;
  news_category_key?: string;
  keyword?: string;
};

export function loadNews(query: NewsQuery): Promise<AnswerOf<typeof calls.newsQuery>> {
  return call(calls.newsQuery, query);
}

export function useNews(query: NewsQuery | null) {
  return useSWR(query ? [NEWS_KEY, JSON.stringify(query)] : null, () => loadNews(query!), calm);
}

const startsWith = (prefix: string) => (key: unknown) => Array.isArray(key) && key[0] === prefix;

/** After a change: every list of that kind loads again, and the bell counts again. */
export function refreshInbox(): void {
  void globalMutate(startsWith(INBOX_KEY));
  refreshMessageTotal();
}

export function refreshNotices(): void {
  void globalMutate(startsWith(NOTICES_KEY));
  refreshInbox();
}

export function refreshNews(): void {
  void globalMutate(startsWith(NEWS_KEY));
}

/** Marks the caller's copy read (message_key and ref_key). */
export async function markRead(messageKey: string, userKey: string, options: { silent?: boolean } = {}): Promise<Answer<AnswerOf<typeof calls.markRead>>> {
  const answer = await callAnswer(calls.markRead, { message_key: messageKey, ref_key: userKey }, { silent: options.silent });
  refreshInbox();
  return answer;
}

export function saveNotice(body: BodyOf<typeof calls.noticeSave>) {
  return callAnswer(calls.noticeSave, body);
}

export function publishNotice(key: string) {
  return callAnswer(calls.noticePublish(key));
}

export function retractNotice(key: string) {
  return callAnswer(calls.noticeRetract(key));
}

export function deleteNotice(key: string) {
  return callAnswer(calls.noticeDelete(key));
}

export function saveNews(body: BodyOf<typeof calls.newsSave>) {
  return callAnswer(calls.newsSave, body);
}

export function publishNews(key: string) {
  return callAnswer(calls.newsPublish(key));
}

export function retractNews(key: string) {
  return callAnswer(calls.newsRetract(key));
}

export function deleteNews(key: string) {
  return callAnswer(calls.newsDelete(key));
}
