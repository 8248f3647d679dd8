'use client';

import useSWR, { mutate as globalMutate } from 'swr';
import type { TodoCounts } from '@/lib/contract/todo';
import { todoCalls } from '@/lib/contract/todo-calls';
import { call } from './call';
import { TODO_COUNTS_KEY, todoCountsKey } from './todo-counts-key';

/** How often the reminders are counted again while a page stays open (as the bell's unread count). */
const TODO_REFRESH_MS = 60_000;

/** The reminders as a card or list shows them: loading, failed (retry), or the answer. */
export type TodoState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; counts: TodoCounts };

/**
 * The signed-in user's to-do reminders, shared by the home page's card, the bell's badge and its
 * 待办 tab (one request for all three). Failures are silent: the card offers a retry, the badge
 * leaves the reminders out. The key carries the user, so a new sign-in never sees old counts.
 */
export function useTodoCounts(userKey: string | null): { state: TodoState; retry: () => void } {
  const { data, error, isValidating, mutate } = useSWR<TodoCounts, Error>(
    userKey ? todoCountsKey(userKey) : null,
    () => call(todoCalls.counts, undefined, { silent: true }),
    { refreshInterval: TODO_REFRESH_MS, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const retry = () => void mutate();
  if (data) return { state: { kind: 'ready', counts: data }, retry };
  if (error && !isValidating) return { state: { kind: 'failed' }, retry };
  return { state: { kind: 'loading' }, retry };
}

/** Counts again now, wherever the reminders are shown (after their setting changed). */
export function refreshTodoCounts(): void {
  void globalMutate((key) => Array.isArray(key) && key[0] === TODO_COUNTS_KEY);
}
