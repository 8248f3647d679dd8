import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import {
  crmSupplier, crmSupplierAccount, crmSupplierAttachment, crmSupplierCategory, crmSupplierComment, crmSupplierConfigCategory,
  crmSupplierConfigIndustry, crmSupplierContact, crmSupplierContract, crmSupplierContractAttachment, crmSupplierIndustry,
  crmSupplierTaxRate, sysFile,
} from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { FILES_PREFIX } from '@/lib/contract/api-paths';
import { textPdf } from './demo-files';
import { seedDemoSupplierPurchases } from './demo-supplier-purchases';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

type Supplier = typeof crmSupplier.$inferInsert;
/** Five suppliers across three departments, in each standing. */
const SUPPLIERS: Supplier[] = [
  {
    supplier_key: 'sup-demo-01', supplier_name: '上海数聚信息技术有限公司', short_name: '数聚信息', credit_code: '91310115MA1K4A2B3A', category: 'it_service', industry: 'software',
    level: 'strategic', status: 'active', contact_person: '周明', contact_phone: '13916001001', region: '310000,310100,310115', address: '张江高科技园区碧波路690号3号楼',
    bank_summary: '招商银行上海张江支行 1219 **** 0188', owner: 'usr-sales', belong_depart: 'dep-sales-east', remark: '核心系统外包与数据接口开发的主要供应商',
  },
  {
    supplier_key: 'sup-demo-02', supplier_name: '深圳云栈科技有限公司', short_name: '云栈科技', credit_code: '91440300MA5F8C6D1E', category: 'data_service', industry: 'internet',
    level: 'qualified', status: 'active', contact_person: '黄蕾', contact_phone: '13826002002', region: '440000,440300,440305', address: '南山区科技园科苑路15号科兴科学园B栋',
    bank_summary: '中国银行深圳科技园支行 7452 **** 3310', owner: 'usr-leader', belong_depart: 'dep-office',
  },
  {
    supplier_key: 'sup-demo-03', supplier_name: '北京正诚会计师事务所（特殊普通合伙）', short_name: '正诚会计师', credit_code: '31110000MD01234577', category: 'legal_audit', industry: 'finance',
    level: 'strategic', status: 'active', contact_person: '孙立', contact_phone: '13601003003', region: '110000,110100,110105', address: '朝阳区建国门外大街1号国贸大厦2座18层',
    bank_summary: '中国工商银行北京国贸支行 0200 **** 5566', owner: 'usr-finance', belong_depart: 'dep-finance', remark: '年度审计与税务咨询',
  },
  {
    supplier_key: 'sup-demo-04', supplier_name: '广州智汇营销策划有限公司', short_name: '智汇营销', credit_code: '91440101MA9W7E5F23', category: 'marketing', industry: 'internet',
    level: 'candidate', status: 'paused', contact_person: '陈思', contact_phone: '13724004004', region: '440000,440100,440106', address: '天河区珠江新城华夏路10号富力中心22层',
    owner: 'usr-sales', belong_depart: 'dep-sales-east', remark: '活动执行质量待复核，暂停新增合作',
  },
  {
    supplier_key: 'sup-demo-05', supplier_name: '杭州恒信物业服务有限公司', short_name: '恒信物业', credit_code: '91330106MA2H3J8K68', category: 'facility', industry: 'manufacturing',
    level: 'candidate', status: 'terminated', contact_person: '吴刚', contact_phone: '13588005005', region: '330000,330100,330106', address: '西湖区文三路90号东部软件园',
    owner: 'usr-leader', belong_depart: 'dep-office', remark: '2025年服务合同到期后终止合作',
  },
];

const departmentOf = new Map(SUPPLIERS.map((s) => [s.supplier_key, s.belong_depart ?? null]));
const ownerOf = new Map(SUPPLIERS.map((s) => [s.supplier_key, s.owner ?? 'usr-admin']));
/** A sub-record takes its supplier's department, and the supplier's owner as its author. */
export const ownedBySupplier = (supplierKey: string) => ({ belong_depart: departmentOf.get(supplierKey) ?? null, create_by: ownerOf.get(supplierKey)!, update_by: ownerOf.get(supplierKey)! });

