import type { Backend } from '@/lib/backend/instance';
import { call } from './backend';

let serial = 0;

/**
 * A customer for records that belong to one (its contacts, its organisation): created by `token`'s
 * user, in `department` when an administrator names one. Answers its key.
 */
export async function newCustomerKey(backend: Backend, token: string, department?: string): Promise<string> {
  serial += 1;
  const json = { customer_name: `测试客户${process.pid}-${serial}-${Date.now().toString(36)}`, ...(department ? { belong_depart: department } : {}) };
  const res = await call<{ customer_key: string }>(backend, 'POST', '/api/crm/customer/addOrUpdate', { token, json });
  if (res.body.code !== 0) throw new Error(`customer: ${res.body.msg}`);
  return res.body.data!.customer_key;
}
