import { and, eq } from 'drizzle-orm';
import type { ListViewSettings } from '@/lib/contract/list-views';
import type { Db } from '../db/client';
import { sysCustomField, sysListView, sysSetting } from '../db/schema';

type DemoView = typeof sysListView.$inferInsert;

const TABLE: ListViewSettings = { kind: 'table', columns: [], filters: {}, filterValues: {}, advanced: null, sort: null, groupBy: null, boardField: null };

/** The demo's added field the key-customer view filters and sorts by (./demo-custom-fields.ts). */
const CREDIT_LIMIT_FIELD = 'cfd-demo-credit-limit';

/**
 * 张伟's key customers: those granted a credit limit of a million or more, the largest first,
 * shared with the sales administrators and the sales department (its groups below included).
 */
const KEY_CUSTOMERS: DemoView = {
  view_key: 'lvw-demo-key-customers',
  entity: 'customer',
  owner_key: 'usr-leader',
  name: '重点客户',
  settings: {
    ...TABLE,
    columns: [
      { name: 'customer_name', width: 240 }, { name: 'level' }, { name: 'status' }, { name: 'cf_credit_limit', width: 150 },
      { name: 'cf_contract_total' }, { name: 'follower' }, { name: 'last_follow_time' },
    ],
    filters: { cf_credit_limit_begin: '1000000' },
    filterValues: { cf_credit_limit: [1000000, null] },
    sort: { column: 'cf_credit_limit', order: 'desc' },
  },
  shared: true,
  share_roles: ['sales_admin'],
  share_departments: ['dep-sales'],
};

/** 李娜's board of the open opportunities by stage, shared with her department and the leaders. */
const OPPORTUNITY_BOARD: DemoView = {
  view_key: 'lvw-demo-business-board',
  entity: 'business',
  owner_key: 'usr-sales',
  name: '商机看板',
  settings: { ...TABLE, kind: 'board', boardField: 'stage', filters: { status: 'open' }, filterValues: { status: ['open'] }, sort: { column: 'amount', order: 'desc' } },
  shared: true,
  share_roles: ['leader'],
  share_departments: ['dep-sales'],
};

/** 李娜's own table of opportunities grouped by stage (not her default: her lists open as they always have). */
const BY_STAGE: DemoView = {
  view_key: 'lvw-demo-business-by-stage',
  entity: 'business',
  owner_key: 'usr-sales',
  name: '按阶段查看',
  settings: {
    ...TABLE,
    columns: [{ name: 'business_name' }, { name: 'customer_key' }, { name: 'amount' }, { name: 'win_rate' }, { name: 'expected_close_date' }, { name: 'status' }],
    sort: { column: 'expected_close_date', order: 'asc' },
    groupBy: 'stage',
  },
  shared: false,
  share_roles: [],
  share_departments: [],
};

/** Written with the views: a view its owner deleted since is not handed back on the next start. */
const SEEDED_MARK = 'demoListViewsSeeded';

/**
 * A few saved list views, so 视图 offers something on a fresh start: fixed keys, written once. The
 * key-customer view needs the demo's credit limit field, and is left out where it is no longer in use.
 */
export async function seedDemoListViews(db: Db): Promise<void> {
  const [first] = await db.insert(sysSetting).values({ setting_key: SEEDED_MARK, value: { seeded: true } }).onConflictDoNothing().returning({ key: sysSetting.setting_key });
  if (!first) return;
  const [creditLimit] = await db.select({ key: sysCustomField.field_key }).from(sysCustomField)
    .where(and(eq(sysCustomField.field_key, CREDIT_LIMIT_FIELD), eq(sysCustomField.state, 'active'))).limit(1);
  const views = creditLimit ? [KEY_CUSTOMERS, OPPORTUNITY_BOARD, BY_STAGE] : [OPPORTUNITY_BOARD, BY_STAGE];
  await db.insert(sysListView).values(views).onConflictDoNothing();
}