/** [key, supplier, no, name, signed, start, end, amount, status, file name] */
const CONTRACTS: [string, string, string, string, string, string, string, number, string, string][] = [
  ['sct-demo-01', 'sup-demo-01', 'CG-HT-2025-011', '核心系统外包开发框架协议', '2025-02-20', '2025-03-01', '2027-02-28', 1_200_000, 'effective', 'framework-agreement.pdf'],
  ['sct-demo-02', 'sup-demo-01', 'CG-HT-2026-004', '数据接口运维服务合同', '2026-01-08', '2026-01-15', '2026-12-31', 186_000.5, 'effective', 'api-maintenance.pdf'],
  ['sct-demo-03', 'sup-demo-02', 'CG-HT-2025-027', '行情数据订阅合同', '2025-06-10', '2025-07-01', '2026-06-30', 96_000, 'expired', 'market-data.pdf'],
  ['sct-demo-04', 'sup-demo-03', 'CG-HT-2026-001', '2026年度财务审计业务约定书', '2026-01-05', '2026-01-05', '2026-12-31', 320_000, 'effective', 'audit-engagement.pdf'],
  ['sct-demo-05', 'sup-demo-05', 'CG-HT-2024-019', '办公区物业服务合同', '2024-12-15', '2025-01-01', '2025-12-31', 240_000, 'terminated', 'facility-service.pdf'],
];

/** [key, contract, title, type, file name] */
const CONTRACT_ATTACHMENTS: [string, string, string, string, string][] = [
  ['sca-demo-01', 'sct-demo-01', '服务水平协议（SLA）', 'annex', 'sla-annex.pdf'],
  ['sca-demo-02', 'sct-demo-01', '2026年单价补充协议', 'amendment', 'price-amendment.pdf'],
  ['sca-demo-03', 'sct-demo-04', '审计报价单', 'quotation', 'audit-quotation.pdf'],
];

/** [key, supplier, title, type, valid until, file name] */
const ATTACHMENTS: [string, string, string, string, string | null, string][] = [
  ['sat-demo-01', 'sup-demo-01', '营业执照副本', 'license', null, 'business-licence.pdf'],
  ['sat-demo-02', 'sup-demo-01', 'ISO 27001 信息安全认证', 'qualification', '2027-05-31', 'iso27001.pdf'],
  ['sat-demo-03', 'sup-demo-03', '会计师事务所执业证书', 'qualification', '2028-12-31', 'cpa-licence.pdf'],
  ['sat-demo-04', 'sup-demo-02', '2025年度审计报告', 'audit_report', null, 'audit-report-2025.pdf'],
];

/** [key, supplier, name, job, mobile, email, primary] */
const CONTACTS: [string, string, string, string, string, string | null, boolean][] = [
  ['sco-demo-01', 'sup-demo-01', '周明', '客户经理', '13916001001', 'zhouming@shuju.example.com', true],
  ['sco-demo-02', 'sup-demo-01', '钱伟', '交付总监', '13916001002', 'qianwei@shuju.example.com', false],
  ['sco-demo-03', 'sup-demo-02', '黄蕾', '商务经理', '13826002002', 'huanglei@yunzhan.example.com', true],
  ['sco-demo-04', 'sup-demo-03', '孙立', '合伙人', '13601003003', 'sunli@zhengcheng.example.com', true],
  ['sco-demo-05', 'sup-demo-04', '陈思', '项目经理', '13724004004', null, true],
];

/** [key, supplier, account name, bank, number, type, default] */
const ACCOUNTS: [string, string, string, string, string, string, boolean][] = [
  ['sac-demo-01', 'sup-demo-01', '上海数聚信息技术有限公司', '招商银行上海张江支行', '1219088700010188', 'basic', true],
  ['sac-demo-02', 'sup-demo-01', '上海数聚信息技术有限公司', '中国建设银行上海浦东分行', '3105016273500088123', 'general', false],
  ['sac-demo-03', 'sup-demo-02', '深圳云栈科技有限公司', '中国银行深圳科技园支行', '7452660112343310', 'basic', true],
  ['sac-demo-04', 'sup-demo-03', '北京正诚会计师事务所（特殊普通合伙）', '中国工商银行北京国贸支行', '0200001009200055661', 'basic', true],
];

/** [key, supplier, tax type, rate, from, to] */
const TAX_RATES: [string, string, string, number, string, string | null][] = [
  ['str-demo-01', 'sup-demo-01', 'vat_special', 6, '2025-01-01', null],
  ['str-demo-02', 'sup-demo-02', 'vat_special', 6, '2025-07-01', '2026-06-30'],
  ['str-demo-03', 'sup-demo-03', 'vat_special', 6, '2026-01-01', '2026-12-31'],
  ['str-demo-04', 'sup-demo-04', 'vat_general', 3, '2025-01-01', '2025-12-31'],
  ['str-demo-05', 'sup-demo-05', 'vat_special', 9, '2025-01-01', '2025-12-31'],
];

