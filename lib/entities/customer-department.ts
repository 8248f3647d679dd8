import { defineEntity } from '@/lib/entity/types';

/**
 * A customer's own organisation (customer_department_key, customer_department_name,
 * parent_customer_department_key, child_list), picked when a project names its customer department.
 * A child of the customer: it takes the customer's department and goes when the customer goes.
 */
export const customerDepartmentEntity = defineEntity({
  name: 'customerDepartment',
  table: 'crm_customer_department',
  key: 'customer_department_key',
  label: 'entity.customerDepartment.title',
  apiBase: '/api/crm/customer/department',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'customer_department_name',
  defaultSort: { field: 'sort_no', order: 'asc' },
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'cascade' },
  fields: {
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', label: 'entity.customerDepartment.fields.customer_key', required: true, filter: true },
    customer_department_name: { type: 'text', label: 'entity.customerDepartment.fields.customer_department_name', required: true, max: 100, filter: 'like' },
    parent_customer_department_key: { type: 'ref', entity: 'customerDepartment', labelField: 'customer_department_name', label: 'entity.customerDepartment.fields.parent_customer_department_key', list: false },
    sort_no: { type: 'number', label: 'entity.customerDepartment.fields.sort_no', integer: true, min: 0, max: 9999, defaultValue: 0, list: { sortable: true, width: 80 } },
  },
});
