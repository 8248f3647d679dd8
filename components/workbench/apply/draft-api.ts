'use client';

import { mutate } from 'swr';
import type { Answer } from '@/lib/client/api-client';
import { call, callAnswer } from '@/lib/client/call';
import { useCalled } from '@/lib/client/use-called';
import type { BodyOf } from '@/lib/contract/call';
import type { DraftDetail } from '@/lib/contract/workflow-centre';
import { workflowDraftCalls as calls } from '@/lib/contract/workflow-draft-calls';

/** The caller's drafts of start forms (我的草稿) as 发起申请 uses them. */

export type { DraftDetail, DraftRow } from '@/lib/contract/workflow-centre';

const DRAFTS_KEY = 'workbench-drafts';
const calm = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;

export function useDrafts() {
  return useCalled([DRAFTS_KEY], () => call(calls.list, {}), calm);
}

export function useDraft(draftKey: string | null) {
  return useCalled(draftKey ? [DRAFTS_KEY, draftKey] : null, () => call(calls.detail, { draft_key: draftKey! }, { silent: true }), { ...calm, keepPreviousData: false });
}

export const refreshDrafts = () => mutate((key) => Array.isArray(key) && key[0] === DRAFTS_KEY);

export async function saveDraft(input: BodyOf<typeof calls.save>): Promise<Answer<DraftDetail>> {
  const answer = await callAnswer(calls.save, input);
  await refreshDrafts();
  return answer;
}

export async function deleteDraft(draftKey: string): Promise<void> {
  await callAnswer(calls.remove, { draft_key: draftKey });
  await refreshDrafts();
}
