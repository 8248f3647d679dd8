'use client';

import useSWR from 'swr';
import { call } from '@/lib/client/call';
import { crmCalls } from '@/lib/contract/crm-calls';
import type { PickerTreeNode } from '@/components/pickers/tree-search';

/** The answer's child_list tree as picker nodes; rows without a key are dropped. */
export function customerDepartmentNodes(answer: unknown): PickerTreeNode[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const row = raw as Record<string, unknown>;
    const key = row.customer_department_key ?? row.key;
    if (typeof key !== 'string' || key === '') return [];
    const name = row.customer_department_name ?? row.title;
    const children = customerDepartmentNodes(row.child_list ?? row.children);
    return [{ key, title: typeof name === 'string' && name ? name : key, ...(children.length ? { children } : {}) }];
  });
}

/** One customer's organisation, within the caller's departments (the server limits it). */
export function useCustomerDepartmentTree(customerKey: string | null) {
  return useSWR(customerKey ? ['pickers:customer-departments', customerKey] : null, async () =>
    customerDepartmentNodes(await call(crmCalls.customerDepartmentTree(customerKey!), undefined, { silent: true })),
  { revalidateOnFocus: false, shouldRetryOnError: false });
}
