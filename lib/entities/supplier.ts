import { defineEntity } from '@/lib/entity/types';

/**
 * A supplier company (供应商; its fields are what
 * a finance company keeps of the firms it buys from): identity (name, unified social credit code),
 * classification (category, industry, level), the person we deal with, where it is, a summary of
 * its bank details for payments (the accounts themselves are sub-records), where we stand with it,
 * and who looks after it. It belongs to a department like a customer; its sub-records follow it.
 */
export const supplierEntity = defineEntity({
  name: 'supplier',
  table: 'crm_supplier',
  key: 'supplier_key',
  apiBase: '/api/crm/supplier',
  scope: 'department',
  rights: { read: 'supplier' },
  titleField: 'supplier_name',
  tabGroups: [
    { name: 'contacts', children: ['supplierContact', 'supplierComment', 'supplierAttachment'] },
    { name: 'business', children: ['supplierPurchase', 'supplierContract', 'resourceSupplier'] },
    { name: 'finance', children: ['supplierAccount', 'supplierTaxRate'] },
    { name: 'settings', children: ['supplierCategory', 'supplierIndustry', 'supplierConfigCategory', 'supplierConfigIndustry'] },
  ],
  // The resources linked to this supplier: the links belong to their resources (lib/entities/resource-supplier.ts).
  // A deleted supplier's links to resources go with it: a link naming no supplier says nothing.
  children: [{ entity: 'resourceSupplier', foreignKey: 'supplier_key', label: 'entity.resourceSupplier.ofSupplier', onDelete: 'cascade' }],
  fields: {
    supplier_name: { type: 'text', search: true, required: true, unique: true, max: 100, filter: 'like', list: { width: 220 } },
    short_name: { type: 'text', search: true, max: 50, list: { hiddenByDefault: true } },
    credit_code: { type: 'text', search: true, max: 18, unique: true, check: 'creditCode', filter: 'like', list: { width: 190, hiddenByDefault: true } },
    category: { type: 'dict', dictCode: 'supplier_category', required: true, filter: true, list: { width: 130 } },
    industry: { type: 'dict', dictCode: 'industry', filter: true, list: { width: 100 } },
    level: { type: 'dict', dictCode: 'supplier_level', filter: true, list: { width: 110 } },
    status: { type: 'dict', dictCode: 'supplier_status', required: true, defaultValue: 'active', filter: true, list: { width: 90 } },
    contact_person: { type: 'text', search: true, max: 50, filter: 'like', list: { width: 100 } },
    contact_phone: { type: 'phone', list: { width: 130 } },
    region: { type: 'area', filter: true, list: { width: 160 } },
    address: { type: 'text', max: 200, list: { hiddenByDefault: true }, form: { span: 2 } },
    bank_summary: { type: 'text', max: 200, list: { hiddenByDefault: true }, form: { span: 2 } },
    owner: { type: 'user', creatorByDefault: true, filter: true, list: { width: 100 } },
    remark: { type: 'textarea', max: 1000, list: false, form: { span: 2 } },
  },
  // A paused supplier may be resumed; a terminated one is taken on again only by pausing it first (a review).
  transitions: {
    field: 'status',
    allowed: { active: ['paused', 'terminated'], paused: ['active', 'terminated'], terminated: ['paused'] },
  },
});
