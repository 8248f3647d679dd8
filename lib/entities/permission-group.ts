import { defineEntity } from '@/lib/entity/types';

/** A named group of users sharing a set of menus and buttons, on top of their roles. */
export const permissionGroupEntity = defineEntity({
  name: 'permissionGroup',
  table: 'sys_permission_group',
  key: 'group_key',
  label: 'entity.permissionGroup.title',
  apiBase: '/api/app/base/app/sys/permission/group',
  scope: 'none',
  rights: { read: 'system-permission-group' },
  titleField: 'group_name',
  fields: {
    group_name: { type: 'text', label: 'entity.permissionGroup.fields.group_name', required: true, unique: true, max: 64, filter: 'like' },
    member_keys: { type: 'user', multiple: true, label: 'entity.permissionGroup.fields.member_keys', form: { span: 2 } },
    permission_keys: { type: 'ref', entity: 'permission', labelField: 'title', multiple: true, label: 'entity.permissionGroup.fields.permission_keys', list: false, form: { span: 2 } },
    description: { type: 'textarea', label: 'entity.permissionGroup.fields.description', max: 500, list: false, form: { span: 2 } },
  },
});
