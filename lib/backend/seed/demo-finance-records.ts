import { invoiceEntity } from '@/lib/entities/invoice';
import { evaluateFormula } from '@/lib/entity/features/formulas/formula';
import type { NumberField } from '@/lib/entity/types';
import type { Db } from '../db/client';
import { okrAccountingEntry, okrContract, okrInvoice, okrSettlement } from '../db/schema';
import { businessDayFromToday } from './demo-days';

const DAY = 24 * 60 * 60 * 1000;
const dayFromNow = businessDayFromToday;
/** A number as its rule would have given it on that day: 'PZ', -34, 2 → PZ-20261020-002. */
const numberOn = (prefix: string, n: number, sequence = 1) => `${prefix}-${dayFromNow(n).replace(/-/g, '')}-${String(sequence).padStart(3, '0')}`;

const QIANTANG = { project_key: 'prj-demo-03', customer_key: 'cus-demo-02', customer_name: '杭州钱塘财富管理有限公司' };
const QIANHAI = { project_key: 'prj-demo-02', customer_key: 'cus-demo-06', customer_name: '深圳前海跨境金融服务有限公司' };

/** 钱塘财富's finished project gets the contract it was done under (entered as approved and archived). */
const CONTRACTS: (typeof okrContract.$inferInsert)[] = [
  { contract_key: 'ctr-demo-04', contract_code: numberOn('HT', -80), contract_name: '稳健理财推广服务合同', category_key: 'cct-service', ...QIANTANG, amount: 318000, sign_date: dayFromNow(-80), status: 'ARCHIVED', archive_time: new Date(Date.now() - 20 * DAY), create_by: 'usr-sales', update_by: 'usr-sales' },
];

/** [key, number, direction, type, contract, amount, tax %, issue day (from today), remark] */
const INVOICES: [string, string, string, string, string, number, number, number, string?][] = [
  ['inv-demo-01', '44031234', 'OUT', 'VAT_SPECIAL', 'ctr-demo-01', 300000, 6, -35, '首期款'],
  ['inv-demo-02', '44031288', 'OUT', 'VAT_SPECIAL', 'ctr-demo-01', 211350.5, 6, -12, '二期款'],
  ['inv-demo-03', '31005521', 'IN', 'VAT_SPECIAL', 'ctr-demo-02', 152920.35, 13, -4, '清算引擎许可，供应商开具'],
  ['inv-demo-04', '33017730', 'OUT', 'VAT_ORDINARY', 'ctr-demo-04', 150000, 6, -60],
  ['inv-demo-05', '33017795', 'OUT', 'VAT_ELECTRONIC', 'ctr-demo-04', 168000, 6, -22, '尾款'],
];

const field = (name: 'tax_amount' | 'total_amount') => invoiceEntity.fields[name] as NumberField;

const SETTLEMENTS: (typeof okrSettlement.$inferInsert)[] = [
  { settlement_key: 'stl-demo-01', settlement_code: numberOn('JS', -31), settlement_name: '通道扩容一期结算', ...QIANHAI, contract_key: 'ctr-demo-01', period_start: dayFromNow(-90), period_end: dayFromNow(-31), amount: 300000, status: 'CONFIRMED', create_by: 'usr-sales', update_by: 'usr-finance' },
  { settlement_key: 'stl-demo-02', settlement_code: numberOn('JS', -1), settlement_name: '通道扩容二期结算', ...QIANHAI, contract_key: 'ctr-demo-01', period_start: dayFromNow(-30), period_end: dayFromNow(-1), amount: 211350.5, status: 'DRAFT', create_by: 'usr-sales', update_by: 'usr-sales' },
  { settlement_key: 'stl-demo-03', settlement_code: numberOn('JS', -21), settlement_name: '稳健理财推广全期结算', ...QIANTANG, contract_key: 'ctr-demo-04', period_start: dayFromNow(-120), period_end: dayFromNow(-21), amount: 318000, status: 'CONFIRMED', create_by: 'usr-sales', update_by: 'usr-finance' },
];

/** [key, sequence of its day, project, day (from today), subject, debit, credit, summary] */
const ENTRIES: [string, number, string, number, string, number, number, string][] = [
  ['acc-demo-01', 1, 'prj-demo-02', -34, 'RECEIVABLE', 318000, 0, '通道扩容首期应收（含税）'],
  ['acc-demo-02', 2, 'prj-demo-02', -34, 'INCOME', 0, 300000, '通道扩容首期收入'],
  ['acc-demo-03', 3, 'prj-demo-02', -34, 'TAX', 0, 18000, '销项税额'],
  ['acc-demo-04', 1, 'prj-demo-02', -4, 'COST', 152920.35, 0, '清算引擎许可采购成本'],
  ['acc-demo-05', 1, 'prj-demo-02', -2, 'EXPENSE', 12600, 0, '上线驻场差旅费'],
  ['acc-demo-06', 1, 'prj-demo-03', -60, 'INCOME', 0, 150000, '推广服务首期收入'],
  ['acc-demo-07', 1, 'prj-demo-03', -55, 'EXPENSE', 26800, 0, '线下推广活动费用'],
  ['acc-demo-08', 1, 'prj-demo-03', -22, 'INCOME', 0, 168000, '推广服务尾款收入'],
];

/**
 * On the demo projects: a contract for 钱塘财富's finished project, invoices of contracts of both
 * projects (tax and totals as the server works them out), settlements confirmed and in draft, and
 * accounting entries of income, cost and expense. Fixed keys: seeding twice adds nothing.
 */
export async function seedDemoFinanceRecords(db: Db): Promise<void> {
  await db.insert(okrContract).values(CONTRACTS).onConflictDoNothing();
  const contracts = new Map([...CONTRACTS, { contract_key: 'ctr-demo-01', ...QIANHAI }, { contract_key: 'ctr-demo-02', ...QIANHAI }].map((c) => [c.contract_key, c]));
  await db.insert(okrInvoice).values(INVOICES.map(([invoice_key, invoice_no, direction, invoice_type, contract_key, amount, tax_rate, day, remark]) => {
    const contract = contracts.get(contract_key)!;
    const values = { amount, tax_rate };
    return {
      invoice_key, invoice_no, direction, invoice_type, contract_key, project_key: contract.project_key, customer_name: contract.customer_name,
      amount, tax_rate, tax_amount: evaluateFormula(invoiceEntity, field('tax_amount'), values), total_amount: evaluateFormula(invoiceEntity, field('total_amount'), values),
      issue_date: dayFromNow(day), remark: remark ?? null, create_by: 'usr-finance', update_by: 'usr-finance',
    };
  })).onConflictDoNothing();
  await db.insert(okrSettlement).values(SETTLEMENTS).onConflictDoNothing();
  await db.insert(okrAccountingEntry).values(ENTRIES.map(([entry_key, sequence, project_key, day, subject, debit, credit, summary]) => ({
    entry_key, voucher_no: numberOn('PZ', day, sequence), project_key, entry_date: dayFromNow(day), subject, debit, credit, summary, create_by: 'usr-finance', update_by: 'usr-finance',
  }))).onConflictDoNothing();
}
