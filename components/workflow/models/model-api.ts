'use client';

import { mutate } from 'swr';
import type { Answer } from '@/lib/client/api-client';
import { call, callAnswer } from '@/lib/client/call';
import { useCalled } from '@/lib/client/use-called';
import type { ApproverGap } from '@/lib/contract/workflow-approver-gaps';
import type { ModelDeployed, ModelRow } from '@/lib/contract/workflow-answers';
import type { ModelSettings, ModelSettingsInput } from '@/lib/contract/workflow-centre';
import { workflowModelCalls as calls } from '@/lib/contract/workflow-model-calls';

/** The process model calls as the model list and the designer use them (their declarations: lib/contract/workflow-model-calls.ts). */

export type { ModelListRow, ModelRow } from '@/lib/contract/workflow-answers';

export interface ModelFilters {
  keyword?: string;
  status?: ModelRow['status'];
}

const LIST_KEY = 'workflow:models';
/** Read once and kept until the page changes them: a failing read shows its toast once. */
const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function useModels(query: ModelFilters & { pageNo: number; pageSize: number }) {
  return useCalled([LIST_KEY, query], () => call(calls.modelQuery, query), { ...once, keepPreviousData: true });
}

export const refreshModels = () => mutate((key) => Array.isArray(key) && key[0] === LIST_KEY);

export function useModelDetail(modelKey: string | null) {
  return useCalled(modelKey ? calls.modelDetail(modelKey).path : null, () => call(calls.modelDetail(modelKey!)), once);
}

export function useModelVersions(modelKey: string | null) {
  return useCalled(modelKey ? [calls.modelVersions.path, modelKey] : null, () => call(calls.modelVersions, { model_key: modelKey! }), once);
}

export function useModelVersion(definitionKey: string | null) {
  return useCalled(definitionKey ? calls.modelVersion(definitionKey).path : null, () => call(calls.modelVersion(definitionKey!)), once);
}

export function saveModel(input: { model_key?: string; xml: string }): Promise<Answer<ModelRow>> {
  return callAnswer(calls.modelSave, input);
}

export function deployModel(modelKey: string): Promise<Answer<ModelDeployed>> {
  return callAnswer(calls.modelDeploy, { model_key: modelKey });
}

/** The saved model's approvers the organisation does not have (none: it may be deployed). */
export async function checkApprovers(modelKey: string): Promise<ApproverGap[]> {
  return (await call(calls.modelApproverCheck, { model_key: modelKey })).gaps;
}

export function suspendModel(modelKey: string, suspended: boolean) {
  return callAnswer(calls.modelSuspend, { model_key: modelKey, suspended });
}

export type { ModelSettings } from '@/lib/contract/workflow-centre';

export function loadModelSettings(modelKey: string): Promise<ModelSettings> {
  return call(calls.modelSettings, { model_key: modelKey });
}

export function saveModelSettings(input: ModelSettingsInput): Promise<Answer<ModelSettings>> {
  return callAnswer(calls.modelSettingsSave, input);
}
