import useSWR from 'swr';
import { request } from '@/lib/client/api-client';
import { workflowPaths as paths } from '@/lib/contract/workflow-values';
import type { ApproverPreview, InstancePath } from '@/lib/contract/workflow-path';
import { WORKBENCH_KEY } from './workbench-api';

/** The path of a request (passed, waiting, ahead); refreshed with the rest of the workbench after an action. */
export function useInstancePath(instanceKey: string | null) {
  return useSWR(instanceKey ? [WORKBENCH_KEY, 'path', instanceKey] : null, () => request<InstancePath>(paths.instancePath(instanceKey!)), {
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
  return useSWR<ApproverPreview, Error>(key, () => request<ApproverPreview>(paths.approverPreview, { json: query, silent: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}

/** Who would approve a saved record if the caller submitted it now (its `submitPreview` call), with the picks so far. */
export function useRecordApproverPreview(call: string, recordKey: string, picks: Record<string, string[]>) {
  const picked = Object.keys(picks).length ? picks : undefined;
  return useSWR<ApproverPreview, Error>(['record-approver-preview', call, recordKey, JSON.stringify(picked ?? {})], () => request<ApproverPreview>(call, { json: { id: recordKey, ...(picked ? { pickedApprovers: picked } : {}) }, silent: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
