import { defineEntity } from '@/lib/entity/types';

/**
 * The trades the supplier itself works in (its registered and actual business), each once; one is
 * its main trade. Unlike supplierConfigIndustry this is what the supplier is.
 */
export const supplierIndustryEntity = defineEntity({
  name: 'supplierIndustry',
  table: 'crm_supplier_industry',
  key: 'industry_key',
  apiBase: '/api/crm/supplier/industry',
  scope: 'department',
  rights: { read: 'supplier' },
  titleField: 'industry',
  parent: { entity: 'supplier', foreignKey: 'supplier_key', onDelete: 'cascade' },
  fields: {
    supplier_key: { type: 'ref', entity: 'supplier', labelField: 'supplier_name', required: true, filter: true, list: { width: 200 } },
    industry: { type: 'dict', dictCode: 'industry', required: true, unique: true, uniqueWithin: 'supplier_key', filter: true, list: { width: 120 } },
    is_main: { type: 'bool', defaultValue: false, list: { width: 90 } },
    remark: { type: 'textarea', max: 500, list: { width: 240 }, form: { span: 2 } },
  },
});
