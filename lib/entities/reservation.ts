import { defineEntity } from '@/lib/entity/types';

/**
 * A customer's visit booked in advance (预约): when, who negotiates (at most three, separated by
 * the full-width semicolon; docs/entities.md, "Labels"), who receives them. Arrival is confirmed by a declared
 * transition, which records the moment; a booking not yet kept may be cancelled and booked again.
 */
export const reservationEntity = defineEntity({
  name: 'reservation',
  table: 'crm_reservation',
  key: 'reservation_key',
  apiBase: '/api/crm/reservations',
  scope: 'department',
  rights: { read: 'crm-reservation' },
  titleField: 'subject',
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'refuse' },
  fields: {
    subject: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 200 } },
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 200 } },
    visit_time: { type: 'datetime', required: true, filter: true, list: { width: 170, sortable: true } },
    negotiators: { type: 'text', max: 100, check: 'negotiators', filter: 'like', help: 'entity.reservation.help.negotiators', list: { width: 200 } },
    place: { type: 'text', max: 100, list: { width: 160 } },
    receptionist: { type: 'user', filter: true, list: { width: 100 } },
    status: { type: 'dict', dictCode: 'reservation_status', required: true, defaultValue: 'booked', filter: true, form: false, list: { width: 90 } },
    arrival_time: { type: 'datetime', form: false, filter: true, list: { width: 170, sortable: true } },
    remark: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
  },
  transitions: { field: 'status', allowed: { booked: ['arrived', 'cancelled'], arrived: [], cancelled: ['booked'] } },
  actions: {
    confirmArrival: {
      where: ['row', 'bulk'],
      from: { field: 'status', values: ['booked'] },
      set: { status: { value: 'arrived' }, arrival_time: { now: true } },
    },
    negotiators: {
      where: ['row'],
      from: { field: 'status', values: ['booked'] },
      inputs: {
        negotiators: { type: 'text', required: true, max: 100, check: 'negotiators', label: 'entity.reservation.fields.negotiators', help: 'entity.reservation.help.negotiators' },
      },
      set: { negotiators: { input: 'negotiators' } },
    },
    cancel: {
      where: ['row', 'bulk'],
      danger: true,
      from: { field: 'status', values: ['booked'] },
      set: { status: { value: 'cancelled' } },
    },
  },
});
