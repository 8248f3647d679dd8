import { sql } from 'drizzle-orm';
import type { CustomFieldOptions, CustomFieldType } from '@/lib/contract/custom-fields';
import { entityByName } from '@/lib/entities';
import { customFieldDef, CUSTOM_COLUMN_PREFIX, withCustomFields } from '@/lib/entity/custom-fields';
import type { Db } from '../db/client';
import { sysCustomField } from '../db/schema';
import { addColumn, addListIndexes } from '../entity/custom-fields/columns';
import { definitionOf } from '../entity/custom-fields/definitions';
import { backfillComputed } from '../entity/custom-fields/backfill';

type DemoField = { key: string; name: string; label: string; labelEn: string; type: CustomFieldType; options: Partial<CustomFieldOptions> };

/** Fields an administrator of the demo company added to customers (字段管理), with values on some. */
const FIELDS: DemoField[] = [
  { key: 'cfd-demo-sign-entity', name: 'sign_entity', label: '签约主体', labelEn: 'Contracting entity', type: 'text', options: { maxLength: 100, search: true, filter: true, help: '与我方签订合同的法律主体全称', helpEn: 'The full legal name of the party that signs contracts with us' } },
  { key: 'cfd-demo-credit-limit', name: 'credit_limit', label: '授信额度', labelEn: 'Credit limit', type: 'money', options: { minValue: 0, filter: true, sortable: true } },
  { key: 'cfd-demo-contract-total', name: 'contract_total', label: '合同总额', labelEn: 'Contract total', type: 'rollup', options: { resultType: 'money', childEntity: 'customerContract', aggregate: 'sum', childField: 'amount', filter: true, sortable: true } },
  { key: 'cfd-demo-income-total', name: 'income_total', label: '回款合计', labelEn: 'Received', type: 'rollup', options: { resultType: 'money', childEntity: 'income', aggregate: 'sum', childField: 'amount', sortable: true } },
  { key: 'cfd-demo-collection-rate', name: 'collection_rate', label: '回款率(%)', labelEn: 'Collected (%)', type: 'formula', options: { resultType: 'number', expression: 'IF({cf_contract_total} > 0, ROUND({cf_income_total} / {cf_contract_total} * 100, 1), 0)', listShown: false } },
];

const DEFAULTS: CustomFieldOptions = { required: false, integer: false, multiple: false, filter: false, search: false, listShown: true, sortable: false, wide: false, readRoles: [], editRoles: [] };

/** Values of the demo fields, by customer: the entity they sign with and the limit granted. */
const VALUES: [string, string, number][] = [
  ['cus-demo-01', '上海浦江信托有限公司', 5_000_000],
  ['cus-demo-02', '杭州钱塘财富管理有限公司', 3_000_000],
  ['cus-demo-03', '苏州金鸡湖创业投资合伙企业（有限合伙）', 1_200_000],
  ['cus-demo-04', '南京紫金证券经纪有限公司', 800_000],
  ['cus-demo-31', '北京金融街资本运营有限责任公司', 2_500_000],
];

const titleFieldOf = (name: string) => entityByName(name)?.titleField;

/**
 * The demo's added customer fields, each with its column, once (after the demo's contracts and
 * incomes, which its roll-ups read): a field an administrator has since
 * changed, retired or replaced keeps what was done to it, and values are written only where none is.
 */
export async function seedDemoCustomFields(db: Db): Promise<void> {
  const customer = entityByName('customer')!;
  const inserted = await db.insert(sysCustomField).values(FIELDS.map((f, index) => ({
    field_key: f.key, entity: customer.name, column_name: CUSTOM_COLUMN_PREFIX + f.name, label: f.label, label_en: f.labelEn,
    field_type: f.type, options: { ...DEFAULTS, ...f.options }, sort: index + 1, create_by: 'usr-admin', update_by: 'usr-admin',
  }))).onConflictDoNothing().returning();
  if (inserted.length === 0) return;
  const definitions = inserted.map(definitionOf);
  const shaped = withCustomFields(customer, definitions, titleFieldOf);
  for (const definition of definitions) {
    await addColumn(db, customer.table, definition.column, customFieldDef(definition, titleFieldOf));
    await addListIndexes(db, shaped, definition.column);
  }
  // Both were added together (definitions are retired, never deleted): their values go with them.
  if (inserted.length < FIELDS.length) return;
  for (const [key, entity, limit] of VALUES) {
    await db.execute(sql`update crm_customer set cf_sign_entity = coalesce(cf_sign_entity, ${entity}), cf_credit_limit = coalesce(cf_credit_limit, ${limit}) where customer_key = ${key}`);
  }
  // The roll-ups over the demo contracts and incomes, and the rate read from them.
  for (const definition of definitions.filter((d) => d.type === 'rollup' || d.type === 'formula')) await backfillComputed(db, shaped, definition.column);
}
