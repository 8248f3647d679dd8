import { defineEntity } from '@/lib/entity/types';

/**
 * 供应商关联: a supplier a resource works with or is bought through (an expert engaged via a
 * consultancy, an institution's licences bought from a reseller). It belongs to the resource, so it
 * is reached as the resource is; the supplier's page lists the same links in a tab of its own.
 */
export const resourceSupplierEntity = defineEntity({
  name: 'resourceSupplier',
  table: 'crm_resource_supplier',
  key: 'correlation_key',
  apiBase: '/api/crm/resource/supplierCorrelation',
  scope: 'department',
  rights: { read: 'resource' },
  titleField: 'supplier_key',
  parent: { entity: 'resource', foreignKey: 'resource_key', onDelete: 'cascade' },
  fields: {
    resource_key: { type: 'ref', entity: 'resource', labelField: 'resource_name', required: true, filter: true, list: { width: 200 } },
    supplier_key: { type: 'ref', entity: 'supplier', labelField: 'supplier_name', required: true, unique: true, uniqueWithin: 'resource_key', filter: true, list: { width: 220 } },
    relation: { type: 'dict', dictCode: 'resource_supplier_relation', required: true, filter: true, list: { width: 130 } },
    since: { type: 'date', list: { width: 120, sortable: true } },
    remark: { type: 'textarea', max: 500, list: false, form: { span: 2 } },
  },
});