/** [key, supplier, category, classified on] */
const CATEGORIES: [string, string, string, string][] = [
  ['scg-demo-01', 'sup-demo-01', 'it_service', '2025-02-01'],
  ['scg-demo-02', 'sup-demo-01', 'data_service', '2025-08-15'],
  ['scg-demo-03', 'sup-demo-02', 'data_service', '2025-06-01'],
  ['scg-demo-04', 'sup-demo-03', 'legal_audit', '2025-12-20'],
];

/** [key, supplier, industry, main] */
const INDUSTRIES: [string, string, string, boolean][] = [
  ['sin-demo-01', 'sup-demo-01', 'software', true],
  ['sin-demo-02', 'sup-demo-01', 'internet', false],
  ['sin-demo-03', 'sup-demo-02', 'internet', true],
  ['sin-demo-04', 'sup-demo-03', 'finance', true],
];

/** [key, supplier, purchase category, business line, buyer, approved on] */
const CONFIG_CATEGORIES: [string, string, string, string, string, string][] = [
  ['scc-demo-01', 'sup-demo-01', 'it_service', 'fintech', 'usr-sales', '2025-03-01'],
  ['scc-demo-02', 'sup-demo-01', 'data_service', 'wealth', 'usr-sales', '2025-09-01'],
  ['scc-demo-03', 'sup-demo-02', 'data_service', 'cross_border', 'usr-leader', '2025-07-01'],
  ['scc-demo-04', 'sup-demo-03', 'legal_audit', 'custody', 'usr-finance', '2026-01-05'],
];

/** [key, supplier, industry served, qualification] */
const CONFIG_INDUSTRIES: [string, string, string, string][] = [
  ['sci-demo-01', 'sup-demo-01', 'bank', '银行业信息科技外包风险评估通过'],
  ['sci-demo-02', 'sup-demo-01', 'securities', '证券期货业信息系统测评'],
  ['sci-demo-03', 'sup-demo-02', 'securities', '行情数据授权转发许可'],
  ['sci-demo-04', 'sup-demo-03', 'trust', '证券服务业务备案'],
];

/** [key, supplier, type, score, content, author, days ago] */
const COMMENTS: [string, string, string, number | null, string, string, number][] = [
  ['scm-demo-01', 'sup-demo-01', 'evaluation', 5, '接口改造按期交付，缺陷率低，响应及时。', 'usr-sales', 40],
  ['scm-demo-02', 'sup-demo-01', 'note', null, '下季度需续签运维合同，提前一个月启动比价。', 'usr-sales', 12],
  ['scm-demo-03', 'sup-demo-02', 'evaluation', 4, '数据质量稳定，偶有延迟推送。', 'usr-leader', 25],
  ['scm-demo-04', 'sup-demo-04', 'evaluation', 2, '两场线下活动执行与方案不符，暂停合作待复核。', 'usr-sales', 60],
];

/** A fixed storage name per demo file, so seeding twice writes it once. */
const storageNameOf = (key: string) => `${createHash('sha256').update(`demo-supplier:${key}`).digest('hex').slice(0, 32)}.pdf`;

/** Writes a small PDF for the record and answers the field's stored value (the upload list's JSON). */
async function demoFile(db: Db, storage: FileStorage, key: string, fileName: string, title: string, owner: string): Promise<string> {
  const storageName = storageNameOf(key);
  const bytes = textPdf([title, fileName]);
  await storage.put(storageName, bytes);
  await db.insert(sysFile).values({
    file_key: `fil-${key}`, storage_name: storageName, original_name: fileName, content_type: 'application/pdf', size: bytes.byteLength,
    file_group_key: 'supplier', create_by: owner, update_by: owner,
  }).onConflictDoNothing();
  return JSON.stringify([{ uid: `fil-${key}`, name: fileName, status: 'done', url: `${FILES_PREFIX}${storageName}` }]);
}

/**
 * The demo suppliers with a record of every sub-record kind (contracts and documents with their
 * files when there is a storage), and their purchases: one approved through the 采购审批, one
 * waiting in the workbench, one draft. Fixed keys: a second run adds nothing.
 */
