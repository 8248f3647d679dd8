'use client';

import useSWR, { mutate } from 'swr';
import { request, requestAnswer, type Answer } from '@/lib/client/api-client';
import { useApi } from '@/lib/client/use-api';
import type { ApproverGap, ModelAttention } from '@/lib/contract/workflow-approver-gaps';
import { workflowPaths as paths } from '@/lib/contract/workflow-values';

/** The process model calls as the model list and the designer use them. */

export interface ModelRow {
  model_key: string;
  process_key: string;
  name: string;
  category: string | null;
  description: string | null;
  status: 'DRAFT' | 'DEPLOYED' | 'CHANGED';
  suspended: boolean;
  latest_version: number;
  update_time: string;
}

/** A row of the model list: the approvers of its latest deployment that left are named too. */
export type ModelListRow = ModelRow & ModelAttention;

export interface ModelDetail extends ModelRow {
  xml: string;
}

export interface ModelVersion {
  definition_key: string;
  version: number;
  name: string;
  deploy_by_name: string | null;
  deploy_time: string;
}

export interface ModelFilters {
  keyword?: string;
  status?: ModelRow['status'];
}

const LIST_KEY = 'workflow:models';

export function useModels(query: ModelFilters & { pageNo: number; pageSize: number }) {
  return useSWR([LIST_KEY, query], () => request<{ records: ModelListRow[]; total: number }>(paths.modelQuery, { json: query }), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export const refreshModels = () => mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);

export function useModelDetail(modelKey: string | null) {
  return useApi<ModelDetail>(modelKey ? paths.modelDetail(modelKey) : null);
}

export function useModelVersions(modelKey: string | null) {
  return useApi<ModelVersion[]>(modelKey ? paths.modelVersions : null, modelKey ? { model_key: modelKey } : undefined);
}

export function useModelVersion(definitionKey: string | null) {
  return useApi<ModelVersion & { xml: string }>(definitionKey ? paths.modelVersion(definitionKey) : null);
}

export function saveModel(input: { model_key?: string; xml: string }): Promise<Answer<ModelRow>> {
  return requestAnswer<ModelRow>(paths.modelSave, { json: input });
}

export function deployModel(modelKey: string): Promise<Answer<{ version: number }>> {
  return requestAnswer<{ version: number }>(paths.modelDeploy, { json: { model_key: modelKey } });
}

/** The saved model's approvers the organisation does not have (none: it may be deployed). */
export async function checkApprovers(modelKey: string): Promise<ApproverGap[]> {
  return (await request<{ gaps: ApproverGap[] }>(paths.modelApproverCheck, { json: { model_key: modelKey } })).gaps;
}

export function suspendModel(modelKey: string, suspended: boolean): Promise<Answer<unknown>> {
  return requestAnswer(paths.modelSuspend, { json: { model_key: modelKey, suspended } });
}
