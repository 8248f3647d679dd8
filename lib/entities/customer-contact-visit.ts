import { defineEntity } from '@/lib/entity/types';

/** One visit to (or call with) a customer contact, with what was discussed and the next date. */
export const customerContactVisitEntity = defineEntity({
  name: 'customerContactVisit',
  table: 'crm_customer_contact_visit',
  key: 'visit_key',
  apiBase: '/api/crm/customer/contact/visit',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'subject',
  defaultSort: { field: 'visit_time', order: 'desc' },
  parent: { entity: 'customerContact', foreignKey: 'contact_key', onDelete: 'cascade' },
  fields: {
    contact_key: { type: 'ref', entity: 'customerContact', labelField: 'contact_name', required: true, filter: true, list: { width: 110 } },
    visit_time: { type: 'datetime', required: true, startsNow: true, filter: true, list: { width: 160, sortable: true } },
    visit_type: { type: 'dict', dictCode: 'visit_type', required: true, defaultValue: 'onsite', filter: true, list: { width: 100 } },
    subject: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    content: { type: 'textarea', max: 2000, list: false, form: { span: 2 } },
    visitor: { type: 'user', filter: true, list: { width: 100 } },
    next_visit_time: { type: 'datetime', list: { width: 160 } },
  },
});