export async function seedDemoSuppliers(db: Db, storage?: FileStorage): Promise<void> {
  const fresh = (await db.insert(crmSupplier).values(SUPPLIERS.map((s) => ({ ...s, create_by: s.owner ?? 'usr-admin', update_by: s.owner ?? 'usr-admin', create_time: daysAgo(300) })))
    .onConflictDoNothing().returning({ key: crmSupplier.supplier_key })).map((r) => r.key);
  if (fresh.length === 0) return;
  const file = async (key: string, name: string, title: string, supplier: string) => (storage ? demoFile(db, storage, key, name, title, ownerOf.get(supplier)!) : null);

  const contracts = [];
  for (const [contract_key, supplier_key, contract_no, contract_name, signed_date, start_date, end_date, amount, status, fileName] of CONTRACTS) {
    contracts.push({ contract_key, supplier_key, contract_no, contract_name, signed_date, start_date, end_date, amount, status, attachment: await file(contract_key, fileName, contract_name, supplier_key), ...ownedBySupplier(supplier_key) });
  }
  await db.insert(crmSupplierContract).values(contracts).onConflictDoNothing();
  const contractSupplier = new Map(CONTRACTS.map((c) => [c[0], c[1]]));
  if (storage) {
    const rows = [];
    for (const [contract_attachment_key, contract_key, file_title, attachment_type, fileName] of CONTRACT_ATTACHMENTS) {
      const supplier = contractSupplier.get(contract_key)!;
      rows.push({ contract_attachment_key, contract_key, file_title, attachment_type, file: (await file(contract_attachment_key, fileName, file_title, supplier))!, ...ownedBySupplier(supplier) });
    }
    await db.insert(crmSupplierContractAttachment).values(rows).onConflictDoNothing();
    const documents = [];
    for (const [attachment_key, supplier_key, file_title, attachment_type, valid_until, fileName] of ATTACHMENTS) {
      documents.push({ attachment_key, supplier_key, file_title, attachment_type, valid_until, file: (await file(attachment_key, fileName, file_title, supplier_key))!, ...ownedBySupplier(supplier_key) });
    }
    await db.insert(crmSupplierAttachment).values(documents).onConflictDoNothing();
  }
  await db.insert(crmSupplierContact).values(CONTACTS.map(([contact_key, supplier_key, contact_name, job_title, mobile, email, is_primary]) => ({
    contact_key, supplier_key, contact_name, job_title, mobile, email, is_primary, ...ownedBySupplier(supplier_key),
  }))).onConflictDoNothing();
  await db.insert(crmSupplierAccount).values(ACCOUNTS.map(([account_key, supplier_key, account_name, bank_name, account_no, account_type, is_default]) => ({
    account_key, supplier_key, account_name, bank_name, account_no, account_type, is_default, ...ownedBySupplier(supplier_key),
  }))).onConflictDoNothing();
  await db.insert(crmSupplierTaxRate).values(TAX_RATES.map(([tax_rate_key, supplier_key, tax_type, rate, valid_from, valid_to]) => ({
    tax_rate_key, supplier_key, tax_type, rate, valid_from, valid_to, ...ownedBySupplier(supplier_key),
  }))).onConflictDoNothing();
  await db.insert(crmSupplierCategory).values(CATEGORIES.map(([category_key, supplier_key, category, classified_on]) => ({
    category_key, supplier_key, category, classified_on, ...ownedBySupplier(supplier_key),
  }))).onConflictDoNothing();
  await db.insert(crmSupplierIndustry).values(INDUSTRIES.map(([industry_key, supplier_key, industry, is_main]) => ({
    industry_key, supplier_key, industry, is_main, ...ownedBySupplier(supplier_key),
  }))).onConflictDoNothing();
  await db.insert(crmSupplierConfigCategory).values(CONFIG_CATEGORIES.map(([config_category_key, supplier_key, purchase_category, business_line, buyer, approved_on]) => ({
    config_category_key, supplier_key, purchase_category, business_line, buyer, approved_on, status: '1', ...ownedBySupplier(supplier_key),
  }))).onConflictDoNothing();
  await db.insert(crmSupplierConfigIndustry).values(CONFIG_INDUSTRIES.map(([config_industry_key, supplier_key, industry, qualification]) => ({
    config_industry_key, supplier_key, industry, qualification, status: '1', ...ownedBySupplier(supplier_key),
  }))).onConflictDoNothing();
  await db.insert(crmSupplierComment).values(COMMENTS.map(([comment_key, supplier_key, comment_type, score, content, author, days]) => ({
    comment_key, supplier_key, comment_type, score, content, author, comment_time: daysAgo(days), ...ownedBySupplier(supplier_key), create_by: author, update_by: author, create_time: daysAgo(days),
  }))).onConflictDoNothing();
  await seedDemoSupplierPurchases(db);
}
