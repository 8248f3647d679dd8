import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { crmFeeItem, crmIncome, crmKnowledge, crmKnowledgeCategory, crmLoan, crmOrderMaker, crmQrcode, sysFile } from '../db/schema';
import { drawQrCode } from '../modules/qrcodes/render';
import { QR_FILE_GROUP } from '../modules/qrcodes/files';
import type { FileStorage } from '../storage/file-storage';
import { businessDayFromToday } from './demo-days';

const DAY = 24 * 60 * 60 * 1000;
const dayText = businessDayFromToday;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

/** [key, number, customer, department, amount, received days ago, source, status] */
const INCOMES: [string, string, string, string, number, number, string, string][] = [
  ['inc-demo-01', 'SR-DEMO-001', 'cus-demo-16', 'dep-sales-east', 980000, 9, 'contract', 'booked'],
  ['inc-demo-02', 'SR-DEMO-002', 'cus-demo-16', 'dep-sales-east', 124000.5, 6, 'service', 'confirmed'],
  ['inc-demo-03', 'SR-DEMO-003', 'cus-demo-01', 'dep-sales-east', 35200.8, 2, 'commission', 'pending'],
  ['inc-demo-04', 'SR-DEMO-004', 'cus-demo-02', 'dep-sales-east', 8600, 15, 'service', 'voided'],
  ['inc-demo-05', 'SR-DEMO-005', 'cus-demo-20', 'dep-sales-south', 1950000, 18, 'contract', 'booked'],
  ['inc-demo-06', 'SR-DEMO-006', 'cus-demo-19', 'dep-sales-south', 42000, 1, 'interest', 'pending'],
];

/** [key, name, category, standard amount, unit, enabled, department] */
const FEE_ITEMS: [string, string, string, number, string, boolean, string][] = [
  ['fee-demo-01', '系统实施服务费', 'service', 3800, 'person_day', true, 'dep-sales-east'],
  ['fee-demo-02', '年度运维服务费', 'service', 124000.5, 'year', true, 'dep-sales-east'],
  ['fee-demo-03', '投资顾问咨询费', 'consulting', 15000, 'month', true, 'dep-sales-east'],
  ['fee-demo-04', '资产托管费', 'custody', 0.25, 'item', true, 'dep-finance'],
  ['fee-demo-05', '驻场差旅补贴', 'travel', 450, 'person_day', false, 'dep-sales-south'],
];

/** [key, borrower, department, amount, repaid, lent days ago, due in days, purpose, status] */
const LOANS: [string, string, string, number, number, number, number, string, string][] = [
  ['loan-demo-01', 'usr-sales', 'dep-sales-east', 8000, 0, 20, 10, '华东客户拜访差旅备用金', 'lent'],
  ['loan-demo-02', 'usr-sales', 'dep-sales-east', 3000, 1200, 45, -5, '展会物料预付款', 'lent'],
  ['loan-demo-03', 'usr-finance', 'dep-finance', 12000, 12000, 60, -20, '年度审计差旅', 'repaid'],
  ['loan-demo-04', 'usr-leader', 'dep-office', 5000, 0, 1, 30, '客户沙龙场地定金', 'applied'],
];

/** [key, name, user, phone, business line, limit per order, department] */
const ORDER_MAKERS: [string, string, string, string, string, number, string][] = [
  ['omk-demo-01', '李娜', 'usr-sales', '13800000003', 'wealth', 2000000, 'dep-sales-east'],
  ['omk-demo-02', '张伟', 'usr-leader', '13800000002', 'supply_chain', 5000000, 'dep-office'],
];

/** [key, title, target, kind, department, scans] */
const QR_CODES: [string, string, string, 'site' | 'url' | 'text', string, number][] = [
  ['qr-demo-01', '新闻中心海报码', '/news', 'site', 'dep-sales-east', 37],
  ['qr-demo-02', '理财节活动报名', 'https://example.com/wealth-festival-2026', 'url', 'dep-sales-east', 0],
  ['qr-demo-03', '展会签到口令', '华信金服 2026 金融科技展 签到', 'text', 'dep-sales-south', 0],
];

/** [key, parent, name, order] */
const CATEGORIES: [string, string | null, string, number][] = [
  ['kc-demo-01', null, '制度规范', 1],
  ['kc-demo-02', 'kc-demo-01', '财务制度', 1],
  ['kc-demo-03', 'kc-demo-01', '合规要求', 2],
  ['kc-demo-04', null, '产品手册', 2],
  ['kc-demo-05', null, '常见问题', 3],
];

/** [key, category, title, body (rich text), reads] */
const ARTICLES: [string, string, string, string, number][] = [
  ['kn-demo-01', 'kc-demo-02', '差旅费用报销流程', '<h2>适用范围</h2><p>员工因公出差发生的交通、住宿与餐补，按本流程报销。</p><h2>办理步骤</h2><ol><li>出差结束后<strong>十个工作日内</strong>在系统提交报销单；</li><li>附上发票原件与行程单；</li><li>部门负责人审批后，财务部复核并付款。</li></ol>', 26],
  ['kn-demo-02', 'kc-demo-02', '借款与还款规定', '<p>备用金借款需写明用途与应还日期，逾期未还的借款会在借款列表中标红提醒。</p><p>还款可冲抵报销，也可转账归还。</p>', 12],
  ['kn-demo-03', 'kc-demo-03', '客户适当性管理要点', '<p>向客户推介理财产品前，须完成<strong>风险承受能力评估</strong>，并留存双录资料。</p>', 8],
  ['kn-demo-04', 'kc-demo-04', '资产托管服务介绍', '<p>资产托管服务覆盖证券投资基金、私募基金与信托计划，提供估值核算、资金清算和投资监督。</p>', 15],
  ['kn-demo-05', 'kc-demo-05', '二维码扫码次数如何统计？', '<p>指向本站页面的二维码会先经过计数地址再跳转，每次扫码计数一次；外部链接和文本二维码不计数。</p>', 4],
];

