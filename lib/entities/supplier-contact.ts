import { defineEntity } from '@/lib/entity/types';

/** A person at a supplier we deal with (business, delivery, billing); lives and dies with the supplier. */
export const supplierContactEntity = defineEntity({
  name: 'supplierContact',
  table: 'crm_supplier_contact',
  key: 'contact_key',
  apiBase: '/api/crm/supplier/contact',
  scope: 'department',
  rights: { read: 'supplier' },
  titleField: 'contact_name',
  parent: { entity: 'supplier', foreignKey: 'supplier_key', onDelete: 'cascade' },
  fields: {
    supplier_key: { type: 'ref', entity: 'supplier', labelField: 'supplier_name', required: true, filter: true, list: { width: 200 } },
    contact_name: { type: 'text', required: true, max: 50, filter: 'like', list: { width: 110 } },
    job_title: { type: 'text', max: 50, filter: 'like', list: { width: 120 } },
    mobile: { type: 'phone', sensitive: 'phone', required: true, filter: 'like', list: { width: 130 } },
    email: { type: 'email', sensitive: 'email', list: { width: 180 } },
    is_primary: { type: 'bool', defaultValue: false, list: { width: 90 } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
