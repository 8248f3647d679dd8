import { defineEntity } from '@/lib/entity/types';

/**
 * A service ticket (工单) raised for a customer: subject, kind, urgency and where it stands. It is
 * taken up (处理中), then finished or cancelled; a finished or cancelled ticket stays so.
 */
export const ticketEntity = defineEntity({
  name: 'ticket',
  table: 'crm_ticket',
  key: 'ticket_key',
  apiBase: '/api/crm/tickets',
  scope: 'department',
  rights: { read: 'crm-tickets' },
  titleField: 'subject',
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'refuse' },
  fields: {
    subject: { type: 'text', required: true, max: 100, filter: 'like', list: { width: 220 } },
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 200 } },
    ticket_type: { type: 'dict', dictCode: 'ticket_type', required: true, defaultValue: 'consult', filter: true, list: { width: 100 } },
    priority: { type: 'dict', dictCode: 'priority', required: true, defaultValue: 'NORMAL', filter: true, list: { width: 80 } },
    status: { type: 'dict', dictCode: 'ticket_status', required: true, defaultValue: 'open', filter: true, form: false, list: { width: 90 } },
    handler: { type: 'user', filter: true, list: { width: 100 } },
    description: { type: 'textarea', max: 2000, list: false, form: { span: 2 } },
  },
  transitions: { field: 'status', allowed: { open: ['processing', 'done', 'cancelled'], processing: ['done', 'cancelled'], done: [], cancelled: [] } },
  actions: {
    process: {
      where: ['row'],
      from: { field: 'status', values: ['open'] },
      set: { status: { value: 'processing' }, handler: { caller: true } },
    },
    finish: {
      where: ['row', 'bulk'],
      from: { field: 'status', values: ['open', 'processing'] },
      set: { status: { value: 'done' } },
    },
    cancel: {
      where: ['row', 'bulk'],
      danger: true,
      from: { field: 'status', values: ['open', 'processing'] },
      set: { status: { value: 'cancelled' } },
    },
  },
});
