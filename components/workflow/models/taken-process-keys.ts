'use client';

import useSWR from 'swr';
import { call } from '@/lib/client/call';
import { workflowModelCalls } from '@/lib/contract/workflow-model-calls';

/** The longest process key a model of the simple designer may have (its tree's process id). */
export const MADE_PROCESS_KEY_LENGTH = 64;
const SOME_MODELS = 200;

/**
 * The process keys of the models whose key or name holds the words (the model list's keyword): a
 * key made from a name is numbered past those. The save still refuses a key taken after all.
 */
export function useTakenProcessKeys(words: string | null): ReadonlySet<string> | null {
  const { data } = useSWR(words ? ['workflow:process-keys', words] : null, () => call(workflowModelCalls.modelQuery, { keyword: words ?? undefined, pageNo: 1, pageSize: SOME_MODELS }, { silent: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data ? new Set(data.records.map((r) => r.process_key)) : null;
}