/** A fixed storage name per drawn file, so seeding twice writes the same file once. */
const storageNameOf = (key: string, ext: string) => `${createHash('sha256').update(`demo:${key}`).digest('hex').slice(0, 32)}.${ext}`;

/**
 * The knowledge base is kept by the east sales team (李娜 sees it; other teams keep their own).
 *
 * Finance objects (income in every status, fee items, loans with one overdue, order makers), QR
 * codes (external and text ones drawn when storage is at hand; the site one is drawn by 生成, which
 * knows the site's address) and the knowledge base. Fixed keys: a second run adds nothing.
 */
export async function seedDemoCrmFinance(db: Db, storage?: FileStorage): Promise<void> {
  await db.insert(crmIncome).values(INCOMES.map(([income_key, income_no, customer_key, belong_depart, amount, ago, source, status]) => ({
    income_key, income_no, customer_key, belong_depart, amount, income_date: dayText(-ago), source, status, create_by: 'usr-sales',
    confirm_time: ['confirmed', 'booked'].includes(status) ? daysAgo(ago - 1) : null,
    booked_time: status === 'booked' ? daysAgo(Math.max(0, ago - 2)) : null,
  }))).onConflictDoNothing();
  await db.insert(crmFeeItem).values(FEE_ITEMS.map(([fee_item_key, item_name, category, standard_amount, unit, enabled, belong_depart]) => ({
    fee_item_key, item_name, category, standard_amount, unit, enabled, belong_depart, create_by: 'usr-admin',
  }))).onConflictDoNothing();
  await db.insert(crmLoan).values(LOANS.map(([loan_key, borrower, belong_depart, amount, repaid_amount, ago, dueIn, purpose, status]) => ({
    loan_key, borrower, belong_depart, amount, repaid_amount, loan_date: dayText(-ago), due_date: dayText(dueIn), purpose, status, create_by: borrower,
  }))).onConflictDoNothing();
  await db.insert(crmOrderMaker).values(ORDER_MAKERS.map(([order_maker_key, maker_name, user_key, phone, business_line, order_limit, belong_depart]) => ({
    order_maker_key, maker_name, user_key, phone, business_line, order_limit, belong_depart, enabled: true, create_by: 'usr-admin',
  }))).onConflictDoNothing();
  await db.insert(crmKnowledgeCategory).values(CATEGORIES.map(([category_key, parent_key, category_name, sort_no]) => ({
    category_key, parent_key, category_name, sort_no, belong_depart: 'dep-sales-east', create_by: 'usr-admin',
  }))).onConflictDoNothing();
  await db.insert(crmKnowledge).values(ARTICLES.map(([knowledge_key, category_key, title, content, read_count]) => ({
    knowledge_key, category_key, title, content, read_count, belong_depart: 'dep-sales-east', create_by: 'usr-admin',
  }))).onConflictDoNothing();

  for (const [qrcode_key, title, target, target_kind, belong_depart, scan_count] of QR_CODES) {
    const scan_key = `demo${qrcode_key.slice(-2)}scan00`;
    const drawn = storage && target_kind !== 'site' ? await drawDemo(db, storage, qrcode_key, title, target) : null;
    await db.insert(crmQrcode).values({
      qrcode_key, title, target, target_kind, scan_key, scan_count, belong_depart, create_by: 'usr-sales',
      encoded_text: drawn ? target : null, png_file_key: drawn?.png ?? null, svg_file_key: drawn?.svg ?? null, generate_time: drawn ? daysAgo(3) : null,
    }).onConflictDoNothing();
  }
}

async function drawDemo(db: Db, storage: FileStorage, key: string, title: string, text: string): Promise<{ png: string; svg: string }> {
  const drawn = await drawQrCode(text);
  const files = [
    { fileKey: `fil-${key}-png`, ext: 'png', mime: 'image/png', bytes: drawn.png },
    { fileKey: `fil-${key}-svg`, ext: 'svg', mime: 'image/svg+xml', bytes: new TextEncoder().encode(drawn.svg) },
  ];
  for (const f of files) {
    const storage_name = storageNameOf(f.fileKey, f.ext);
    await storage.put(storage_name, f.bytes);
    await db.insert(sysFile).values({
      file_key: f.fileKey, storage_name, original_name: `${title}.${f.ext}`, content_type: f.mime, size: f.bytes.byteLength,
      file_group_key: QR_FILE_GROUP, served_publicly: false, create_by: 'usr-sales', update_by: 'usr-sales',
    }).onConflictDoNothing();
  }
  return { png: files[0]!.fileKey, svg: files[1]!.fileKey };
}
