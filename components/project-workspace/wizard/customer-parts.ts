'use client';

import useSWR from 'swr';
import { call } from '@/lib/client/call';
import { entityCalls } from '@/lib/contract/entity-calls';
import { customerContactEntity } from '@/lib/entities/customer-contact';
import { customerProductEntity } from '@/lib/entities/customer-product';
import type { EntityDef } from '@/lib/entity/types';

/** One of a customer's products or contacts as a drop-down offers it. */
export interface PartOption {
  value: string;
  label: string;
}

/** A customer has a handful of products and contacts: one page holds them all. */
const ALL = 200;
const quiet = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: false } as const;

async function optionsOf(entity: Pick<EntityDef, 'apiBase' | 'key'>, query: Record<string, unknown>, labelField: string): Promise<PartOption[]> {
  const page = await call(entityCalls(entity.apiBase).query, { ...query, pageNo: 1, pageSize: ALL }, { silent: true });
  return page.records.flatMap((r) => {
    const value = r[entity.key];
    return typeof value === 'string' ? [{ value, label: String(r[labelField] ?? value) }] : [];
  });
}

/** The customer's products; reloaded when the customer changes. */
export function useCustomerProducts(customerKey: string | null) {
  return useSWR(customerKey ? ['project-wizard:products', customerKey] : null, () =>
    optionsOf(customerProductEntity, { customer_key: customerKey }, 'product_name'), quiet);
}

/** The customer's contacts, of the chosen organisation unit when there is one (by customer_department_key). */
export function useCustomerContacts(customerKey: string | null, departmentKey: string | null) {
  return useSWR(customerKey ? ['project-wizard:contacts', customerKey, departmentKey ?? ''] : null, () =>
    optionsOf(customerContactEntity, { customer_key: customerKey, ...(departmentKey ? { customer_department_key: departmentKey } : {}) }, 'contact_name'), quiet);
}
