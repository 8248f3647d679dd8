import { defineEntity } from '@/lib/entity/types';

/**
 * An order maker (制单人). Every order names the member of staff who made it out (order.order_maker,
 * required), so the CRM's "order maker" is the register of staff who make out orders:
 * who, for which business line, up to what amount per order, and whether they still do. One entry
 * per person.
 */
export const orderMakerEntity = defineEntity({
  name: 'orderMaker',
  table: 'crm_order_maker',
  key: 'order_maker_key',
  apiBase: '/api/crm/orderMaker',
  scope: 'department',
  rights: { read: 'crm-order-maker' },
  titleField: 'maker_name',
  fields: {
    maker_name: { type: 'text', required: true, max: 32, filter: 'like', list: { width: 120 } },
    user_key: { type: 'user', required: true, unique: true, filter: true, list: { width: 110 } },
    phone: { type: 'phone', list: { width: 130 } },
    business_line: { type: 'dict', dictCode: 'business_line', filter: true, list: { width: 120 } },
    order_limit: { type: 'money', min: 0, list: { width: 150, sortable: true } },
    enabled: { type: 'bool', defaultValue: true, filter: true, list: { width: 90 } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
