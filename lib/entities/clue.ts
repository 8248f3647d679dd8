import { defineEntity } from '@/lib/entity/types';

/** Where a lead stands (dictionary clue_status). */
export const CLUE_STATUSES = ['new', 'following', 'converted', 'invalid'] as const;
export type ClueStatus = (typeof CLUE_STATUSES)[number];
/** A lead someone still works on: followed up, converted or given up on from here. */
export const OPEN_CLUE_STATUSES: readonly ClueStatus[] = ['new', 'following'];

/** The right over the lead pool: see the pool, distribute its leads, set the distribution rule, delete leads. */
export const CLUE_POOL_RIGHT = 'crm-clue-pool';

/** A lead taken out of the pool and still open: followed up or converted by its follower. */
const WORKED_ON = [{ field: 'in_pool', values: [false] }, { field: 'status', values: OPEN_CLUE_STATUSES }] as const;

/**
 * Sales leads (docs/leads.md). The public site's message board, reseller application and
 * order request land in the pool (no follower yet), where a sales administrator distributes them
 * by hand or a distribution rule does on arrival; a lead a salesperson enters is theirs. Its
 * follower follows it up and converts it into a customer (and an opportunity), or marks it
 * invalid. The lead and the customer keep each other's key.
 */
export const clueEntity = defineEntity({
  name: 'clue',
  table: 'crm_clue',
  key: 'clue_key',
  label: 'entity.clue.title',
  apiBase: '/api/crm/clue',
  scope: 'department',
  rights: { read: 'crm-clue', delete: CLUE_POOL_RIGHT },
  titleField: 'contact_name',
  fields: {
    contact_name: { type: 'text', search: true, required: true, max: 50, filter: 'like' },
    company_name: { type: 'text', search: true, max: 100, filter: 'like', list: { width: 200 } },
    mobile: { type: 'phone', search: true, required: true, filter: 'like', list: { width: 130 } },
    email: { type: 'email', list: { hiddenByDefault: true } },
    source: { type: 'dict', dictCode: 'clue_source', required: true, defaultValue: 'manual', filter: true, list: { width: 100 } },
    channel_key: { type: 'ref', entity: 'channel', labelField: 'channel_name', filter: true, list: { width: 120, hiddenByDefault: true } },
    activity_key: { type: 'ref', entity: 'activity', labelField: 'activity_name', filter: true, list: { width: 160, hiddenByDefault: true } },
    intention: { type: 'text', max: 100, list: { width: 160 } },
    region: { type: 'area', filter: true, list: { width: 140, hiddenByDefault: true } },
    content: { type: 'textarea', max: 2000, form: { span: 2 } },
    status: { type: 'dict', dictCode: 'clue_status', required: true, defaultValue: 'new', filter: true, form: false, list: { width: 90 } },
    follower: { type: 'user', filter: true, form: false, list: { width: 100 } },
    in_pool: { type: 'bool', defaultValue: true, form: false, list: { width: 90, hiddenByDefault: true } },
    distribute_time: { type: 'datetime', form: false, list: { width: 160, sortable: true, hiddenByDefault: true } },
    last_follow_time: { type: 'datetime', form: false, list: { width: 160, sortable: true } },
    next_follow_time: { type: 'datetime', form: false, list: { width: 160, sortable: true } },
    invalid_reason: { type: 'text', max: 200, form: false, list: { hiddenByDefault: true } },
    customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name', form: false, list: { width: 180, hiddenByDefault: true } },
    business_key: { type: 'ref', entity: 'business', labelField: 'business_name', form: false, list: { width: 180, hiddenByDefault: true } },
    convert_time: { type: 'datetime', form: false, filter: true, list: { width: 160, hiddenByDefault: true } },
  },
  // A converted or invalid lead is done with; statuses move only through the actions below.
  transitions: { field: 'status', allowed: { new: ['following', 'converted', 'invalid'], following: ['converted', 'invalid'], converted: [], invalid: [] } },
  followUps: {
    lastTime: 'last_follow_time',
    nextTime: 'next_follow_time',
    advance: { field: 'status', from: ['new'], to: 'following' },
    openWhile: WORKED_ON,
  },
  actions: {
    followUp: {
      where: ['row'],
      from: WORKED_ON,
      inputs: {
        follow_type: { type: 'dict', dictCode: 'follow_type', required: true, defaultValue: 'phone', label: 'entity.follow.fields.follow_type' },
        content: { type: 'textarea', required: true, max: 2000, label: 'entity.follow.fields.content' },
        next_follow_time: { type: 'datetime', label: 'entity.follow.fields.next_follow_time' },
      },
      set: { status: { value: 'following' } },
    },
    convert: {
      where: ['row'],
      from: WORKED_ON,
      inputs: {
        customer_name: { type: 'text', max: 100 },
        customer_key: { type: 'ref', entity: 'customer', labelField: 'customer_name' },
        business_name: { type: 'text', max: 100 },
        amount: { type: 'money', min: 0, label: 'entity.business.fields.amount' },
        expected_close_date: { type: 'date', label: 'entity.business.fields.expected_close_date' },
        // Filled in by the conversion itself (the opportunity it opened), never asked for.
        business_key: { type: 'ref', entity: 'business', labelField: 'business_name', form: false },
      },
      prefill: { customer_name: 'company_name' },
      set: { status: { value: 'converted' }, convert_time: { now: true }, customer_key: { input: 'customer_key' }, business_key: { input: 'business_key' } },
    },
    invalid: {
      where: ['row', 'bulk'],
      danger: true,
      from: { field: 'status', values: OPEN_CLUE_STATUSES },
      inputs: { reason: { type: 'textarea', required: true, max: 200 } },
      set: { status: { value: 'invalid' }, invalid_reason: { input: 'reason' } },
    },
    changeFollower: {
      where: ['row', 'bulk'],
      from: WORKED_ON,
      inputs: { follower: { type: 'user', required: true, label: 'entity.clue.fields.follower' } },
      set: { follower: { input: 'follower' }, belong_depart: { departmentOfUser: 'follower' } },
    },
  },
});
