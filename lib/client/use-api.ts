'use client';

import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from './api-error';
import { swrFetcher, type Query } from './api-client';

/**
 * Reads a GET call through SWR. `path` null waits (for a key not known yet). Errors were already
 * shown by the client as a toast, so SWR neither retries nor refetches on focus by default: a
 * failing call would otherwise repeat its toast.
 */
export function useApi<T>(path: string | null, query?: Query, config?: SWRConfiguration<T, ApiError>): SWRResponse<T, ApiError> {
  const key = path === null ? null : query ? ([path, query] as const) : path;
  return useSWR<T, ApiError>(key, swrFetcher<T>, { shouldRetryOnError: false, revalidateOnFocus: false, ...config });
}
