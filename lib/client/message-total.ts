'use client';

import useSWR, { mutate as globalMutate } from 'swr';
import * as z from 'zod/mini';
import { apiPaths } from '@/lib/contract/api-paths';
import { request } from './api-client';

/** How often the bell asks for new unread messages. */
export const MESSAGE_TOTAL_REFRESH_MS = 60_000;

const count = z.pipe(z.coerce.number(), z.int().check(z.nonnegative()));
const messageTotal = z.object({ business: count, administration: count, total: count });

export type MessageTotal = z.infer<typeof messageTotal>;

/**
 * Unread message counts for the bell. A failure is silent and shows no count: a badge is not
 * worth an error toast every minute.
 */
export function useMessageTotal(enabled: boolean): { total: MessageTotal | null; refresh: () => void } {
  const { data, mutate } = useSWR(
    enabled ? ['message-total'] : null,
    async () => {
      try {
        const parsed = messageTotal.safeParse(await request<unknown>(apiPaths.messageTotal, { silent: true }));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    { refreshInterval: MESSAGE_TOTAL_REFRESH_MS, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { total: data ?? null, refresh: () => void mutate() };
}

/** Counts again now, wherever the bell is: after a message was read, handled or retracted. */
export function refreshMessageTotal(): void {
  void globalMutate(['message-total']);
}
