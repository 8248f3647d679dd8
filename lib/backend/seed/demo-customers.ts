import { creditCodeCheckCharacter } from '@/lib/entity/credit-code';
import type { Db } from '../db/client';
import { crmCustomer, crmCustomerContact, crmCustomerContactVisit } from '../db/schema';
import { seedDemoCustomerSubrecords } from './demo-customer-subrecords';

type Customer = typeof crmCustomer.$inferInsert;

/** A well-formed credit code for a demo company: its check character computed, not invented. */
function creditCode(body: string): string {
  return `${body}${creditCodeCheckCharacter(body)}`;
}

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/** [key, name, short name, credit code body ('' for none), industry, level, source, status, star, tags, region, department, follower, days since follow-up] */
type Row = [string, string, string, string, string, string, string, string, number, string, string, string, string | null, number | null];

const CUSTOMERS: Row[] = [
  ['cus-demo-01', '上海浦江信托有限公司', '浦江信托', '91310000MA1FL5A2K', 'trust', 'A', 'referral', 'signed', 5, 'key_account,state_owned', '310000,310100,310115', 'dep-sales-east', 'usr-sales', 2],
  ['cus-demo-02', '杭州钱塘财富管理有限公司', '钱塘财富', '91330100MA2B7C3XQ', 'finance', 'A', 'exhibition', 'following', 4, 'high_net_worth', '330000,330100,330106', 'dep-sales-east', 'usr-sales', 5],
  ['cus-demo-03', '苏州金鸡湖创业投资有限公司', '金鸡湖创投', '91320500MA1MNP4Q6', 'finance', 'B', 'site', 'following', 3, '', '320000,320500,320571', 'dep-sales-east', 'usr-sales', 12],
  ['cus-demo-04', '南京紫金证券经纪有限公司', '紫金证券', '91320100MA1XY07D3', 'securities', 'B', 'call', 'potential', 2, 'listed', '320000,320100,320102', 'dep-sales-east', 'usr-sales', 40],
  ['cus-demo-05', '宁波港城保险代理有限公司', '港城保险', '91330200MA2CD8E1P', 'insurance', 'C', 'partner', 'potential', 2, '', '330000,330200,330203', 'dep-sales-east', null, null],
  ['cus-demo-06', '深圳前海跨境金融服务有限公司', '前海跨境', '91440300MA5FG9H2N', 'finance', 'A', 'referral', 'signed', 5, 'key_account,cross_border', '440000,440300,440305', 'dep-sales-south', 'usr-leader', 3],
  ['cus-demo-07', '广州珠江银行股份有限公司', '珠江银行', '91440100MA59JK3LR', 'bank', 'A', 'exhibition', 'following', 4, 'state_owned,listed', '440000,440100,440104', 'dep-sales-south', 'usr-leader', 8],
  ['cus-demo-08', '东莞松山湖科技金融有限公司', '松山湖科金', '91441900MA4WPQ5R8', 'tech', 'B', 'site', 'following', 3, '', '440000,441900,441900', 'dep-sales-south', 'usr-leader', 20],
  ['cus-demo-09', '佛山顺德家族办公室有限公司', '顺德家办', '91440600MA53RT6UH', 'finance', 'B', 'referral', 'lost', 1, 'high_net_worth', '440000,440600,440606', 'dep-sales-south', null, 95],
  ['cus-demo-10', '广州天河数字科技有限公司', '天河数科', '91440101MA5CU07WB', 'software', 'C', 'call', 'potential', 1, '', '440000,440100,440106', 'dep-finance', 'usr-finance', 30],
  ['cus-demo-11', '珠海横琴融资租赁有限公司', '横琴租赁', '91440400MA54XY8AM', 'finance', 'B', 'partner', 'potential', 3, 'cross_border', '440000,440400,440402', 'dep-sales-south', null, 60],
  ['cus-demo-12', '厦门鹭岛私募基金管理有限公司', '鹭岛私募', '91350200MA31BC9D2', 'finance', 'C', 'site', 'potential', 2, '', '350000,350200,350203', 'dep-sales-east', null, 75],
  ['cus-demo-13', '无锡太湖商业保理有限公司', '太湖保理', '91320200MA1WX3K4Q', 'finance', 'B', 'call', 'following', 3, '', '320000,320200,320214', 'dep-sales-east', 'usr-sales', 9],
  ['cus-demo-14', '常州龙城小额贷款股份有限公司', '龙城小贷', '91320400MA1PQ6R2T', 'finance', 'C', 'site', 'potential', 2, '', '320000,320400,320402', 'dep-sales-east', 'usr-sales', 25],
  ['cus-demo-15', '合肥徽商财富管理有限公司', '徽商财富', '91340100MA2N7B5C8', 'finance', 'B', 'referral', 'following', 3, 'high_net_worth', '340000,340100,340104', 'dep-sales-east', 'usr-sales', 14],
  ['cus-demo-16', '上海陆家嘴资产管理有限公司', '陆家嘴资管', '91310115MA1H8D6E3', 'finance', 'A', 'exhibition', 'signed', 5, 'key_account', '310000,310100,310115', 'dep-sales-east', 'usr-sales', 1],
  ['cus-demo-17', '绍兴越城融资担保有限公司', '越城担保', '91330600MA2JK7L9M', 'finance', 'C', 'partner', 'lost', 1, '', '330000,330600,330602', 'dep-sales-east', null, 120],
  ['cus-demo-18', '温州瓯江民间资本管理有限公司', '瓯江资本', '91330300MA2HJ8N1P', 'finance', 'C', 'call', 'potential', 2, '', '330000,330300,330302', 'dep-sales-east', 'usr-sales', 33],
  ['cus-demo-19', '深圳南山科技小额贷款有限公司', '南山小贷', '91440300MA5G2Q3R4', 'tech', 'B', 'site', 'following', 3, '', '440000,440300,440305', 'dep-sales-south', 'usr-leader', 6],
  ['cus-demo-20', '广州越秀融资租赁有限公司', '越秀租赁', '91440101MA5D4T6U7', 'finance', 'A', 'referral', 'signed', 4, 'state_owned', '440000,440100,440104', 'dep-sales-south', 'usr-leader', 4],
  ['cus-demo-21', '中山火炬商业银行股份有限公司', '火炬银行', '91442000MA4X5W7Y8', 'bank', 'B', 'exhibition', 'following', 3, '', '440000,442000,442000', 'dep-sales-south', 'usr-leader', 11],
  ['cus-demo-22', '惠州大亚湾证券服务有限公司', '大亚湾证券', '91441300MA4Y6A8B9', 'securities', 'C', 'call', 'potential', 2, '', '440000,441300,441302', 'dep-sales-south', null, 70],
  ['cus-demo-23', '汕头潮商保险经纪有限公司', '潮商保险', '91440500MA4X7C9D1', 'insurance', 'C', 'partner', 'potential', 1, '', '440000,440500,440507', 'dep-sales-south', 'usr-leader', 28],
  ['cus-demo-24', '南宁北部湾跨境金融服务有限公司', '北部湾跨境', '91450100MA5K8E1F2', 'finance', 'B', 'referral', 'following', 4, 'cross_border', '450000,450100,450103', 'dep-sales-south', 'usr-leader', 17],
  ['cus-demo-25', '海口自贸港私募基金管理有限公司', '自贸港私募', '91460100MA5T9G2H3', 'finance', 'B', 'exhibition', 'potential', 3, 'cross_border', '460000,460100,460106', 'dep-sales-south', null, 80],
  ['cus-demo-26', '广州羊城金融信息服务有限公司', '羊城金信', '91440106MA5E1J3K4', 'software', 'C', 'site', 'following', 2, '', '440000,440100,440106', 'dep-finance', 'usr-finance', 7],
  ['cus-demo-27', '佛山南海产业投资基金有限公司', '南海产投', '91440605MA53L4M5N', 'finance', 'A', 'referral', 'signed', 5, 'state_owned', '440000,440600,440605', 'dep-finance', 'usr-finance', 3],
  ['cus-demo-28', '珠海华发财富管理有限公司', '华发财富', '91440400MA55N6P7Q', 'finance', 'B', 'call', 'potential', 2, '', '440000,440400,440402', 'dep-finance', 'usr-finance', 45],
  ['cus-demo-29', '北京金融街资本运营有限公司', '金融街资本', '91110102MA01R8T9U', 'finance', 'A', 'exhibition', 'following', 4, 'key_account,state_owned', '110000,110100,110102', 'dep-project', 'usr-leader', 10],
  ['cus-demo-30', '成都天府农商银行股份有限公司', '天府农商行', '91510100MA6C1W2X3', 'bank', 'B', 'partner', 'potential', 3, '', '510000,510100,510104', 'dep-project', null, 65],
  // The same company entered twice (有限责任公司 for 有限公司, no credit code): the list's 合并 joins it with cus-demo-29.
  ['cus-demo-31', '北京金融街资本运营有限责任公司', '金融街资本', '', 'finance', 'B', 'site', 'potential', 3, '', '110000,110100,110102', 'dep-project', 'usr-leader', 35],
];

