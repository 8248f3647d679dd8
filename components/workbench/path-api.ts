
import { call } from '@/lib/client/call';
import { useCalled } from '@/lib/client/use-called';
import type { Call } from '@/lib/contract/call';
import { workflowRequestCalls as calls, type RecordPreviewBody } from '@/lib/contract/workflow-request-calls';
import type { ApproverPreview } from '@/lib/contract/workflow-path';
import { WORKBENCH_KEY } from './workbench-lists';

/** The path of a request (passed, waiting, ahead); refreshed with the rest of the workbench after an action. */
export function useInstancePath(instanceKey: string | null) {
  return useCalled(instanceKey ? [WORKBENCH_KEY, 'path', instanceKey] : null, () => call(calls.instancePath(instanceKey!)), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export interface PreviewQuery {
  processDefinitionKey?: string;
  model_key?: string;
  formData: Record<string, unknown>;
  pickedApprovers?: Record<string, string[]>;
}

/** Who would approve a request with these values; asked again as the form changes. */
export function useApproverPreview(query: PreviewQuery | null) {
  const key = query ? ['approver-preview', query.processDefinitionKey ?? '', query.model_key ?? '', JSON.stringify(query.formData), JSON.stringify(query.pickedApprovers ?? {})] : null;
  return useCalled(key, () => call(calls.approverPreview, query!, { silent: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}

/** Who would approve a saved record if the caller submitted it now (its `submitPreview` call), with the picks so far. */
export function useRecordApproverPreview(preview: Call<RecordPreviewBody, ApproverPreview>, recordKey: string, picks: Record<string, string[]>) {
  const picked = Object.keys(picks).length ? picks : undefined;
  return useCalled(['record-approver-preview', preview.path, recordKey, JSON.stringify(picked ?? {})], () => call(preview, { id: recordKey, ...(picked ? { pickedApprovers: picked } : {}) }, { silent: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
