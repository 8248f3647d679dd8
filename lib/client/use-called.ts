import useSWR, { type Key, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from './api-error';

/**
 * SWR over a declared call (lib/client/call.ts): the data is the call's answer and the error the
 * client's ApiError, where a bare useSWR would leave the error untyped for the screen to read.
 */
export function useCalled<Data>(key: Key, made: () => Promise<Data>, config?: SWRConfiguration<Data, ApiError>): SWRResponse<Data, ApiError> {
  return useSWR<Data, ApiError>(key, made, config);
}
