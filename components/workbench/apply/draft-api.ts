'use client';

import useSWR, { mutate } from 'swr';
import { request, requestAnswer, type Answer } from '@/lib/client/api-client';
import type { DraftDetail, DraftRow } from '@/lib/contract/workflow-centre';
import { workflowPaths as paths } from '@/lib/contract/workflow-values';

/** The caller's drafts of start forms (我的草稿) as 发起申请 uses them. */

export type { DraftDetail, DraftRow } from '@/lib/contract/workflow-centre';

const DRAFTS_KEY = 'workbench-drafts';
const calm = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;

export function useDrafts() {
  return useSWR([DRAFTS_KEY], () => request<DraftRow[]>(paths.drafts, { json: {} }), calm);
}

export function useDraft(draftKey: string | null) {
  return useSWR<DraftDetail, Error>(draftKey ? [DRAFTS_KEY, draftKey] : null, () => request<DraftDetail>(paths.draft, { json: { draft_key: draftKey }, silent: true }), { ...calm, keepPreviousData: false });
}

export const refreshDrafts = () => mutate((key) => Array.isArray(key) && key[0] === DRAFTS_KEY);

export async function saveDraft(input: { draft_key?: string; model_key: string; title?: string; formData: Record<string, unknown> }): Promise<Answer<DraftDetail>> {
  const answer = await requestAnswer<DraftDetail>(paths.draftSave, { json: input });
  await refreshDrafts();
  return answer;
}

export async function deleteDraft(draftKey: string): Promise<void> {
  await requestAnswer(paths.draftDelete, { json: { draft_key: draftKey } });
  await refreshDrafts();
}
