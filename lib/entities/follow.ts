import { defineEntity } from '@/lib/entity/types';

/** The kinds of record follow-ups are kept for (dictionary follow_subject). */
export const FOLLOW_SUBJECTS = ['clue', 'customer', 'business'] as const;

/**
 * A follow-up (跟进记录): when, how, what was said and when to
 * follow up next, with a lead, a customer or an opportunity alike. Each lives with its subject
 * (its department, its rights, deleted with it) and shows in the subject's timeline; what a
 * follow-up changes on its subject is declared with the subject (`followUps`).
 */
export const followEntity = defineEntity({
  name: 'follow',
  table: 'crm_follow',
  key: 'follow_key',
  apiBase: '/api/crm/follow',
  scope: 'department',
  rights: { read: 'crm-customer' },
  titleField: 'content',
  defaultSort: { field: 'follow_time', order: 'desc' },
  parent: { entities: FOLLOW_SUBJECTS, kindField: 'subject_kind', foreignKey: 'subject_key', onDelete: 'cascade' },
  timeline: { time: 'follow_time', who: 'follower', tag: 'follow_type', text: 'content', more: ['next_follow_time'] },
  fields: {
    subject_kind: { type: 'dict', dictCode: 'follow_subject', required: true, list: { width: 90 } },
    subject_key: { type: 'text', required: true, max: 64, list: false },
    follow_time: { type: 'datetime', required: true, startsNow: true, filter: true, list: { width: 160, sortable: true } },
    follow_type: { type: 'dict', dictCode: 'follow_type', required: true, defaultValue: 'phone', filter: true, list: { width: 90 } },
    content: { type: 'textarea', required: true, max: 2000, form: { span: 2 }, list: { width: 320 } },
    next_follow_time: { type: 'datetime', filter: true, list: { width: 160, sortable: true } },
    follower: { type: 'user', creatorByDefault: true, filter: true, list: { width: 100 } },
  },
});
