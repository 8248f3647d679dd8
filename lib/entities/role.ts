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
    description: { type: 'textarea', label: 'entity.role.fields.description', max: 255, form: { span: 2 } },
  },
});
