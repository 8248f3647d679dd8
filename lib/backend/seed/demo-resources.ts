import { createHash } from 'node:crypto';
import { resourceCostLogEntity } from '@/lib/entities/resource-cost-log';
import { resourceRatingEntity } from '@/lib/entities/resource-rating';
import type { Db } from '../db/client';
import {
  crmResource, crmResourceCategory, crmResourceConfigChannel, crmResourceContact, crmResourceCooperation, crmResourceCostLog, crmResourceSupplier,
  crmResourceAttachment, crmResourceIndustry, crmResourceProfessional, crmResourceProject, crmResourcePurchase, crmResourceRating,
  crmResourceTag, sysFile,
} from '../db/schema';
import { refreshTotals } from '../entity/features/family/family-writes';
import type { FileStorage } from '../storage/file-storage';
import { textPdf } from './demo-files';
import { instantOfWallClock } from '@/lib/entity/time-zone';

// The demo resources (资源): experts, institutions and a channel, with ratings, costs, project links and contacts.

type ResourceRow = [key: string, name: string, type: string, category: string, professional: string, industry: string, tags: string,
  person: string, phone: string, region: string, status: string, owner: string, depart: string, remark: string];
const RESOURCES: ResourceRow[] = [
  ['res-demo-01', '陈立华', 'person', 'expert', 'finance', 'trust', 'core,long_term', '陈立华', '13911000001', '310000,310100,310115', 'active', 'usr-sales', 'dep-sales-east', '前信托公司产品总监，擅长家族信托架构设计'],
  ['res-demo-02', '瑞衡会计师事务所', 'institution', 'audit', 'accounting', 'finance', 'certified,long_term', '郑雅', '13911000002', '440000,440100,440106', 'active', 'usr-finance', 'dep-finance', '年度审计与专项审计，具备证券期货业务资格'],
  ['res-demo-03', '明远律师事务所', 'institution', 'legal', 'law', 'finance', 'certified,responsive', '韩东', '13911000003', '310000,310100,310101', 'active', 'usr-sales', 'dep-sales-east', '资管产品合规与跨境架构法律服务'],
  ['res-demo-04', '财富之窗理财平台', 'channel', 'marketing', 'marketing', 'internet', 'cost_effective', '吴倩', '13911000004', '330000,330100,330106', 'active', 'usr-sales', 'dep-sales-east', '线上理财社区，按成交收取推广服务费'],
  ['res-demo-05', '周敏', 'person', 'expert', 'risk', 'bank', 'exclusive', '周敏', '13911000005', '440000,440300,440305', 'active', 'usr-finance', 'dep-finance', '前股份制银行风险管理部负责人'],
  ['res-demo-06', '星联数据科技有限公司', 'institution', 'technology', 'it', 'software', 'new', '许航', '13911000006', '440000,440100,440112', 'paused', 'usr-sales', 'dep-sales-east', '数据中台与接口开发外包，续约评估中'],
];

const RATINGS: [key: string, resource: string, score: number, comment: string, rater: string, time: string][] = [
  ['rrt-demo-01', 'res-demo-01', 5, '信托架构方案清晰，客户沟通很专业', 'usr-sales', '2026-06-12 10:20:00'],
  ['rrt-demo-02', 'res-demo-01', 4, '交付及时，费用略高', 'usr-leader', '2026-09-03 15:05:00'],
  ['rrt-demo-03', 'res-demo-02', 4, '审计底稿规范，沟通顺畅', 'usr-finance', '2026-04-18 09:30:00'],
  ['rrt-demo-04', 'res-demo-02', 3, '旺季人手紧张，报告晚了一周', 'usr-leader', '2026-08-22 11:00:00'],
  ['rrt-demo-05', 'res-demo-03', 5, '合规意见严谨，响应快', 'usr-sales', '2026-07-01 14:40:00'],
  ['rrt-demo-06', 'res-demo-04', 3, '引流量可以，转化一般', 'usr-sales', '2026-05-09 16:10:00'],
  ['rrt-demo-07', 'res-demo-04', 4, '第三季度活动效果明显改善', 'usr-sales', '2026-10-08 10:00:00'],
  ['rrt-demo-08', 'res-demo-05', 5, '风控模型评审意见非常有价值', 'usr-finance', '2026-03-28 17:20:00'],
  ['rrt-demo-09', 'res-demo-06', 2, '接口交付延期两次，质量需改进', 'usr-sales', '2026-09-30 13:15:00'],
];

