import type { Db } from '../db/client';
import {
  crmCustomerAccount, crmCustomerAddress, crmCustomerCategory, crmCustomerConfigCategory, crmCustomerConfigChannel,
  crmCustomerContract, crmCustomerProduct, crmCustomerProductCoefficient, crmCustomerProductCost, crmCustomerProductPrice,
} from '../db/schema';

// The demo customers' addresses, categories, channels, products (with prices, coefficients and costs), contracts and accounts.

const ADDRESSES: [key: string, customer: string, type: string, region: string, detail: string, postcode: string, receiver: string, phone: string, isDefault: boolean][] = [
  ['adr-demo-01', 'cus-demo-01', 'registered', '310000,310100,310115', '世纪大道100号环球金融中心48层', '200120', '陈静', '13901000001', false],
  ['adr-demo-02', 'cus-demo-01', 'mailing', '310000,310100,310115', '陆家嘴环路1000号恒生银行大厦12层', '200120', '王磊', '13901000002', true],
  ['adr-demo-03', 'cus-demo-02', 'office', '330000,330100,330106', '钱江路58号太和广场8层', '310016', '周立', '13901000003', true],
  ['adr-demo-04', 'cus-demo-06', 'registered', '440000,440300,440305', '前海深港合作区前湾一路1号', '518052', '林晓', '13902000001', true],
  ['adr-demo-05', 'cus-demo-10', 'office', '440000,440100,440106', '天河路385号太古汇一座20层', '510620', '何芳', '13903000001', true],
];

const CONFIG_CATEGORIES: [key: string, customer: string, line: string, category: string, manager: string, status: string][] = [
  ['ccg-demo-01', 'cus-demo-01', 'wealth', 'trust', 'usr-sales', '1'],
  ['ccg-demo-02', 'cus-demo-01', 'custody', 'fund', 'usr-sales', '1'],
  ['ccg-demo-03', 'cus-demo-02', 'wealth', 'wealth_product', 'usr-sales', '1'],
  ['ccg-demo-04', 'cus-demo-06', 'cross_border', 'settlement', 'usr-leader', '1'],
  ['ccg-demo-05', 'cus-demo-10', 'fintech', 'settlement', 'usr-finance', '0'],
];

const CHANNELS: [key: string, customer: string, channel: string, contact: string, rate: number][] = [
  ['chn-demo-01', 'cus-demo-01', 'direct', '李娜', 0],
  ['chn-demo-02', 'cus-demo-01', 'partner', '华信财务顾问 张伟', 1.5],
  ['chn-demo-03', 'cus-demo-02', 'site', '官网客服', 0],
  ['chn-demo-04', 'cus-demo-06', 'agent', '前海代理 刘洋', 3],
];

const CATEGORIES: [key: string, customer: string, category: string, classifiedOn: string, remark: string][] = [
  ['cat-demo-01', 'cus-demo-01', 'institution', '2025-03-01', '持牌金融机构，按机构客户管理'],
  ['cat-demo-02', 'cus-demo-01', 'high_net_worth', '2025-06-15', '家族信托委托人资产规模达标'],
  ['cat-demo-03', 'cus-demo-02', 'enterprise', '2025-09-10', ''],
  ['cat-demo-04', 'cus-demo-06', 'interbank', '2025-01-20', '跨境结算同业合作'],
  ['cat-demo-05', 'cus-demo-10', 'small_micro', '2026-02-01', ''],
];

const PRODUCTS: [key: string, customer: string, name: string, code: string, type: string, status: string, start: string, end: string | null][] = [
  ['prd-demo-01', 'cus-demo-01', '家族信托综合服务', 'FT-2025-001', 'trust', 'active', '2025-04-01', '2028-03-31'],
  ['prd-demo-02', 'cus-demo-01', '基金托管服务', 'CU-2025-018', 'custody', 'active', '2025-07-01', null],
  ['prd-demo-03', 'cus-demo-02', '稳健理财计划', 'WM-2026-003', 'wealth', 'active', '2026-01-01', '2026-12-31'],
  ['prd-demo-04', 'cus-demo-06', '跨境收付款通道', 'ST-2025-009', 'settlement', 'active', '2025-05-01', null],
  ['prd-demo-05', 'cus-demo-10', '企业支付接口', 'ST-2026-021', 'settlement', 'paused', '2026-03-01', null],
];

const PRICES: [key: string, product: string, type: string, price: number, currency: string, effective: string][] = [
  ['prc-demo-01', 'prd-demo-01', 'standard', 120000, 'CNY', '2025-04-01'],
  ['prc-demo-02', 'prd-demo-01', 'agreed', 98000, 'CNY', '2026-04-01'],
  ['prc-demo-03', 'prd-demo-02', 'standard', 50000, 'CNY', '2025-07-01'],
  ['prc-demo-04', 'prd-demo-03', 'promotion', 8800, 'CNY', '2026-01-01'],
  ['prc-demo-05', 'prd-demo-04', 'agreed', 15000, 'USD', '2025-05-01'],
  ['prc-demo-06', 'prd-demo-05', 'standard', 3000, 'CNY', '2026-03-01'],
];

const COEFFICIENTS: [key: string, product: string, type: string, coefficient: number, effective: string][] = [
  ['cof-demo-01', 'prd-demo-01', 'fee_rate', 0.85, '2025-04-01'],
  ['cof-demo-02', 'prd-demo-01', 'risk', 1.2, '2025-04-01'],
  ['cof-demo-03', 'prd-demo-02', 'discount', 0.9, '2025-07-01'],
  ['cof-demo-04', 'prd-demo-04', 'fee_rate', 1.05, '2025-05-01'],
];

