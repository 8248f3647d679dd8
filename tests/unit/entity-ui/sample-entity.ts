import { defineEntity, type FieldType } from '@/lib/entity/types';

/** One field of every type, for tests that must cover the whole registry. */
export const sampleEntity = defineEntity({
  name: 'sample',
  table: 'sample',
  key: 'sample_key',
  label: 'entity.position.title',
  apiBase: '/api/test/sample',
  scope: 'none',
  rights: { read: 'sample-read', delete: 'sample-delete' },
  titleField: 'title',
  fields: {
    title: { type: 'text', label: 'entity.position.fields.name', required: true, max: 20, filter: 'like' },
    notes: { type: 'textarea', label: 'entity.position.fields.description', filter: true },
    rank: { type: 'number', label: 'entity.position.fields.rank', integer: true, filter: true },
    amount: { type: 'money', label: 'entity.position.fields.rank', filter: 'ge' },
    day: { type: 'date', label: 'entity.position.fields.rank', filter: true },
    moment: { type: 'datetime', label: 'entity.position.fields.rank', filter: true },
    level: { type: 'dict', dictCode: 'customer_level', label: 'entity.position.fields.rank', filter: 'in' },
    tags: { type: 'multiDict', dictCode: 'priority', label: 'entity.position.fields.rank' },
    position: { type: 'ref', entity: 'position', labelField: 'name', label: 'entity.position.fields.rank', filter: true },
    owner: { type: 'user', label: 'entity.position.fields.rank', filter: true },
    helpers: { type: 'user', multiple: true, label: 'entity.position.fields.rank' },
    depart: { type: 'department', label: 'entity.position.fields.rank' },
    active: { type: 'bool', label: 'entity.position.fields.rank', filter: true },
    attachment: { type: 'file', label: 'entity.position.fields.rank', maxCount: 2, filter: true },
    photo: { type: 'image', label: 'entity.position.fields.rank' },
    body: { type: 'richText', label: 'entity.position.fields.rank' },
    mobile: { type: 'phone', label: 'entity.position.fields.rank' },
    mail: { type: 'email', label: 'entity.position.fields.rank' },
    region: { type: 'area', label: 'entity.position.fields.rank' },
    secret: { type: 'text', label: 'entity.position.fields.rank', form: { readOnly: true } },
    hidden: { type: 'text', label: 'entity.position.fields.rank', form: false },
  },
});

export const ALL_TYPES: FieldType[] = [
  'text', 'textarea', 'number', 'money', 'date', 'datetime', 'dict', 'multiDict', 'ref', 'user', 'department', 'bool', 'file', 'image', 'richText', 'phone', 'email', 'area',
];