const COSTS: [key: string, resource: string, date: string, item: string, amount: number, note: string][] = [
  ['rcl-demo-01', 'res-demo-01', '2026-06-10', '家族信托架构咨询费', 36000, '浦江信托项目，按次结算'],
  ['rcl-demo-02', 'res-demo-01', '2026-09-01', '客户讲座出场费', 8000, ''],
  ['rcl-demo-03', 'res-demo-02', '2026-04-15', '年度财务报表审计', 120000, ''],
  ['rcl-demo-04', 'res-demo-02', '2026-08-20', '跨境通道专项审计', 45000.5, '前海项目'],
  ['rcl-demo-05', 'res-demo-03', '2026-06-28', '产品合规法律意见书', 28000, ''],
  ['rcl-demo-06', 'res-demo-04', '2026-05-31', '五月推广服务费', 12680.35, '按成交额1.2%结算'],
  ['rcl-demo-07', 'res-demo-04', '2026-09-30', '三季度推广服务费', 31420.8, ''],
  ['rcl-demo-08', 'res-demo-05', '2026-03-25', '风控模型评审费', 15000, ''],
  ['rcl-demo-09', 'res-demo-06', '2026-07-15', '数据接口开发首付款', 60000, '合同总额20万'],
];

const PROJECTS: [key: string, resource: string, project: string, role: string, start: string, end: string | null][] = [
  ['rpj-demo-01', 'res-demo-01', 'prj-demo-01', '家族信托架构顾问', '2026-03-10', '2026-12-31'],
  ['rpj-demo-02', 'res-demo-02', 'prj-demo-02', '专项审计', '2026-02-01', '2026-08-31'],
  ['rpj-demo-03', 'res-demo-03', 'prj-demo-03', '合规法律顾问', '2025-09-01', '2026-01-31'],
  ['rpj-demo-04', 'res-demo-06', 'prj-demo-02', '接口开发外包', '2026-06-01', null],
];

const CONTACTS: [key: string, resource: string, name: string, title: string, mobile: string, email: string, primary: boolean][] = [
  ['rct-demo-01', 'res-demo-01', '陈立华', '独立顾问', '13911000001', 'chenlh@example.com', true],
  ['rct-demo-02', 'res-demo-02', '郑雅', '审计合伙人', '13911000002', 'zhengya@example.com', true],
  ['rct-demo-03', 'res-demo-02', '马骏', '项目经理', '13911000012', 'majun@example.com', false],
  ['rct-demo-04', 'res-demo-03', '韩东', '合伙人律师', '13911000003', 'handong@example.com', true],
  ['rct-demo-05', 'res-demo-04', '吴倩', '渠道经理', '13911000004', 'wuqian@example.com', true],
  ['rct-demo-06', 'res-demo-06', '许航', '交付总监', '13911000006', 'xuhang@example.com', true],
];

const CHANNELS: [key: string, resource: string, channel: string, contact: string, rate: number, preferred: boolean][] = [
  ['rch-demo-01', 'res-demo-01', 'referral', '浦江信托 王总', 0, true],
  ['rch-demo-02', 'res-demo-04', 'platform', '吴倩', 1.2, true],
  ['rch-demo-03', 'res-demo-06', 'event', '深圳金融科技峰会', 0, false],
];

const CATEGORIES: [key: string, resource: string, category: string, on: string][] = [
  ['rcg-demo-01', 'res-demo-01', 'expert', '2026-01-05'],
  ['rcg-demo-02', 'res-demo-02', 'audit', '2025-12-01'],
  ['rcg-demo-03', 'res-demo-02', 'rating', '2026-02-10'],
  ['rcg-demo-04', 'res-demo-03', 'legal', '2025-08-20'],
];

const PROFESSIONALS: [key: string, resource: string, field: string, qualification: string, title: string, years: number][] = [
  ['rpf-demo-01', 'res-demo-01', 'finance', '金融理财师(CFP)', '高级顾问', 15],
  ['rpf-demo-02', 'res-demo-05', 'risk', '金融风险管理师(FRM)', '风控专家', 18],
  ['rpf-demo-03', 'res-demo-03', 'law', '律师执业证', '合伙人', 12],
];

