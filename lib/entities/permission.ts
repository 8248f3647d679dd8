import { defineEntity } from '@/lib/entity/types';

/**
 * Menus and buttons (menu_type 0 directory, 1 page, 2 button) with their route data
 * (docs/architecture.md, "The back office's frame"); name is the stable permission name API calls are checked against.
 */
export const permissionEntity = defineEntity({
  name: 'permission',
  table: 'sys_permission',
  key: 'permission_key',
  label: 'entity.permission.title',
  apiBase: '/api/app/base/app/sys/permission',
  scope: 'none',
  rights: { read: 'system-permission' },
  titleField: 'title',
  defaultSort: { field: 'sort_no', order: 'asc' },
  fields: {
    title: { type: 'text', label: 'entity.permission.fields.title', required: true, max: 100, filter: 'like', messageKeyPrefix: 'menu.' },
    name: { type: 'text', label: 'entity.permission.fields.name', required: true, unique: true, max: 100, filter: 'like' },
    menu_type: { type: 'dict', dictCode: 'menu_type', label: 'entity.permission.fields.menu_type', required: true, defaultValue: '1', display: 'radioButton', filter: true, list: { width: 90 } },
    parent_key: { type: 'ref', entity: 'permission', labelField: 'title', label: 'entity.permission.fields.parent_key', list: false },
    path: { type: 'text', label: 'entity.permission.fields.path', max: 255, filter: 'like' },
    component: { type: 'text', label: 'entity.permission.fields.component', max: 255, list: false },
    redirect: { type: 'text', label: 'entity.permission.fields.redirect', max: 255, list: false },
    icon: { type: 'text', label: 'entity.permission.fields.icon', max: 64, list: { width: 140 } },
    perms: { type: 'text', label: 'entity.permission.fields.perms', max: 255, list: { hiddenByDefault: true } },
    sort_no: { type: 'number', label: 'entity.permission.fields.sort_no', integer: true, min: 0, max: 9999, defaultValue: 0, list: { sortable: true, width: 80 } },
    hidden: { type: 'bool', label: 'entity.permission.fields.hidden', defaultValue: false, list: { width: 80 } },
    always_show: { type: 'bool', label: 'entity.permission.fields.always_show', defaultValue: false, list: false },
    keep_alive: { type: 'bool', label: 'entity.permission.fields.keep_alive', defaultValue: false, list: false },
    internal_or_external: { type: 'bool', label: 'entity.permission.fields.internal_or_external', defaultValue: false, list: false },
    url: { type: 'text', label: 'entity.permission.fields.url', max: 255, list: false },
    route: { type: 'dict', dictCode: 'yes_no', label: 'entity.permission.fields.route', required: true, defaultValue: '1', list: false },
    prevent: { type: 'text', label: 'entity.permission.fields.prevent', max: 255, list: false },
  },
});
