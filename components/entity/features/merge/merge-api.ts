import { request, requestAnswer, type Answer } from '@/lib/client/api-client';
import { mergePath, mergePreviewPath } from '@/lib/contract/record-merge';
import type { MergeAnswer, MergeInput, MergePreviewAnswer } from '@/lib/contract/record-merge-schemas';
import type { EntityDef } from '@/lib/entity/types';

/** The records side by side and what names each (lib/backend/entity/features/merge/merge-routes.ts); refusals come back to the dialog. */
export function loadMergePreview(entity: EntityDef, keys: readonly string[]): Promise<MergePreviewAnswer> {
  return request<MergePreviewAnswer>(mergePreviewPath(entity.apiBase), { json: { keys }, silent: true });
}

export function runMerge(entity: EntityDef, input: MergeInput): Promise<Answer<MergeAnswer>> {
  return requestAnswer<MergeAnswer>(mergePath(entity.apiBase), { json: input, silent: true });
}
