import { defineEntity } from '@/lib/entity/types';

/** The company's station info shown on the public site (name, logo, contact). */
export const baseInfoEntity = defineEntity({
  name: 'baseInfo',
  table: 'sys_base_info',
  key: 'info_key',
  label: 'entity.baseInfo.title',
  apiBase: '/api/app/base/app/base/info',
  scope: 'none',
  rights: { read: 'system-base-info' },
  titleField: 'station_name',
  fields: {
    station_name: { type: 'text', label: 'entity.baseInfo.fields.station_name', required: true, max: 64, filter: 'like' },
    station_logo: { type: 'image', label: 'entity.baseInfo.fields.station_logo', maxCount: 1, list: false },
    company_name: { type: 'text', label: 'entity.baseInfo.fields.company_name', max: 100 },
    contact_phone: { type: 'text', label: 'entity.baseInfo.fields.contact_phone', max: 32 },
    contact_email: { type: 'email', label: 'entity.baseInfo.fields.contact_email', list: false },
    address: { type: 'text', label: 'entity.baseInfo.fields.address', max: 255, list: false, form: { span: 2 } },
    icp: { type: 'text', label: 'entity.baseInfo.fields.icp', max: 64, list: false },
    description: { type: 'textarea', label: 'entity.baseInfo.fields.description', max: 1000, list: false, form: { span: 2 } },
  },
});
