import type { EntityTarget } from '@/lib/entity/types';

/**
 * The record kinds references name, with what a reference needs of each: list cells and filters
 * read labels and link pages through this, so list pages need not load every declaration.
 * Written from the declarations (lib/entity/ref-target-directory.ts); tests/unit/ref-targets.test.ts
 * keeps it in step: run it with UPDATE_REF_TARGETS=1 after changing a declaration it names.
 */
export const REF_TARGETS: Readonly<Record<string, EntityTarget>> = {
  activity: { name: 'activity', key: 'activity_key', apiBase: '/api/crm/activity', recordPage: false },
  business: { name: 'business', key: 'business_key', apiBase: '/api/crm/business', recordPage: true },
  channel: { name: 'channel', key: 'channel_key', apiBase: '/api/crm/channel', recordPage: false },
  clue: { name: 'clue', key: 'clue_key', apiBase: '/api/crm/clue', recordPage: true },
  contract: { name: 'contract', key: 'contract_key', apiBase: '/api/eis/restful/contract', recordPage: true },
  contractCategory: { name: 'contractCategory', key: 'category_key', apiBase: '/api/eis/restful/contract/category', recordPage: false },
  customer: { name: 'customer', key: 'customer_key', apiBase: '/api/crm/customer', recordPage: true },
  customerContact: { name: 'customerContact', key: 'contact_key', apiBase: '/api/crm/customer/contact', recordPage: true },
  customerDepartment: { name: 'customerDepartment', key: 'customer_department_key', apiBase: '/api/crm/customer/department', recordPage: false },
  customerProduct: { name: 'customerProduct', key: 'product_key', apiBase: '/api/crm/customer/product', recordPage: true },
  dictionary: { name: 'dictionary', key: 'dict_key', apiBase: '/api/eis/restful/dictionary', recordPage: false },
  dictionaryItem: { name: 'dictionaryItem', key: 'item_key', apiBase: '/api/eis/restful/dictionaryItem', recordPage: false },
  keyResult: { name: 'keyResult', key: 'key_result_key', apiBase: '/api/eis/restful/objective/keyResult', recordPage: true },
  knowledgeCategory: { name: 'knowledgeCategory', key: 'category_key', apiBase: '/api/crm/knowledge/category', recordPage: false },
  objective: { name: 'objective', key: 'objective_key', apiBase: '/api/eis/restful/objective', recordPage: true },
  order: { name: 'order', key: 'order_key', apiBase: '/api/crm/order', recordPage: true },
  paymentPlan: { name: 'paymentPlan', key: 'payment_plan_key', apiBase: '/api/eis/restful/payment', recordPage: true },
  permission: { name: 'permission', key: 'permission_key', apiBase: '/api/app/base/app/sys/permission', recordPage: false },
  position: { name: 'position', key: 'position_key', apiBase: '/api/app/base/sys/position', recordPage: false },
  project: { name: 'project', key: 'project_key', apiBase: '/api/eis/restful/project', recordPage: true },
  projectDocument: { name: 'projectDocument', key: 'document_key', apiBase: '/api/eis/restful/attachments', recordPage: true },
  projectFolder: { name: 'projectFolder', key: 'folder_key', apiBase: '/api/eis/restful/folder', recordPage: false },
  projectTask: { name: 'projectTask', key: 'task_key', apiBase: '/api/eis/restful/tasks', recordPage: true },
  quote: { name: 'quote', key: 'quote_key', apiBase: '/api/eis/restful/pricing', recordPage: true },
  receivablePlan: { name: 'receivablePlan', key: 'receivable_plan_key', apiBase: '/api/eis/restful/receivable', recordPage: true },
  resource: { name: 'resource', key: 'resource_key', apiBase: '/api/crm/resource', recordPage: true },
  role: { name: 'role', key: 'role_key', apiBase: '/api/app/base/sys/role', recordPage: false },
  supplier: { name: 'supplier', key: 'supplier_key', apiBase: '/api/crm/supplier', recordPage: true },
  supplierContract: { name: 'supplierContract', key: 'contract_key', apiBase: '/api/crm/supplier/contract', recordPage: true },
};

export function refTargetByName(name: string): EntityTarget | undefined {
  return Object.hasOwn(REF_TARGETS, name) ? REF_TARGETS[name] : undefined;
}