const TAGS: [key: string, resource: string, tag: string, reason: string, by: string][] = [
  ['rtg-demo-01', 'res-demo-01', 'core', '家族信托项目的主力顾问', 'usr-sales'],
  ['rtg-demo-02', 'res-demo-02', 'certified', '具备证券期货业务资格', 'usr-finance'],
  ['rtg-demo-03', 'res-demo-06', 'new', '2026年新引入的技术供应方', 'usr-sales'],
];

const INDUSTRIES: [key: string, resource: string, industry: string, years: number, primary: boolean][] = [
  ['rin-demo-01', 'res-demo-01', 'trust', 15, true],
  ['rin-demo-02', 'res-demo-02', 'securities', 10, true],
  ['rin-demo-03', 'res-demo-02', 'bank', 6, false],
  ['rin-demo-04', 'res-demo-05', 'bank', 18, true],
];

const COOPERATIONS: [key: string, resource: string, subject: string, start: string, end: string | null, amount: number | null, result: string, handler: string][] = [
  ['rco-demo-01', 'res-demo-01', '浦江信托家族信托方案设计', '2026-03-10', '2026-06-10', 36000, 'done', 'usr-sales'],
  ['rco-demo-02', 'res-demo-02', '2025年度财务报表审计', '2026-01-10', '2026-04-15', 120000, 'done', 'usr-finance'],
  ['rco-demo-03', 'res-demo-06', '数据中台接口开发', '2026-06-01', null, 200000, 'ongoing', 'usr-sales'],
];

const PURCHASES: [key: string, resource: string, title: string, date: string, quantity: number, price: number, status: string, requester: string][] = [
  ['rpu-demo-01', 'res-demo-01', '高净值客户讲座', '2026-10-20', 2, 8000, 'submitted', 'usr-sales'],
  ['rpu-demo-02', 'res-demo-05', '风控模型季度评审', '2026-11-02', 4, 15000, 'draft', 'usr-finance'],
];

/** Suppliers the demo's resources work with (the suppliers are seeded first). */
const SUPPLIER_LINKS: [key: string, resource: string, supplier: string, relation: string, since: string][] = [
  ['rsu-demo-01', 'res-demo-06', 'sup-demo-01', 'engaged_via', '2026-05-20'],
  ['rsu-demo-02', 'res-demo-04', 'sup-demo-04', 'bought_from', '2026-02-01'],
  ['rsu-demo-03', 'res-demo-02', 'sup-demo-03', 'partner', '2025-12-15'],
];

/** The resource a sub-record hangs off, its department and who wrote it. */
type Owned = { resource_key: string; belong_depart: string; create_by: string; update_by: string };

const ATTACHMENTS: [key: string, resource: string, title: string, type: string, fileName: string, lines: string[]][] = [
  ['rat-demo-01', 'res-demo-02', '证券期货相关业务资格证书', 'qualification', '瑞衡会计师事务所资质证书.pdf', ['Ruiheng CPA', 'Securities and futures qualification', 'Valid to 2028-12-31']],
  ['rat-demo-02', 'res-demo-01', '家族信托顾问协议', 'agreement', '陈立华顾问协议.pdf', ['Advisory agreement', 'Family trust structuring', 'Signed 2026-03-10']],
];

/** Attachments need the file storage: a one-page PDF each, under a fixed name so seeding twice writes it once. */
async function seedDemoResourceAttachments(db: Db, storage: FileStorage, owned: (resource: string) => Owned): Promise<void> {
  for (const [attachment_key, resource, title, attachment_type, original_name, lines] of ATTACHMENTS) {
    const bytes = textPdf(lines);
    const storage_name = `${createHash('sha256').update(`demo:${attachment_key}`).digest('hex').slice(0, 32)}.pdf`;
    await storage.put(storage_name, bytes);
    const file_key = `fil-${attachment_key}`;
    await db.insert(sysFile).values({
      file_key, storage_name, original_name, content_type: 'application/pdf', size: bytes.byteLength, served_publicly: true, create_by: 'usr-admin', update_by: 'usr-admin',
    }).onConflictDoNothing();
    const files = JSON.stringify([{ uid: file_key, name: original_name, status: 'done', url: `/files/${storage_name}` }]);
    await db.insert(crmResourceAttachment).values({ attachment_key, title, attachment_type, files, ...owned(resource) }).onConflictDoNothing();
  }
}

