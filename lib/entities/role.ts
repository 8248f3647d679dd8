import { ENGLISH_NAME_MAX } from '@/lib/entity/english-name';
import { defineEntity } from '@/lib/entity/types';

/** Roles (role_code, role_key); admin and leader have a meaning of their own. */
export const roleEntity = defineEntity({
  name: 'role',
  table: 'sys_role',
  key: 'role_key',
  label: 'entity.role.title',
  apiBase: '/api/app/base/sys/role',
  scope: 'none',
  rights: { read: 'system-role' },
  titleField: 'role_name',
  fields: {
    role_code: { type: 'text', label: 'entity.role.fields.role_code', required: true, unique: true, max: 64, filter: 'like', pattern: { regex: '^[A-Za-z][A-Za-z0-9_]*$', message: 'entity.role.codePattern' } },
    role_name: { type: 'text', label: 'entity.role.fields.role_name', required: true, max: 64, filter: 'like' },
    // What English-speaking readers see wherever the role is named; empty shows role_name to them too.
    role_name_en: { type: 'text', label: 'entity.role.fields.role_name_en', max: ENGLISH_NAME_MAX, check: 'englishName', help: 'englishName.hint', list: { width: 160 } },
    description: { type: 'textarea', label: 'entity.role.fields.description', max: 255, form: { span: 2 } },
  },
});
