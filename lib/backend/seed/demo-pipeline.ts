import type { Db } from '../db/client';
import { crmBusiness, crmOrder, crmOrderLine, crmReservation } from '../db/schema';
import { businessDayFromToday, atBusinessHour } from './demo-days';

const DAY = 24 * 60 * 60 * 1000;
const dayText = businessDayFromToday;
/** A whole hour `days` from now, so booked times read naturally. */
const atHour = atBusinessHour;

/**
 * More opportunities, so the board has a card in every stage (the first ones are seeded with the
 * customers' activity): [key, customer, department, name, amount, stage, win rate, close in days, follower].
 */
const OPPORTUNITIES: [string, string, string, string, number, string, number, number, string][] = [
  ['biz-demo-06', 'cus-demo-16', 'dep-sales-east', '陆家嘴资管估值核算系统', 1560000, 'won', 100, -12, 'usr-sales'],
  ['biz-demo-07', 'cus-demo-13', 'dep-sales-east', '太湖保理应收账款平台', 420000, 'negotiation', 70, 15, 'usr-sales'],
  ['biz-demo-08', 'cus-demo-15', 'dep-sales-east', '徽商财富投顾工作台', 260000, 'initial', 10, 75, 'usr-sales'],
  ['biz-demo-09', 'cus-demo-04', 'dep-sales-east', '紫金证券适当性管理升级', 180000, 'lost', 0, -30, 'usr-sales'],
  ['biz-demo-10', 'cus-demo-20', 'dep-sales-south', '越秀租赁资产管理平台', 2350000, 'won', 100, -5, 'usr-leader'],
  ['biz-demo-11', 'cus-demo-19', 'dep-sales-south', '南山小贷风控模型服务', 530000, 'negotiation', 65, 25, 'usr-leader'],
  ['biz-demo-12', 'cus-demo-08', 'dep-sales-south', '松山湖科金数据中台', 760000, 'requirement', 35, 50, 'usr-leader'],
];

/** [key, customer, department, order date in days, maker, status] */
const ORDERS: [string, string, string, number, string, string][] = [
  ['ord-demo-01', 'cus-demo-16', 'dep-sales-east', -10, 'usr-sales', 'confirmed'],
  ['ord-demo-02', 'cus-demo-01', 'dep-sales-east', -3, 'usr-sales', 'draft'],
  ['ord-demo-03', 'cus-demo-20', 'dep-sales-south', -20, 'usr-leader', 'completed'],
];

/** [key, order, department, product, quantity, unit price, days ago entered] */
const LINES: [string, string, string, string, number, number, number][] = [
  ['oln-demo-01', 'ord-demo-01', 'dep-sales-east', '估值核算系统软件许可', 1, 980000, 10],
  ['oln-demo-02', 'ord-demo-01', 'dep-sales-east', '实施服务（人天）', 120, 3800, 10],
  ['oln-demo-03', 'ord-demo-01', 'dep-sales-east', '年度运维服务', 1, 124000.5, 9],
  ['oln-demo-04', 'ord-demo-02', 'dep-sales-east', '家族信托模块许可', 2, 88000, 3],
  ['oln-demo-05', 'ord-demo-02', 'dep-sales-east', '数据迁移服务', 1, 19999.99, 3],
  ['oln-demo-06', 'ord-demo-03', 'dep-sales-south', '资产管理平台订阅（年）', 3, 650000, 20],
  ['oln-demo-07', 'ord-demo-03', 'dep-sales-south', '定制报表开发', 8, 12500, 20],
];

/** [key, customer, department, subject, visit in days, hour, negotiators, place, receptionist, status] */
const RESERVATIONS: [string, string, string, string, number, number, string, string, string, string][] = [
  ['rsv-demo-01', 'cus-demo-02', 'dep-sales-east', '平台演示与需求沟通', 2, 10, '周明；陈静；刘洋', '上海总部3号会议室', 'usr-sales', 'booked'],
  ['rsv-demo-02', 'cus-demo-13', 'dep-sales-east', '商务条款谈判', 5, 14, '王磊；赵婷', '上海总部1号会议室', 'usr-sales', 'booked'],
  ['rsv-demo-03', 'cus-demo-16', 'dep-sales-east', '项目启动会', -6, 9, '孙伟；李娟；何平', '上海总部大会议室', 'usr-sales', 'arrived'],
  ['rsv-demo-04', 'cus-demo-19', 'dep-sales-south', '风控模型方案评审', 3, 15, '郑凯', '深圳分部会议室', 'usr-leader', 'booked'],
  ['rsv-demo-05', 'cus-demo-08', 'dep-sales-south', '数据中台参观', -2, 10, '黄晓；林峰', '深圳分部展厅', 'usr-leader', 'cancelled'],
];

/** Cents as the amount of money they are (exact: the cents are whole). */
const money = (cents: number) => cents / 100;

/** Opportunities in every stage, orders with their lines and totals, reservations; fixed keys, so a second run adds nothing. */
export async function seedDemoPipeline(db: Db): Promise<void> {
  await db.insert(crmBusiness).values(OPPORTUNITIES.map(([business_key, customer_key, belong_depart, business_name, amount, stage, win_rate, closeIn, follower]) => ({
    business_key, customer_key, belong_depart, business_name, amount, stage, win_rate, expected_close_date: dayText(closeIn), follower, status: 'open', create_by: follower,
    // Won on the day it closed, as moving it to 赢单 would have stamped it.
    won_time: stage === 'won' ? atHour(closeIn, 16) : null,
  }))).onConflictDoNothing();
  const lineCents = (quantity: number, price: number) => quantity * Math.round(price * 100);
  await db.insert(crmOrder).values(ORDERS.map(([order_key, customer_key, belong_depart, dateIn, order_maker, status], index) => ({
    // Numbered as a saved order is (order-behaviour.ts): DD, the date and time, four characters.
    order_no: `DD${dayText(dateIn).replace(/-/g, '')}093000DM0${index + 1}`,
    order_key, customer_key, belong_depart, order_date: dayText(dateIn), order_maker, status, create_by: order_maker,
    confirm_time: status === 'confirmed' || status === 'completed' ? atHour(dateIn, 11) : null,
    total_amount: money(LINES.filter((l) => l[1] === order_key).reduce((sum, [, , , , quantity, price]) => sum + lineCents(quantity, price), 0)),
  }))).onConflictDoNothing();
  await db.insert(crmOrderLine).values(LINES.map(([line_key, order_key, belong_depart, product_name, quantity, unit_price, daysAgo], index) => ({
    line_key, order_key, belong_depart, product_name, quantity, unit_price, amount: money(lineCents(quantity, unit_price)),
    // A second apart, so the lines read in the order listed.
    create_time: new Date(Date.now() - daysAgo * DAY + index * 1000), create_by: 'usr-admin',
  }))).onConflictDoNothing();
  await db.insert(crmReservation).values(RESERVATIONS.map(([reservation_key, customer_key, belong_depart, subject, visitIn, hour, negotiators, place, receptionist, status]) => ({
    reservation_key, customer_key, belong_depart, subject, visit_time: atHour(visitIn, hour), negotiators, place, receptionist, status,
    arrival_time: status === 'arrived' ? atHour(visitIn, hour) : null, create_by: receptionist,
  }))).onConflictDoNothing();
}
