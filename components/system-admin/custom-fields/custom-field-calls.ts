import useSWR from 'swr';
import { request } from '@/lib/client/api-client';
import { CUSTOM_FIELD_PATHS, type CustomFieldDefinition, type CustomFieldState, type customFieldListSchema } from '@/lib/contract/custom-fields';
import type { z } from 'zod';

export type CustomFieldList = z.infer<typeof customFieldListSchema>;

const listPath = (entity: string) => `${CUSTOM_FIELD_PATHS.list}?entity=${encodeURIComponent(entity)}`;

/** 字段管理's answer for one kind: its own fields and the added ones. */
export function useCustomFieldList(entity: string) {
  return useSWR(['custom-fields', entity], () => request<CustomFieldList>(listPath(entity)), { revalidateOnFocus: false });
}

export function setFieldState(definition: CustomFieldDefinition, state: CustomFieldState) {
  return request<null>(CUSTOM_FIELD_PATHS.state, { method: 'POST', json: { key: definition.key, state } });
}

export function orderFields(entity: string, keys: readonly string[]) {
  return request<null>(CUSTOM_FIELD_PATHS.order, { method: 'POST', json: { entity, keys } });
}

export function saveField(input: Record<string, unknown>) {
  return request<CustomFieldDefinition>(CUSTOM_FIELD_PATHS.save, { method: 'POST', json: input });
}
