import { defineEntity } from '@/lib/entity/types';

/**
 * The industries of our customers the supplier is set up to serve for us (a data vendor cleared
 * for banking and securities work, say), each once, with the qualification that clears it and
 * whether it is in use. Unlike supplierIndustry this is where we may use the supplier, not the
 * supplier's own trade.
 */
export const supplierConfigIndustryEntity = defineEntity({
  name: 'supplierConfigIndustry',
  table: 'crm_supplier_config_industry',
  key: 'config_industry_key',
  apiBase: '/api/crm/supplier/config/industry',
  scope: 'department',
  rights: { read: 'supplier' },
  titleField: 'industry',
  parent: { entity: 'supplier', foreignKey: 'supplier_key', onDelete: 'cascade' },
  fields: {
    supplier_key: { type: 'ref', entity: 'supplier', labelField: 'supplier_name', required: true, filter: true, list: { width: 200 } },
    industry: { type: 'dict', dictCode: 'industry', required: true, unique: true, uniqueWithin: 'supplier_key', filter: true, list: { width: 120 } },
    qualification: { type: 'text', max: 100, list: { width: 200 } },
    status: { type: 'dict', dictCode: 'enable_status', required: true, defaultValue: '1', filter: true, list: { width: 90 } },
    remark: { type: 'textarea', max: 500, list: { hiddenByDefault: true }, form: { span: 2 } },
  },
});
