import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { messageCenterPaths as paths } from '@/lib/contract/message-center';
import {
  inboxPageSchema,
  managedNoticeSchema,
  markReadAnswerSchema,
  messageCategoriesSchema,
  messageDetailSchema,
  newsCategoriesSchema,
  newsPageSchema,
  newsRecordSchema,
  noticePageSchema,
  reminderSentSchema,
  unreadTotalsSchema,
} from '@/lib/contract/message-center-answers';
import { dashboardOverviewSchema } from '@/lib/contract/dashboard';
import { apiPaths } from '@/lib/contract/api-paths';
import { noDataSchema } from '@/lib/contract/no-data';
import { checkedCalls } from '../support/answers';
import { createTestBackend, loginAs } from '../support/backend';

/**
 * Every call of the message centre's screens answers what its contract says
 * (lib/contract/message-center-answers.ts): a notice and a news item taken from draft through
 * publish, read, retract and delete, each answer parsed strictly.
 */

type Session = { token: string; userKey: string };

let backend: Backend;
let admin: Session;
let lina: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const { post, get, remove } = checkedCalls(() => backend);

describe('the message centre answers as its contract says', () => {
  it('notices: categories, save, the managers’ list, the inbox, read, retract, publish, delete', async () => {
    expect((await get(lina, messageCategoriesSchema, paths.messageCategoryList, { categoryType: 'ADMINISTRATION' })).length).toBeGreaterThan(0);
    const draft = await post(admin, managedNoticeSchema, paths.noticeSave, {
      title: '季度例会通知', message_category_key: 'ANNOUNCEMENT', priority: 'NORMAL', message_content: '<p>请准时参加。</p>', ref_key: [lina.userKey], dept_key: [], status: 'DRAFT',
    });
    expect(draft.status).toBe('DRAFT');
    const published = await post(admin, managedNoticeSchema, paths.noticePublish(draft.message_key));
    expect(published.acceptor_total).toBe(1);
    expect((await post(admin, noticePageSchema, paths.noticeQuery, { pageNo: 1, pageSize: 10 })).records.map((r) => r.message_key)).toContain(draft.message_key);

    const inbox = await post(lina, inboxPageSchema, paths.inbox, { message_type: 'ADMINISTRATION', ref_key: lina.userKey, pageNo: 1, pageSize: 10 });
    expect(inbox.records.find((r) => r.message_key === draft.message_key)?.read_status).toBe('UNREAD');
    expect(await post(lina, markReadAnswerSchema, paths.markRead, { message_key: draft.message_key, ref_key: lina.userKey })).toEqual({ message_key: draft.message_key, read_status: 'READED' });

    expect((await post(admin, managedNoticeSchema, paths.noticeRetract(draft.message_key))).status).toBe('RETRACT');
    expect(await remove(admin, noDataSchema, paths.noticeDelete(draft.message_key))).toBeNull();
  });

  it('news: categories, save, list, detail, retract, publish, delete', async () => {
    const categories = await get(admin, newsCategoriesSchema, paths.newsCategoryList);
    const saved = await post(admin, newsRecordSchema, paths.newsSave, { title: '公司新闻', news_category_key: categories[0]!.news_category_key, news_content: '<p>新产品发布。</p>', status: 'PUBLISHED' });
    expect((await post(lina, newsPageSchema, paths.newsQuery, { pageNo: 1, pageSize: 50 })).records.map((r) => r.news_key)).toContain(saved.news_key);
    expect((await get(lina, newsRecordSchema, paths.newsDetail(saved.news_key))).title).toBe('公司新闻');
    expect((await post(admin, newsRecordSchema, paths.newsRetract(saved.news_key))).status).toBe('RETRACT');
    expect((await post(admin, newsRecordSchema, paths.newsPublish(saved.news_key))).status).toBe('PUBLISHED');
    expect(await remove(admin, noDataSchema, paths.newsDelete(saved.news_key))).toBeNull();
  });

  it('reminders, the unread totals, one message and the dashboard', async () => {
    const before = await get(lina, unreadTotalsSchema, paths.messageTotal);
    const sent = await post(admin, reminderSentSchema, paths.approvalReminders, { ref_key: [lina.userKey], message_content: '请审批：立项申请', message_category_key: 'PROCESS', biz_link: '/home/workbench/pending' });
    expect(await get(lina, unreadTotalsSchema, paths.messageTotal)).toEqual({ ...before, business: before.business + 1, total: before.total + 1 });
    expect(await get(lina, messageDetailSchema, paths.messageDetail(sent.message_key))).toMatchObject({ message_key: sent.message_key, read_status: 'UNREAD' });
    const dashboard = await get(lina, dashboardOverviewSchema, apiPaths.dashboardOverview);
    expect(dashboard.unreadMessages?.items.map((i) => i.key)).toContain(sent.message_key);
  });
});
