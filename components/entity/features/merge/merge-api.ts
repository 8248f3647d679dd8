import type { Answer } from '@/lib/client/api-client';
import { call, callAnswer } from '@/lib/client/call';
import { mergeCallsOf } from '@/lib/contract/entity-feature-calls';
import type { MergeAnswer, MergeInput, MergePreviewAnswer } from '@/lib/contract/record-merge-schemas';
import type { EntityDef } from '@/lib/entity/types';

/** The records side by side and what names each (lib/backend/entity/features/merge/merge-routes.ts); refusals come back to the dialog. */
export function loadMergePreview(entity: EntityDef, keys: readonly string[]): Promise<MergePreviewAnswer> {
  return call(mergeCallsOf(entity.apiBase).preview, { keys: [...keys] }, { silent: true });
}

export function runMerge(entity: EntityDef, input: MergeInput): Promise<Answer<MergeAnswer>> {
  return callAnswer(mergeCallsOf(entity.apiBase).merge, input, { silent: true });
}
