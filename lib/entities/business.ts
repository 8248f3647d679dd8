import { defineEntity } from '@/lib/entity/types';

/**
 * A sales opportunity (商机) with a customer: what is on offer, for how much, how far it has got.
 * The customer's related opportunities read from here. Its stage moves along the declared
 * transitions, on the board (a column per stage) as in its row's menu; won is final, a lost one
 * may be taken up again from the start.
 */
export const businessEntity = defineEntity({
  name: 'business',
  table: 'crm_business',
  key: 'business_key',
  apiBase: '/api/crm/business',
  scope: 'department',
  rights: { read: 'crm-business' },
  titleField: 'business_name',
  listTotals: ['amount'],
  parent: { entity: 'customer', foreignKey: 'customer_key', onDelete: 'refuse' },
  fields: {
    business_name: { type: 'text', search: true, required: true, max: 100, filter: 'like', list: { width: 200 } },
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', required: true, filter: true, list: { width: 200 } },
    amount: { type: 'money', min: 0, max: 9_999_999_999, list: { width: 140, sortable: true } },
    stage: { type: 'dict', dictCode: 'business_stage', required: true, defaultValue: 'initial', filter: true, list: { width: 100 } },
    win_rate: { type: 'number', integer: true, min: 0, max: 100, list: { width: 90, sortable: true } },
    expected_close_date: { type: 'date', filter: true, list: { width: 120, sortable: true } },
    follower: { type: 'user', creatorByDefault: true, filter: true, list: { width: 100 } },
    won_time: { type: 'datetime', form: false, filter: true, list: { width: 160, sortable: true, hiddenByDefault: true } },
    status: { type: 'dict', dictCode: 'business_status', required: true, defaultValue: 'open', filter: true, form: false, list: { width: 90 } },
    remark: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
  },
  transitions: {
    field: 'stage',
    allowed: {
      initial: ['requirement', 'proposal', 'lost'],
      requirement: ['initial', 'proposal', 'negotiation', 'lost'],
      proposal: ['requirement', 'negotiation', 'won', 'lost'],
      negotiation: ['proposal', 'won', 'lost'],
      won: [],
      lost: ['initial'],
    },
    stamps: { won: 'won_time' },
  },
  board: { field: 'stage', action: 'changeStage', cardFields: ['customer_key', 'amount', 'expected_close_date', 'follower'], sum: 'amount' },
  actions: {
    changeStage: {
      where: ['row'],
      from: { field: 'status', values: ['open'] },
      inputs: { stage: { type: 'dict', dictCode: 'business_stage', required: true, label: 'entity.business.fields.stage' } },
      set: { stage: { input: 'stage' } },
    },
    distribute: {
      where: ['row', 'bulk'],
      from: { field: 'status', values: ['open'] },
      inputs: { follower: { type: 'user', required: true, label: 'entity.business.fields.follower' } },
      set: { follower: { input: 'follower' } },
    },
    cancel: {
      where: ['row', 'bulk'],
      danger: true,
      from: { field: 'status', values: ['open'] },
      inputs: { reason: { type: 'textarea', required: true, max: 200 } },
      set: { status: { value: 'cancelled' }, remark: { input: 'reason' } },
    },
  },
});
