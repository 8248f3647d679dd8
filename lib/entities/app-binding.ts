import { defineEntity } from '@/lib/entity/types';

/** Applications bound to the platform (partner systems opening the workspace with their app key). */
export const appBindingEntity = defineEntity({
  name: 'appBinding',
  table: 'sys_app_binding',
  key: 'binding_key',
  label: 'entity.appBinding.title',
  apiBase: '/api/eis/restful/app/binding',
  scope: 'none',
  rights: { read: 'system-app-binding' },
  titleField: 'app_name',
  fields: {
    app_key: { type: 'text', label: 'entity.appBinding.fields.app_key', required: true, unique: true, max: 64, filter: 'like', pattern: { regex: '^[A-Za-z0-9_-]+$', message: 'entity.appBinding.keyPattern' } },
    app_name: { type: 'text', label: 'entity.appBinding.fields.app_name', required: true, max: 100, filter: 'like' },
    app_url: { type: 'text', label: 'entity.appBinding.fields.app_url', max: 255, pattern: { regex: '^https?://', message: 'entity.appBinding.urlPattern' } },
    status: { type: 'dict', dictCode: 'enable_status', label: 'entity.appBinding.fields.status', required: true, defaultValue: '1', filter: true },
    description: { type: 'textarea', label: 'entity.appBinding.fields.description', max: 500, list: false, form: { span: 2 } },
  },
});
