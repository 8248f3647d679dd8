import useSWR from 'swr';
import { call } from '@/lib/client/call';
import type { BodyOf } from '@/lib/contract/call';
import { customFieldCalls } from '@/lib/contract/custom-field-calls';
import type { CustomFieldDefinition, CustomFieldState } from '@/lib/contract/custom-fields';

/** 字段管理's answer for one kind: its own fields and the added ones. */
export function useCustomFieldList(entity: string) {
  return useSWR(['custom-fields', entity], () => call(customFieldCalls.list, { entity }), { revalidateOnFocus: false });
}

export function setFieldState(definition: CustomFieldDefinition, state: CustomFieldState) {
  return call(customFieldCalls.state, { key: definition.key, state });
}

export function orderFields(entity: string, keys: readonly string[]) {
  return call(customFieldCalls.order, { entity, keys: [...keys] });
}

export function saveField(input: BodyOf<typeof customFieldCalls.save>) {
  return call(customFieldCalls.save, input);
}
