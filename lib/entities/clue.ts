import { defineEntity } from '@/lib/entity/types';

/** Where a lead came from: the public site's forms, or a salesperson entering it. */
export const CLUE_SOURCES = ['board', 'proxy', 'partnerPay', 'manual'] as const;
export type ClueSource = (typeof CLUE_SOURCES)[number];

/**
 * Sales leads (spec-2 §2.2 clue). The public site's message board, reseller application and
 * order request land here in the pool (no follower yet); sales staff take them from there.
 */
export const clueEntity = defineEntity({
  name: 'clue',
  table: 'crm_clue',
  key: 'clue_key',
  label: 'entity.clue.title',
  apiBase: '/api/crm/clue',
  scope: 'none',
  rights: { read: 'crm-clue-pool' },
  titleField: 'contact_name',
  fields: {
    contact_name: { type: 'text', label: 'entity.clue.fields.contact_name', required: true, max: 50, filter: 'like' },
    company_name: { type: 'text', label: 'entity.clue.fields.company_name', max: 100, filter: 'like' },
    mobile: { type: 'phone', label: 'entity.clue.fields.mobile', required: true, filter: 'like', list: { width: 130 } },
    email: { type: 'email', label: 'entity.clue.fields.email', list: { hiddenByDefault: true } },
    source: { type: 'dict', dictCode: 'clue_source', label: 'entity.clue.fields.source', required: true, defaultValue: 'manual', filter: true, list: { width: 100 } },
    intention: { type: 'text', label: 'entity.clue.fields.intention', max: 100, list: { width: 160 } },
    region: { type: 'area', label: 'entity.clue.fields.region', filter: true, list: { hiddenByDefault: true } },
    content: { type: 'textarea', label: 'entity.clue.fields.content', max: 2000, form: { span: 2 } },
    status: { type: 'dict', dictCode: 'clue_status', label: 'entity.clue.fields.status', required: true, defaultValue: 'new', filter: true, list: { width: 90 } },
    follower: { type: 'user', label: 'entity.clue.fields.follower', filter: true, list: { width: 100 } },
  },
});
