import type { Db } from '../db/client';
import { crmBusiness, crmFollow, crmTicket } from '../db/schema';
import { businessDayFromToday } from './demo-days';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const dayText = businessDayFromToday;

/** [key, customer, department, days ago, type, content, follower] */
const FOLLOWS: [string, string, string, number, string, string, string][] = [
  ['fol-demo-01', 'cus-demo-01', 'dep-sales-east', 2, 'visit', '上门沟通年度续约，客户希望增加家族信托模块。', 'usr-sales'],
  ['fol-demo-02', 'cus-demo-01', 'dep-sales-east', 16, 'phone', '确认续约预算已通过内部审批。', 'usr-sales'],
  ['fol-demo-03', 'cus-demo-02', 'dep-sales-east', 5, 'wechat', '发送产品白皮书，约定下周演示。', 'usr-sales'],
  ['fol-demo-04', 'cus-demo-03', 'dep-sales-east', 12, 'meeting', '与投资团队讨论投后管理需求。', 'usr-sales'],
  ['fol-demo-05', 'cus-demo-06', 'dep-sales-south', 3, 'visit', '评审跨境收付款方案，客户要求补充合规说明。', 'usr-leader'],
  ['fol-demo-06', 'cus-demo-07', 'dep-sales-south', 8, 'meeting', '峰会后交流零售银行数字化需求。', 'usr-leader'],
  ['fol-demo-07', 'cus-demo-08', 'dep-sales-south', 20, 'phone', '说明报价构成，客户内部比价中。', 'usr-leader'],
  ['fol-demo-08', 'cus-demo-29', 'dep-project', 10, 'meeting', '与资本运营部讨论投后数据平台。', 'usr-leader'],
  ['fol-demo-09', 'cus-demo-31', 'dep-project', 35, 'phone', '客户来电咨询数据平台报价。', 'usr-leader'],
];

/** [key, customer, department, name, amount, stage, win rate, close in days, follower] */
const OPPORTUNITIES: [string, string, string, string, number, string, number, number, string][] = [
  ['biz-demo-01', 'cus-demo-01', 'dep-sales-east', '浦江信托2027年度续约', 860000, 'negotiation', 80, 20, 'usr-sales'],
  ['biz-demo-02', 'cus-demo-01', 'dep-sales-east', '家族信托管理模块', 320000, 'proposal', 50, 45, 'usr-sales'],
  ['biz-demo-03', 'cus-demo-02', 'dep-sales-east', '钱塘财富客户管理平台', 450000, 'requirement', 30, 60, 'usr-sales'],
  ['biz-demo-04', 'cus-demo-06', 'dep-sales-south', '跨境收付款合规系统', 1200000, 'proposal', 60, 30, 'usr-leader'],
  ['biz-demo-05', 'cus-demo-07', 'dep-sales-south', '零售银行营销中台', 980000, 'initial', 20, 90, 'usr-leader'],
];

/** [key, customer, department, subject, type, priority, status, handler] */
const TICKETS: [string, string, string, string, string, string, string, string][] = [
  ['tic-demo-01', 'cus-demo-01', 'dep-sales-east', '报表导出缺少季度汇总', 'request', 'NORMAL', 'processing', 'usr-sales'],
  ['tic-demo-02', 'cus-demo-01', 'dep-sales-east', '审批流程通知未送达', 'fault', 'HIGHT', 'open', 'usr-admin'],
  ['tic-demo-03', 'cus-demo-06', 'dep-sales-south', '咨询跨境业务数据留存期限', 'consult', 'LOW', 'done', 'usr-leader'],
];

/** Follow-ups, opportunities and tickets of the demo customers; fixed keys, so a second run adds nothing. */
export async function seedDemoCustomerActivity(db: Db): Promise<void> {
  await db.insert(crmFollow).values(FOLLOWS.map(([follow_key, customer_key, belong_depart, days, follow_type, content, follower]) => ({
    follow_key, subject_kind: 'customer', subject_key: customer_key, belong_depart, follow_time: daysAgo(days), follow_type, content, follower, create_by: follower,
  }))).onConflictDoNothing();
  await db.insert(crmBusiness).values(OPPORTUNITIES.map(([business_key, customer_key, belong_depart, business_name, amount, stage, win_rate, closeIn, follower]) => ({
    business_key, customer_key, belong_depart, business_name, amount, stage, win_rate, expected_close_date: dayText(closeIn), follower, status: 'open', create_by: follower,
  }))).onConflictDoNothing();
  await db.insert(crmTicket).values(TICKETS.map(([ticket_key, customer_key, belong_depart, subject, ticket_type, priority, status, handler]) => ({
    ticket_key, customer_key, belong_depart, subject, ticket_type, priority, status, handler, create_by: 'usr-admin',
  }))).onConflictDoNothing();
}
