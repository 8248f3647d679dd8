'use client';

import useSWR, { mutate } from 'swr';
import { request, requestAnswer, type Answer } from '@/lib/client/api-client';
import { useApi } from '@/lib/client/use-api';
import type { ApproverGap } from '@/lib/contract/workflow-approver-gaps';
import type { ModelApproverCheck, ModelDeployed, ModelDetail, ModelPage, ModelRow, ModelVersion, ModelVersionXml } from '@/lib/contract/workflow-answers';
import type { ModelSettings, ModelSettingsInput } from '@/lib/contract/workflow-centre';
import { workflowPaths as paths } from '@/lib/contract/workflow-values';

/** The process model calls as the model list and the designer use them (their answers: lib/contract/workflow-answers.ts). */

export type { ModelDetail, ModelListRow, ModelRow, ModelVersion } from '@/lib/contract/workflow-answers';

export interface ModelFilters {
  keyword?: string;
  status?: ModelRow['status'];
}

const LIST_KEY = 'workflow:models';

export function useModels(query: ModelFilters & { pageNo: number; pageSize: number }) {
  return useSWR([LIST_KEY, query], () => request<ModelPage>(paths.modelQuery, { json: query }), {
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
  return useApi<ModelVersionXml>(definitionKey ? paths.modelVersion(definitionKey) : null);
}

export function saveModel(input: { model_key?: string; xml: string }): Promise<Answer<ModelRow>> {
  return requestAnswer<ModelRow>(paths.modelSave, { json: input });
}

export function deployModel(modelKey: string): Promise<Answer<ModelDeployed>> {
  return requestAnswer<ModelDeployed>(paths.modelDeploy, { json: { model_key: modelKey } });
}

/** The saved model's approvers the organisation does not have (none: it may be deployed). */
export async function checkApprovers(modelKey: string): Promise<ApproverGap[]> {
  return (await request<ModelApproverCheck>(paths.modelApproverCheck, { json: { model_key: modelKey } })).gaps;
}

export function suspendModel(modelKey: string, suspended: boolean): Promise<Answer<unknown>> {
  return requestAnswer(paths.modelSuspend, { json: { model_key: modelKey, suspended } });
}

export type { ModelSettings } from '@/lib/contract/workflow-centre';

export function loadModelSettings(modelKey: string): Promise<ModelSettings> {
  return request<ModelSettings>(paths.modelSettings, { json: { model_key: modelKey } });
}

export function saveModelSettings(input: ModelSettingsInput): Promise<Answer<ModelSettings>> {
  return requestAnswer<ModelSettings>(paths.modelSettingsSave, { json: input });
}
