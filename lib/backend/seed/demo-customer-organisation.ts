import type { Db } from '../db/client';
import { crmCustomerDepartment } from '../db/schema';

/** [key, customer, name, parent, department of the customer] */
const UNITS: [string, string, string, string | null, string][] = [
  ['cdp-demo-01', 'cus-demo-01', '浦江信托总部', null, 'dep-sales-east'],
  ['cdp-demo-02', 'cus-demo-01', '财富管理部', 'cdp-demo-01', 'dep-sales-east'],
  ['cdp-demo-03', 'cus-demo-01', '家族信托中心', 'cdp-demo-02', 'dep-sales-east'],
  ['cdp-demo-04', 'cus-demo-01', '合规风控部', 'cdp-demo-01', 'dep-sales-east'],
  ['cdp-demo-05', 'cus-demo-06', '前海跨境总部', null, 'dep-sales-south'],
  ['cdp-demo-06', 'cus-demo-06', '跨境支付事业部', 'cdp-demo-05', 'dep-sales-south'],
  ['cdp-demo-07', 'cus-demo-06', '运营管理部', 'cdp-demo-05', 'dep-sales-south'],
];

/** The organisation of two demo customers, so the organisation picker and page have a tree to show. */
export async function seedDemoCustomerOrganisation(db: Db): Promise<void> {
  await db.insert(crmCustomerDepartment).values(UNITS.map(([customer_department_key, customer_key, customer_department_name, parent_customer_department_key, belong_depart], sort_no) => ({
    customer_department_key, customer_key, customer_department_name, parent_customer_department_key, belong_depart, sort_no, create_by: 'usr-admin',
  }))).onConflictDoNothing();
}