export async function seedDemoResources(db: Db, storage?: FileStorage): Promise<void> {
  const depart = new Map(RESOURCES.map((r) => [r[0], r[12]]));
  const owned = (resource_key: string, by = 'usr-admin'): Owned => ({ resource_key, belong_depart: depart.get(resource_key)!, create_by: by, update_by: by });
  await db.insert(crmResource).values(RESOURCES.map(([resource_key, resource_name, resource_type, category, professional, industry, tags, contact_person, contact_phone, region, status, owner, belong_depart, remark]) => ({
    resource_key, resource_name, resource_type, category, professional, industry, tags, contact_person, contact_phone, region, status, owner, belong_depart, remark,
    create_by: owner, update_by: owner,
  }))).onConflictDoNothing();
  await db.insert(crmResourceRating).values(RATINGS.map(([rating_key, resource, score, comment, rater, time]) => ({
    rating_key, score, comment, rater, rated_time: instantOfWallClock(time)!, ...owned(resource, rater), create_time: instantOfWallClock(time)!,
  }))).onConflictDoNothing();
  await db.insert(crmResourceCostLog).values(COSTS.map(([cost_log_key, resource, cost_date, cost_item, amount, note]) => ({
    cost_log_key, cost_date, cost_item, amount, note: note || null, ...owned(resource),
  }))).onConflictDoNothing();
  await db.insert(crmResourceProject).values(PROJECTS.map(([resource_project_key, resource, project_key, project_role, period_start, period_end]) => ({
    resource_project_key, project_key, project_role, period_start, period_end, ...owned(resource),
  }))).onConflictDoNothing();
  await db.insert(crmResourceSupplier).values(SUPPLIER_LINKS.map(([correlation_key, resource, supplier_key, relation, since]) => ({
    correlation_key, supplier_key, relation, since, ...owned(resource),
  }))).onConflictDoNothing();
  await db.insert(crmResourceContact).values(CONTACTS.map(([contact_key, resource, contact_name, job_title, mobile, email, is_primary]) => ({
    contact_key, contact_name, job_title, mobile, email, is_primary, ...owned(resource),
  }))).onConflictDoNothing();
  await db.insert(crmResourceConfigChannel).values(CHANNELS.map(([channel_config_key, resource, channel, channel_contact, fee_rate, is_preferred]) => ({
    channel_config_key, channel, channel_contact, fee_rate, is_preferred, ...owned(resource),
  }))).onConflictDoNothing();
  await db.insert(crmResourceCategory).values(CATEGORIES.map(([resource_category_key, resource, category, classified_on]) => ({
    resource_category_key, category, classified_on, ...owned(resource),
  }))).onConflictDoNothing();
  await db.insert(crmResourceProfessional).values(PROFESSIONALS.map(([professional_key, resource, professional, qualification, title, years]) => ({
    professional_key, professional, qualification, title, years, ...owned(resource),
  }))).onConflictDoNothing();
  await db.insert(crmResourceTag).values(TAGS.map(([tag_key, resource, tag, reason, by]) => ({
    tag_key, tag, reason, tagged_by: by, tagged_time: new Date('2026-06-01T02:00:00Z'), ...owned(resource, by),
  }))).onConflictDoNothing();
  await db.insert(crmResourceIndustry).values(INDUSTRIES.map(([industry_key, resource, industry, years, is_primary]) => ({
    industry_key, industry, years, is_primary, ...owned(resource),
  }))).onConflictDoNothing();
  await db.insert(crmResourceCooperation).values(COOPERATIONS.map(([cooperation_key, resource, subject, start_date, end_date, amount, result, handler]) => ({
    cooperation_key, subject, start_date, end_date, amount, result, handler, ...owned(resource),
  }))).onConflictDoNothing();
  await db.insert(crmResourcePurchase).values(PURCHASES.map(([purchase_key, resource, purchase_title, purchase_date, quantity, unit_price, status, requester]) => ({
    purchase_key, purchase_title, purchase_date, quantity, unit_price, amount: quantity * unit_price, status, requester, ...owned(resource, requester),
  }))).onConflictDoNothing();
  if (storage) await seedDemoResourceAttachments(db, storage, (resource) => owned(resource));
  // The resources' average rating and total cost, worked out as every write of a rating or a cost does.
  const keys = RESOURCES.map((r) => r[0]);
  await refreshTotals(db, resourceRatingEntity, keys);
  await refreshTotals(db, resourceCostLogEntity, keys);
}