/** [contact key, customer key, name, sex, job title, mobile, primary] */
const CONTACTS: [string, string, string, string, string, string, boolean][] = [
  ['con-demo-01', 'cus-demo-01', '陈静', '2', '财富管理部总监', '13901000001', true],
  ['con-demo-02', 'cus-demo-01', '王磊', '1', '合规经理', '13901000002', false],
  ['con-demo-03', 'cus-demo-02', '周立', '1', '总经理', '13901000003', true],
  ['con-demo-04', 'cus-demo-03', '孙悦', '2', '投资经理', '13901000004', true],
  ['con-demo-05', 'cus-demo-04', '赵强', '1', '信息技术部负责人', '13901000005', true],
  ['con-demo-06', 'cus-demo-06', '林晓', '2', '运营总监', '13902000001', true],
  ['con-demo-07', 'cus-demo-06', '黄海', '1', '财务总监', '13902000002', false],
  ['con-demo-08', 'cus-demo-07', '吴敏', '2', '零售银行部副总', '13902000003', true],
  ['con-demo-09', 'cus-demo-08', '郑凯', '1', '董事长助理', '13902000004', true],
  ['con-demo-10', 'cus-demo-10', '何芳', '2', '采购主管', '13903000001', true],
  ['con-demo-11', 'cus-demo-29', '钱程', '1', '总经理办公室主任', '13904000001', true],
  ['con-demo-12', 'cus-demo-31', '刘洋', '1', '投资总监', '13904000002', true],
];

