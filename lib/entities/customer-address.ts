import { defineEntity } from '@/lib/entity/types';

/** Where a customer is registered, works and takes post; one address may be the default for mailings. */
export const customerAddressEntity = defineEntity({
  name: 'customerAddress',
  table: 'crm_customer_address',
  key: 'address_key',
  apiBase: '/api/crm/customer/address',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'detail_address',
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'cascade' },
  fields: {
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 180 } },
    address_type: { type: 'dict', dictCode: 'address_type', required: true, defaultValue: 'office', filter: true, list: { width: 100 } },
    region: { type: 'area', list: { width: 180 } },
    detail_address: { type: 'text', required: true, max: 200, filter: 'like', list: { width: 240 }, form: { span: 2 } },
    postcode: { type: 'text', max: 6, pattern: { regex: '^\\d{6}$', message: 'entity.customerAddress.postcodePattern' }, list: { width: 90 } },
    receiver: { type: 'text', max: 50, list: { width: 100 } },
    phone: { type: 'phone', list: { width: 130 } },
    is_default: { type: 'bool', defaultValue: false, list: { width: 90 } },
  },
});
