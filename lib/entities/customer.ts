import { defineEntity } from '@/lib/entity/types';

/**
 * A customer company (its fields are what a
 * finance CRM keeps): identity (name, short name, unified social credit code), classification
 * (industry, level, source, tags, star rating), where it is, where we stand (status, follower,
 * last follow-up) and whether it lies in the public pool (公海).
 */
export const customerEntity = defineEntity({
  name: 'customer',
  table: 'crm_customer',
  key: 'customer_key',
  apiBase: '/api/crm/customer',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'customer_name',
  // Fifteen kinds of sub-record: the record page shows them in four groups rather than one long row.
  tabGroups: [
    { name: 'contacts', children: ['customerContact', 'follow', 'customerDepartment', 'customerAddress'] },
    { name: 'business', children: ['business', 'order', 'reservation', 'ticket', 'customerProduct'] },
    { name: 'finance', children: ['customerContract', 'customerAccount', 'income'] },
    { name: 'settings', children: ['customerCategory', 'customerConfigCategory', 'customerConfigChannel'] },
  ],
  // A customer is usually entered with the person we deal with there.
  firstChildren: [{ entity: 'customerContact', fields: ['contact_name', 'mobile', 'job_title', 'email'] }],
  duplicates: [{ field: 'customer_name', match: 'companyName' }, { field: 'credit_code', match: 'same' }],
  // Duplicates found too late are merged: contacts, follow-ups and the rest move to the one kept.
  merge: { right: 'crm-customer-merge' },
  cardFields: ['status', 'follower', 'last_follow_time'],
  fields: {
    customer_name: { type: 'text', search: true, required: true, unique: true, max: 100, filter: 'like', list: { width: 200 } },
    short_name: { type: 'text', search: true, max: 50, list: { hiddenByDefault: true } },
    credit_code: { type: 'text', search: true, max: 18, unique: true, check: 'creditCode', filter: 'like', list: { width: 190, hiddenByDefault: true } },
    industry: { type: 'dict', dictCode: 'industry', filter: true, list: { width: 100 } },
    level: { type: 'dict', dictCode: 'customer_level', filter: true, list: { width: 100 } },
    source: { type: 'dict', dictCode: 'customer_source', filter: true, list: { width: 100, hiddenByDefault: true } },
    status: { type: 'dict', dictCode: 'customer_status', required: true, defaultValue: 'potential', filter: true, list: { width: 90 } },
    star: { type: 'number', integer: true, min: 1, max: 5, list: { width: 80, sortable: true } },
    tags: { type: 'multiDict', dictCode: 'customer_tag', list: { width: 160 } },
    region: { type: 'area', filter: true, list: { width: 160 } },
    address: { type: 'text', max: 200, list: { hiddenByDefault: true }, form: { span: 2 } },
    follower: { type: 'user', filter: true, list: { width: 100 } },
    last_follow_time: { type: 'datetime', form: false, list: { width: 160, sortable: true } },
    sign_time: { type: 'datetime', form: false, filter: true, list: { width: 160, sortable: true, hiddenByDefault: true } },
    in_sea: { type: 'bool', defaultValue: false, form: false, filter: true, list: { width: 90 } },
    sea_reason: { type: 'text', max: 200, form: false, list: { hiddenByDefault: true } },
    sea_time: { type: 'datetime', form: false, list: { width: 160, hiddenByDefault: true } },
    remark: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
    // The lead it was converted from (the lead keeps this customer's key too).
    clue_key: { type: 'ref', entity: 'clue', labelField: 'contact_name', form: false, list: { width: 120, hiddenByDefault: true } },
  },
  followUps: { lastTime: 'last_follow_time' },
  // A lost customer can be won back; a signed one can only be lost.
  transitions: {
    field: 'status',
    allowed: { potential: ['following', 'signed', 'lost'], following: ['potential', 'signed', 'lost'], signed: ['lost'], lost: ['following'] },
    stamps: { signed: 'sign_time' },
  },
  actions: {
    changeStatus: {
      where: ['row'],
      from: { field: 'in_sea', values: [false] },
      inputs: { status: { type: 'dict', dictCode: 'customer_status', required: true, label: 'entity.customer.fields.status' } },
      set: { status: { input: 'status' } },
    },
    changeFollower: {
      where: ['row', 'bulk'],
      from: { field: 'in_sea', values: [false] },
      inputs: { follower: { type: 'user', required: true, label: 'entity.customer.fields.follower' } },
      set: { follower: { input: 'follower' } },
    },
    toSea: {
      where: ['row', 'bulk'],
      danger: true,
      from: { field: 'in_sea', values: [false] },
      inputs: { reason: { type: 'textarea', required: true, max: 200 } },
      set: { in_sea: { value: true }, follower: { value: null }, sea_reason: { input: 'reason' }, sea_time: { now: true } },
    },
    claim: {
      where: ['row', 'bulk'],
      right: 'crm-customer-sea',
      from: { field: 'in_sea', values: [true] },
      set: { in_sea: { value: false }, follower: { caller: true }, belong_depart: { callerDepartment: true }, sea_reason: { value: null }, sea_time: { value: null } },
    },
    distribute: {
      where: ['row', 'bulk'],
      right: 'crm-customer-sea-distribute',
      from: { field: 'in_sea', values: [true] },
      inputs: { follower: { type: 'user', required: true, label: 'entity.customer.fields.follower' } },
      set: { in_sea: { value: false }, follower: { input: 'follower' }, belong_depart: { departmentOfUser: 'follower' }, sea_reason: { value: null }, sea_time: { value: null } },
    },
  },
});
