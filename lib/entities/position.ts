import { defineEntity } from '@/lib/entity/types';

/** Positions (岗位): position_key, code, name, rank. */
export const positionEntity = defineEntity({
  name: 'position',
  table: 'sys_position',
  key: 'position_key',
  label: 'entity.position.title',
  apiBase: '/api/app/base/sys/position',
  scope: 'none',
  rights: { read: 'system-position' },
  titleField: 'name',
  fields: {
    code: { type: 'text', label: 'entity.position.fields.code', required: true, unique: true, max: 32, filter: 'like', pattern: { regex: '^[A-Za-z0-9_-]+$', message: 'entity.position.codePattern' } },
    name: { type: 'text', label: 'entity.position.fields.name', required: true, max: 64, filter: 'like' },
    rank: { type: 'number', label: 'entity.position.fields.rank', integer: true, min: 1, max: 99, list: { sortable: true } },
    description: { type: 'textarea', label: 'entity.position.fields.description', max: 500, list: false, form: { span: 2 } },
  },
});
