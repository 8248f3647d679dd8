import type { Db } from '../db/client';
import { bizMessage, bizMessageCategory, bizNews, bizNewsCategory } from '../db/schema';
import { deliver } from '../modules/messages/publishing';
import { resolveRecipients } from '../modules/messages/recipients';

/**
 * The message centre's demo content, so a first sign-in finds something: the categories, one
 * published notice to everyone and two published news items. Fixed keys: seeding twice adds
 * nothing, and a notice already there is not sent again.
 */

const ADMIN = { key: 'usr-admin', name: '系统管理员' };

const MESSAGE_CATEGORIES = [
  { message_category_key: 'PROCESS', category_name: '流程业务', category_type: 'BUSINESS' },
  { message_category_key: 'ANNOUNCEMENT', category_name: '通知公告', category_type: 'ADMINISTRATION' },
  { message_category_key: 'SYSTEM', category_name: '系统消息', category_type: 'ADMINISTRATION' },
];

const NEWS_CATEGORIES = [
  { news_category_key: 'news-company', category_name: '公司新闻', sort_no: 1 },
  { news_category_key: 'news-industry', category_name: '行业动态', sort_no: 2 },
];

const WELCOME_NOTICE = {
  message_key: 'msg-demo-welcome',
  message_type: 'ADMINISTRATION' as const,
  message_category_key: 'ANNOUNCEMENT',
  title: '关于启用金融版CRM系统的通知',
  message_content:
    '<p>各部门同事：</p><p>公司即日起启用<strong>金融版CRM系统</strong>，客户、项目、审批与消息统一在系统内办理。</p>' +
    '<ol><li><p>首次登录后请在个人中心核对联系方式；</p></li><li><p>审批待办会以业务消息提醒，请及时处理。</p></li></ol><p>信息技术部</p>',
  priority: 'HIGHT' as const,
  ref_key: 'ALL',
};

const NEWS = [
  {
    news_key: 'news-demo-service',
    news_category_key: 'news-company',
    title: '华信金服完成年度客户服务体系升级',
    news_content:
      '<h2>服务升级要点</h2><p>华信金服本季度完成客户服务体系升级，客户经理可在系统内统一查看客户、商机与合同。</p>' +
      '<ul><li><p>客户资料统一归档，按部门授权查看；</p></li><li><p>审批流程线上流转，处理进度实时可查。</p></li></ul>',
    ageDays: 3,
  },
  {
    news_key: 'news-demo-industry',
    news_category_key: 'news-industry',
    title: '行业观察：金融机构数字化运营的三个趋势',
    news_content:
      '<p>数字化运营正在改变金融机构的获客与服务方式。</p><h3>一、数据驱动的客户经营</h3><p>以客户全生命周期数据为基础，提升服务的及时性与精准度。</p>' +
      '<h3>二、流程线上化</h3><p>审批、合同与预算管理全面线上化，缩短业务处理周期。</p><h3>三、合规与安全并重</h3><p>在提升效率的同时，强化权限控制与操作留痕。</p>',
    ageDays: 1,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedMessageCentre(db: Db): Promise<void> {
  await db.insert(bizMessageCategory).values(MESSAGE_CATEGORIES.map((c) => ({ ...c, create_by: ADMIN.key, update_by: ADMIN.key }))).onConflictDoNothing();
  await db.insert(bizNewsCategory).values(NEWS_CATEGORIES.map((c) => ({ ...c, create_by: ADMIN.key, update_by: ADMIN.key }))).onConflictDoNothing();

  const now = Date.now();
  await db
    .insert(bizNews)
    .values(NEWS.map(({ ageDays, ...n }) => ({
      ...n,
      priority: 'NORMAL' as const,
      status: 'PUBLISHED' as const,
      publisher: ADMIN.key,
      publisher_name: ADMIN.name,
      publish_date: new Date(now - ageDays * DAY_MS),
      create_by: ADMIN.key,
      update_by: ADMIN.key,
    })))
    .onConflictDoNothing();

  const inserted = await db
    .insert(bizMessage)
    .values({ ...WELCOME_NOTICE, status: 'PUBLISHED', publisher: ADMIN.key, publisher_name: ADMIN.name, publish_time: new Date(now - DAY_MS), create_by: ADMIN.key, update_by: ADMIN.key })
    .onConflictDoNothing()
    .returning({ key: bizMessage.message_key });
  if (inserted.length > 0) {
    await deliver(db, WELCOME_NOTICE.message_key, await resolveRecipients(db, { refKeys: ['ALL'], deptKeys: [] }));
  }
}
