'use client';

import useSWR, { mutate as globalMutate } from 'swr';
import { messageCalls } from '@/lib/contract/message-center-calls';
import type { UnreadTotals } from '@/lib/contract/message-center-answers';
import { call } from './call';
import { countFrom, isPlainObject } from './plain-checks';

/** How often the bell asks for new unread messages. */
export const MESSAGE_TOTAL_REFRESH_MS = 60_000;

/** The unread counts as the bell shows them: the contract's answer, read tolerantly (readMessageTotal). */
export type MessageTotal = UnreadTotals;

/** The three counts, as numbers or numeric text; null when any is missing or not a whole count. */
export function readMessageTotal(value: unknown): MessageTotal | null {
  if (!isPlainObject(value)) return null;
  const [business, administration, total] = [countFrom(value.business), countFrom(value.administration), countFrom(value.total)];
  return business === null || administration === null || total === null ? null : { business, administration, total };
}

/**
 * Unread message counts for the bell. A failure is silent and shows no count: a badge is not
 * worth an error toast every minute.
 */
export function useMessageTotal(enabled: boolean): { total: MessageTotal | null; counted: boolean; refresh: () => void } {
  const { data, mutate } = useSWR(
    enabled ? ['message-total'] : null,
    async () => {
      try {
        // Read tolerantly all the same: an older upstream answers the counts as text.
        return readMessageTotal(await call(messageCalls.unreadTotals, undefined, { silent: true }));
      } catch {
        return null;
      }
    },
    { refreshInterval: MESSAGE_TOTAL_REFRESH_MS, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  // `counted`: the first count has come back (a count that failed included), so what the bell
  // adds up no longer changes as the answers arrive one after the other.
  return { total: data ?? null, counted: data !== undefined, refresh: () => void mutate() };
}

/** Counts again now, wherever the bell is: after a message was read, handled or retracted. */
export function refreshMessageTotal(): void {
  void globalMutate(['message-total']);
}
