'use client';

import useSWR from 'swr';
import { request } from '@/lib/client/api-client';
import { customerContactEntity } from '@/lib/entities/customer-contact';
import { customerProductEntity } from '@/lib/entities/customer-product';
import type { RecordPage } from '@/lib/contract/entity-answers';

/** One of a customer's products or contacts as a drop-down offers it. */
export interface PartOption {
  value: string;
  label: string;
}

/** A customer has a handful of products and contacts: one page holds them all. */
const ALL = 200;
const quiet = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: false } as const;

async function optionsOf(path: string, query: Record<string, unknown>, valueField: string, labelField: string): Promise<PartOption[]> {
  const page = await request<RecordPage>(path, { json: { ...query, pageNo: 1, pageSize: ALL }, silent: true });
  return page.records.flatMap((r) => (typeof r[valueField] === 'string' ? [{ value: r[valueField], label: String(r[labelField] ?? r[valueField]) }] : []));
}

/** The customer's products; reloaded when the customer changes. */
export function useCustomerProducts(customerKey: string | null) {
  return useSWR(customerKey ? ['project-wizard:products', customerKey] : null, () =>
    optionsOf(`${customerProductEntity.apiBase}/query`, { customer_key: customerKey }, customerProductEntity.key, 'product_name'), quiet);
}

/** The customer's contacts, of the chosen organisation unit when there is one (by customer_department_key). */
export function useCustomerContacts(customerKey: string | null, departmentKey: string | null) {
  return useSWR(customerKey ? ['project-wizard:contacts', customerKey, departmentKey ?? ''] : null, () =>
    optionsOf(`${customerContactEntity.apiBase}/query`, { customer_key: customerKey, ...(departmentKey ? { customer_department_key: departmentKey } : {}) }, customerContactEntity.key, 'contact_name'), quiet);
}
