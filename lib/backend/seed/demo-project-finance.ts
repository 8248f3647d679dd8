import { quoteLineEntity } from '@/lib/entities/quote-line';
import { evaluateFormula } from '@/lib/entity/features/formulas/formula';
import type { Db } from '../db/client';
import { okrContract, okrContractCategory, okrQuote, okrQuoteLine } from '../db/schema';
import { businessDayFromToday } from './demo-days';

const DAY = 24 * 60 * 60 * 1000;
const dayFromNow = businessDayFromToday;

/** Contract categories every database starts with (reference data, like the dictionaries). */
const CATEGORIES = [
  { category_key: 'cct-service', category_name: '技术服务合同', sort_no: 1, description: '系统建设、实施与运维服务' },
  { category_key: 'cct-purchase', category_name: '采购合同', sort_no: 2, description: '软硬件与第三方服务采购' },
  { category_key: 'cct-framework', category_name: '框架协议', sort_no: 3, description: '年度框架与单价协议' },
];

type Quote = typeof okrQuote.$inferInsert;
const QUOTES: Quote[] = [
  { quote_key: 'quo-demo-01', quote_code: 'BJ-20260115-001', quote_name: '通道扩容一期报价', project_key: 'prj-demo-02', customer_key: 'cus-demo-06', customer_name: '深圳前海跨境金融服务有限公司', valid_until: dayFromNow(30), status: 'APPROVED', create_by: 'usr-sales', update_by: 'usr-finance' },
  { quote_key: 'quo-demo-02', quote_code: 'BJ-20260210-001', quote_name: '清算优化咨询报价', project_key: 'prj-demo-02', customer_key: 'cus-demo-06', customer_name: '深圳前海跨境金融服务有限公司', valid_until: dayFromNow(20), status: 'RETURNED', remark: '财务退回：税率需按6%调整', create_by: 'usr-sales', update_by: 'usr-finance' },
  { quote_key: 'quo-demo-03', quote_code: 'BJ-20260301-001', quote_name: '运维服务年度报价', project_key: 'prj-demo-02', customer_key: 'cus-demo-06', customer_name: '深圳前海跨境金融服务有限公司', valid_until: dayFromNow(45), status: 'DRAFT', create_by: 'usr-sales', update_by: 'usr-sales' },
  { quote_key: 'quo-demo-04', quote_code: 'BJ-20260306-001', quote_name: '家族信托门户建设报价', project_key: 'prj-demo-01', customer_key: 'cus-demo-01', customer_name: '上海浦江信托有限公司', valid_until: dayFromNow(60), status: 'DRAFT', create_by: 'usr-sales', update_by: 'usr-sales' },
];

/** [line, quote, item, quantity, unit price, discount %, tax %] */
const LINES: [string, string, string, number, number, number, number][] = [
  ['qln-demo-01', 'quo-demo-01', '跨境通道扩容实施', 1, 380000, 5, 6],
  ['qln-demo-02', 'quo-demo-01', '清算引擎许可', 2, 96000, 10, 13],
  ['qln-demo-03', 'quo-demo-01', '上线驻场支持（人天）', 40, 2800, 0, 6],
  ['qln-demo-04', 'quo-demo-02', '清算流程诊断', 1, 120000, 0, 13],
  ['qln-demo-05', 'quo-demo-02', '优化方案设计（人天）', 25, 3200, 8, 13],
  ['qln-demo-06', 'quo-demo-03', '7×24 运维服务（月）', 12, 18500, 5, 6],
  ['qln-demo-07', 'quo-demo-04', '客户门户建设', 1, 260000, 0, 6],
  ['qln-demo-08', 'quo-demo-04', '资产报告自动化模块', 1, 88000, 3, 6],
];

type Contract = typeof okrContract.$inferInsert;
const CONTRACTS: Contract[] = [
  { contract_key: 'ctr-demo-01', contract_code: 'HT-20260120-001', contract_name: '跨境通道扩容技术服务合同', category_key: 'cct-service', project_key: 'prj-demo-02', customer_key: 'cus-demo-06', customer_name: '深圳前海跨境金融服务有限公司', quote_key: 'quo-demo-01', amount: 0, sign_date: dayFromNow(-40), status: 'ARCHIVED', archive_time: new Date(Date.now() - 30 * DAY), create_by: 'usr-leader', update_by: 'usr-leader' },
  { contract_key: 'ctr-demo-02', contract_code: 'HT-20260305-001', contract_name: '清算引擎许可采购合同', category_key: 'cct-purchase', project_key: 'prj-demo-02', customer_key: 'cus-demo-06', customer_name: '深圳前海跨境金融服务有限公司', amount: 172800, sign_date: dayFromNow(-5), status: 'APPROVED', create_by: 'usr-sales', update_by: 'usr-finance' },
  { contract_key: 'ctr-demo-03', contract_code: 'HT-20260310-001', contract_name: '运维服务框架协议', category_key: 'cct-framework', project_key: 'prj-demo-02', customer_key: 'cus-demo-06', customer_name: '深圳前海跨境金融服务有限公司', amount: 210900, status: 'DRAFT', create_by: 'usr-sales', update_by: 'usr-sales' },
];

const lineAmount = ([, , , quantity, unit_price, discount, tax_rate]: (typeof LINES)[number]) =>
  evaluateFormula(quoteLineEntity, quoteLineEntity.fields.amount, { quantity, unit_price, discount, tax_rate }) ?? 0;

/** Sums amounts in cents, so the seeded totals match their lines to the cent as the server's would. */
const totalOf = (quoteKey: string) => (LINES.filter((l) => l[1] === quoteKey).reduce((cents, line) => cents + Math.round(lineAmount(line) * 100), 0) / 100);

/**
 * Contract categories; and on the demo projects, quotes in each state with their lines (totals as
 * the server keeps them) and contracts, one of them archived. Fixed keys: seeding twice adds nothing.
 */
export async function seedDemoProjectFinance(db: Db): Promise<void> {
  await db.insert(okrContractCategory).values(CATEGORIES.map((c) => ({ ...c, create_by: 'usr-admin', update_by: 'usr-admin' }))).onConflictDoNothing();
  const fresh = new Set((await db.insert(okrQuote).values(QUOTES.map((q) => ({ ...q, total_amount: totalOf(q.quote_key) }))).onConflictDoNothing().returning({ key: okrQuote.quote_key })).map((r) => r.key));
  const lines = LINES.filter((l) => fresh.has(l[1]));
  if (lines.length) {
    await db.insert(okrQuoteLine).values(lines.map((line, index) => {
      const [line_key, quote_key, item_name, quantity, unit_price, discount, tax_rate] = line;
      // Entered one after another, so they read in this order.
      return { line_key, quote_key, item_name, quantity, unit_price, discount, tax_rate, amount: lineAmount(line), create_by: 'usr-sales', update_by: 'usr-sales', create_time: new Date(Date.now() - (100 - index) * 60_000) };
    }));
  }
  await db.insert(okrContract).values(CONTRACTS.map((c) => (c.quote_key ? { ...c, amount: totalOf(c.quote_key) } : c))).onConflictDoNothing();
}
