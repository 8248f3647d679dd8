import { defineEntity } from '@/lib/entity/types';

/** A person at a customer we deal with; lives and dies with the customer. */
export const customerContactEntity = defineEntity({
  name: 'customerContact',
  table: 'crm_customer_contact',
  key: 'contact_key',
  apiBase: '/api/crm/customer/contact',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'contact_name',
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'cascade' },
  duplicates: [{ field: 'mobile', match: 'phone' }],
  cardFields: ['mobile', 'job_title', 'customer_department_key'],
  fields: {
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 180 } },
    // The unit of the customer's organisation the contact works in (projects pick contacts by it).
    customer_department_key: { type: 'ref', entity: 'customerDepartment', labelField: 'customer_department_name', filter: true, list: { width: 140 } },
    contact_name: { type: 'text', search: true, required: true, max: 50, filter: 'like', list: { width: 110 } },
    sex: { type: 'dict', dictCode: 'sex', display: 'radio', list: { width: 70 } },
    job_title: { type: 'text', max: 50, filter: 'like', list: { width: 120 } },
    mobile: { type: 'phone', sensitive: 'phone', search: true, required: true, filter: 'like', list: { width: 130 } },
    email: { type: 'email', sensitive: 'email', search: true, list: { width: 180, hiddenByDefault: true } },
    wechat: { type: 'text', max: 50, list: { hiddenByDefault: true } },
    is_primary: { type: 'bool', defaultValue: false, list: { width: 90 } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