/** Where some contacts work in their customer's organisation (demo-customer-organisation.ts): projects pick contacts by unit. */
const CONTACT_UNITS: ReadonlyMap<string, string> = new Map([
  ['con-demo-01', 'cdp-demo-02'],
  ['con-demo-02', 'cdp-demo-04'],
  ['con-demo-06', 'cdp-demo-07'],
  ['con-demo-07', 'cdp-demo-05'],
]);

/** [visit key, contact key, days ago, type, subject, visitor] */
const VISITS: [string, string, number, string, string, string][] = [
  ['vis-demo-01', 'con-demo-01', 2, 'onsite', '年度服务方案续签沟通', 'usr-sales'],
  ['vis-demo-02', 'con-demo-01', 30, 'video', '家族信托业务需求调研', 'usr-sales'],
  ['vis-demo-03', 'con-demo-03', 5, 'phone', '产品演示预约', 'usr-sales'],
  ['vis-demo-04', 'con-demo-04', 12, 'onsite', '投后管理系统需求交流', 'usr-sales'],
  ['vis-demo-05', 'con-demo-06', 3, 'onsite', '跨境收付款方案评审', 'usr-leader'],
  ['vis-demo-06', 'con-demo-08', 8, 'event', '金融科技峰会交流', 'usr-leader'],
  ['vis-demo-07', 'con-demo-09', 20, 'phone', '报价说明', 'usr-leader'],
  ['vis-demo-08', 'con-demo-10', 30, 'video', '初次需求沟通', 'usr-finance'],
];

/** The demo customers with their contacts, visits and other sub-records; fixed keys, so a second run adds nothing. */
export async function seedDemoCustomers(db: Db): Promise<void> {
  const department = new Map(CUSTOMERS.map((c) => [c[0], c[11]]));
  const customers: Customer[] = CUSTOMERS.map(([customer_key, customer_name, short_name, body, industry, level, source, status, star, tags, region, belong_depart, follower, days]) => ({
    customer_key, customer_name, short_name, credit_code: body ? creditCode(body) : null, industry, level, source, status, star, tags: tags || null, region, belong_depart, follower,
    last_follow_time: days === null ? null : daysAgo(days), in_sea: follower === null, sea_reason: follower === null ? '长期未跟进，退回公海' : null,
    create_by: follower ?? 'usr-admin', address: null, remark: null,
    // Signed some weeks back, as moving it to 已签约 would have stamped it.
    sign_time: status === 'signed' ? daysAgo(14 + (days ?? 0) * 7) : null,
  }));
  await db.insert(crmCustomer).values(customers).onConflictDoNothing();
  await db.insert(crmCustomerContact).values(CONTACTS.map(([contact_key, customer_key, contact_name, sex, job_title, mobile, is_primary]) => ({
    contact_key, customer_key, customer_department_key: CONTACT_UNITS.get(contact_key) ?? null, contact_name, sex, job_title, mobile, is_primary,
    belong_depart: department.get(customer_key) ?? null, create_by: 'usr-admin',
  }))).onConflictDoNothing();
  const contactCustomer = new Map(CONTACTS.map((c) => [c[0], c[1]]));
  await db.insert(crmCustomerContactVisit).values(VISITS.map(([visit_key, contact_key, days, visit_type, subject, visitor]) => ({
    visit_key, contact_key, visit_time: daysAgo(days), visit_type, subject, visitor, belong_depart: department.get(contactCustomer.get(contact_key)!) ?? null, create_by: visitor,
  }))).onConflictDoNothing();
  const follower = new Map(CUSTOMERS.map((c) => [c[0], c[12]]));
  await seedDemoCustomerSubrecords(db, (customerKey) => ({ belong_depart: department.get(customerKey) ?? null, create_by: follower.get(customerKey) ?? 'usr-admin' }));
}