const COSTS: [key: string, product: string, item: string, amount: number, period: string][] = [
  ['cst-demo-01', 'prd-demo-01', '渠道佣金', 1800, '2026-09-30'],
  ['cst-demo-02', 'prd-demo-01', '系统服务费', 2400, '2026-10-31'],
  ['cst-demo-03', 'prd-demo-02', '托管清算费', 960, '2026-10-31'],
  ['cst-demo-04', 'prd-demo-04', '通道手续费', 3200.5, '2026-10-31'],
];

const CONTRACTS: [key: string, customer: string, no: string, name: string, signed: string, start: string, end: string, amount: number, status: string][] = [
  ['ctr-demo-01', 'cus-demo-01', 'HT-2025-0001', '家族信托综合服务协议', '2025-03-28', '2025-04-01', '2028-03-31', 360000, 'effective'],
  ['ctr-demo-02', 'cus-demo-01', 'HT-2025-0018', '基金托管服务协议', '2025-06-25', '2025-07-01', '2026-06-30', 50000, 'expired'],
  ['ctr-demo-03', 'cus-demo-06', 'HT-2025-0009', '跨境收付款服务合同', '2025-04-20', '2025-05-01', '2027-04-30', 180000, 'effective'],
  ['ctr-demo-04', 'cus-demo-02', 'HT-2026-0003', '稳健理财计划服务合同', '2025-12-20', '2026-01-01', '2026-12-31', 88000, 'draft'],
];

const ACCOUNTS: [key: string, customer: string, name: string, bank: string, no: string, type: string, isDefault: boolean][] = [
  ['acc-demo-01', 'cus-demo-01', '上海浦江信托有限公司', '中国工商银行上海陆家嘴支行', '1001244309300123456', 'basic', true],
  ['acc-demo-02', 'cus-demo-01', '上海浦江信托有限公司', '招商银行上海分行营业部', '1219088765432101', 'general', false],
  ['acc-demo-03', 'cus-demo-02', '杭州钱塘财富管理有限公司', '中国建设银行杭州钱江支行', '3305016273500012345', 'basic', true],
  ['acc-demo-04', 'cus-demo-06', '深圳前海跨境金融服务有限公司', '中国银行深圳前海分行', '7654321098765432', 'basic', true],
];

/** Who a demo customer's sub-records belong to: its department, and its follower as their creator. */
export type DemoOwner = (customerKey: string) => { belong_depart: string | null; create_by: string };

/**
 * Seeds them for the demo customers; every row takes its customer's department, as a child
 * written through the calls would. Fixed keys, so a second run adds nothing.
 */
export async function seedDemoCustomerSubrecords(db: Db, owned: DemoOwner): Promise<void> {
  await db.insert(crmCustomerAddress).values(ADDRESSES.map(([address_key, customer_key, address_type, region, detail_address, postcode, receiver, phone, is_default]) => ({
    address_key, customer_key, address_type, region, detail_address, postcode, receiver, phone, is_default, ...owned(customer_key),
  }))).onConflictDoNothing();
  await db.insert(crmCustomerConfigCategory).values(CONFIG_CATEGORIES.map(([config_category_key, customer_key, business_line, product_category, service_manager, status]) => ({
    config_category_key, customer_key, business_line, product_category, service_manager, status, ...owned(customer_key),
  }))).onConflictDoNothing();
  await db.insert(crmCustomerConfigChannel).values(CHANNELS.map(([channel_key, customer_key, channel, channel_contact, commission_rate]) => ({
    channel_key, customer_key, channel, channel_contact, commission_rate, ...owned(customer_key),
  }))).onConflictDoNothing();
  await db.insert(crmCustomerCategory).values(CATEGORIES.map(([category_key, customer_key, category, classified_on, remark]) => ({
    category_key, customer_key, category, classified_on, remark: remark || null, ...owned(customer_key),
  }))).onConflictDoNothing();
  await db.insert(crmCustomerProduct).values(PRODUCTS.map(([product_key, customer_key, product_name, product_code, product_type, status, start_date, end_date]) => ({
    product_key, customer_key, product_name, product_code, product_type, status, start_date, end_date, ...owned(customer_key),
  }))).onConflictDoNothing();
  const productCustomer = new Map(PRODUCTS.map((p) => [p[0], p[1]]));
  const ownedByProduct = (product: string) => owned(productCustomer.get(product)!);
  await db.insert(crmCustomerProductPrice).values(PRICES.map(([price_key, product_key, price_type, price, currency, effective_date]) => ({
    price_key, product_key, price_type, price, currency, effective_date, ...ownedByProduct(product_key),
  }))).onConflictDoNothing();
  await db.insert(crmCustomerProductCoefficient).values(COEFFICIENTS.map(([coefficient_key, product_key, coefficient_type, coefficient, effective_date]) => ({
    coefficient_key, product_key, coefficient_type, coefficient, effective_date, ...ownedByProduct(product_key),
  }))).onConflictDoNothing();
  await db.insert(crmCustomerProductCost).values(COSTS.map(([cost_key, product_key, cost_item, amount, period_date]) => ({
    cost_key, product_key, cost_item, amount, period_date, ...ownedByProduct(product_key),
  }))).onConflictDoNothing();
  await db.insert(crmCustomerContract).values(CONTRACTS.map(([contract_key, customer_key, contract_no, contract_name, signed_date, start_date, end_date, amount, status]) => ({
    contract_key, customer_key, contract_no, contract_name, signed_date, start_date, end_date, amount, status, ...owned(customer_key),
  }))).onConflictDoNothing();
  await db.insert(crmCustomerAccount).values(ACCOUNTS.map(([account_key, customer_key, account_name, bank_name, account_no, account_type, is_default]) => ({
    account_key, customer_key, account_name, bank_name, account_no, account_type, is_default, ...owned(customer_key),
  }))).onConflictDoNothing();
}
