'use client';

import useSWR, { mutate as globalMutate } from 'swr';
import { request, requestAnswer, type Answer } from '@/lib/client/api-client';
import { refreshMessageTotal } from '@/lib/client/message-total';
import type { Paged } from '@/lib/contract/envelope';
import type { NewsSaveInput, NoticeSaveInput } from '@/lib/contract/message-center';
import type { ManagedNotice, MessageCategory, NewsCategory, NewsRecord, ReceivedMessage } from '@/lib/contract/message-center-answers';
import { messageCenterPaths as paths, type MessageType, type PublishStatus, type ReadStatus } from '@/lib/contract/message-center-values';

/** The message centre's calls as the screens and the drawer use them. */

export type { ManagedNotice, MessageCategory, MessageRecord, NewsCategory, NewsRecord, ReceivedMessage } from '@/lib/contract/message-center-answers';

const KEEP_MS = 60_000;
const calm = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;

/** SWR keys start with these, so one call refreshes every list of a kind. */
export const INBOX_KEY = 'message-inbox';
export const NOTICES_KEY = 'message-notices';
export const NEWS_KEY = 'message-news';

export function useMessageCategories(type: MessageType) {
  return useSWR(['message-categories', type], () => request<MessageCategory[]>(paths.messageCategoryList, { query: { categoryType: type } }), { ...calm, dedupingInterval: KEEP_MS });
}

export function useNewsCategories(enabled = true) {
  return useSWR(enabled ? ['news-categories'] : null, () => request<NewsCategory[]>(paths.newsCategoryList), { ...calm, dedupingInterval: KEEP_MS });
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
export function loadInbox(query: InboxQuery): Promise<Paged<ReceivedMessage>> {
  return request<Paged<ReceivedMessage>>(paths.inbox, { json: { ...query, status: 'PUBLISHED' } });
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

export function loadNotices(query: NoticeQuery): Promise<Paged<ManagedNotice>> {
  return request<Paged<ManagedNotice>>(paths.noticeQuery, { json: query });
}

/** Paging as pageNo/pageSize, or as page/size as the drawer's news list sends it (docs/messages.md, "The lists and the drawer"). */
export type NewsQuery = ({ pageNo: number; pageSize: number } | { page: number; size: number }) & {
  status?: PublishStatus;
  news_category_key?: string;
  keyword?: string;
};

export function loadNews(query: NewsQuery): Promise<Paged<NewsRecord>> {
  return request<Paged<NewsRecord>>(paths.newsQuery, { json: query });
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
export async function markRead(messageKey: string, userKey: string, options: { silent?: boolean } = {}): Promise<Answer<unknown>> {
  const answer = await requestAnswer(paths.markRead, { json: { message_key: messageKey, ref_key: userKey }, silent: options.silent });
  refreshInbox();
  return answer;
}

export function saveNotice(body: NoticeSaveInput) {
  return requestAnswer<ManagedNotice>(paths.noticeSave, { json: body });
}

export function publishNotice(key: string) {
  return requestAnswer<ManagedNotice>(paths.noticePublish(key), { method: 'POST' });
}

export function retractNotice(key: string) {
  return requestAnswer<ManagedNotice>(paths.noticeRetract(key), { method: 'POST' });
}

export function deleteNotice(key: string) {
  return requestAnswer<null>(paths.noticeDelete(key), { method: 'DELETE' });
}

export function saveNews(body: NewsSaveInput) {
  return requestAnswer<NewsRecord>(paths.newsSave, { json: body });
}

export function publishNews(key: string) {
  return requestAnswer<NewsRecord>(paths.newsPublish(key), { method: 'POST' });
}

export function retractNews(key: string) {
  return requestAnswer<NewsRecord>(paths.newsRetract(key), { method: 'POST' });
}

export function deleteNews(key: string) {
  return requestAnswer<null>(paths.newsDelete(key), { method: 'DELETE' });
}
