import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysPermissionGroup, bizMessage } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { messageCenterPaths as paths } from '@/lib/contract/message-center';
import { isCleanText } from '@/lib/entity/clean-text';
import { call, createTestBackend, loginAs } from '../support/backend';
import { executableFindings } from '../unit/rich-text/browser-view';
import { XSS_PAYLOADS } from '../unit/rich-text/xss-payloads';

/**
 * Notices, business messages and their categories: every call, with
 * its rights, the recipients resolved at publish time, each recipient's own read state, and a
 * non-recipient refused.
 */

type Page<T> = { records: T[]; total: number };
type Notice = { message_key: string; status: string; title: string; message_content: string; attachment: string | null; acceptor_total: number; read_total: number; ref_key: string | null; dept_key: string | null; publisher: string };
type Received = { message_key: string; read_status: string; title: string | null; message_type: string; category_name: string | null; message_content: string; ref_key?: unknown };
type Totals = { business: number; administration: number; total: number };
type Session = { token: string; userKey: string };

let backend: Backend;
let admin: Session;
let lina: Session; // 华东销售组, under 销售部
let wangfang: Session; // 财务部
let zhangwei: Session; // 总经办, leader

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  lina = await loginAs(backend, 'lina');
  wangfang = await loginAs(backend, 'wangfang');
  zhangwei = await loginAs(backend, 'zhangwei');
});
afterAll(async () => {
  await backend?.database.close();
});

const notice = (overrides: Record<string, unknown> = {}) => ({
  title: '季度例会通知',
  message_category_key: 'ANNOUNCEMENT',
  priority: 'NORMAL',
  message_content: '<p>请各位准时参加<strong>季度例会</strong>。</p>',
  ref_key: [],
  dept_key: ['dep-sales'],
  ...overrides,
});

async function save(who: Session, body: Record<string, unknown>) {
  return call<Notice>(backend, 'POST', paths.noticeSave, { token: who.token, json: body });
}

async function inbox(who: Session, body: Record<string, unknown> = {}) {
  return call<Page<Received>>(backend, 'POST', paths.inbox, { token: who.token, json: { message_type: 'ADMINISTRATION', status: 'PUBLISHED', ref_key: who.userKey, ...body } });
}

async function totals(who: Session): Promise<Totals> {
  return (await call<Totals>(backend, 'GET', paths.messageTotal, { token: who.token })).body.data!;
}

async function markRead(who: Session, messageKey: string, refKey = who.userKey) {
  return call(backend, 'POST', paths.markRead, { token: who.token, json: { message_key: messageKey, ref_key: refKey } });
}

const keysOf = (page: Page<{ message_key: string }> | null) => (page?.records ?? []).map((r) => r.message_key);

describe('message categories', () => {
  it('lists the seeded categories of each type for any signed-in user', async () => {
    const business = await call<{ message_category_key: string; category_name: string }[]>(backend, 'GET', paths.messageCategoryList, { token: lina.token, query: { categoryType: 'BUSINESS' } });
    expect(business.body.data!.map((c) => c.category_name)).toEqual(['流程业务']);
    const admin1 = await call<{ message_category_key: string; category_name: string }[]>(backend, 'GET', paths.messageCategoryList, { token: lina.token, query: { categoryType: 'ADMINISTRATION' } });
    expect(admin1.body.data!.map((c) => [c.message_category_key, c.category_name])).toEqual([['ANNOUNCEMENT', '通知公告'], ['SYSTEM', '系统消息']]);
    expect((await call(backend, 'GET', paths.messageCategoryList, { query: { categoryType: 'BUSINESS' } })).body.code).toBe(401);
  });

  it('saves and deletes categories for holders of the category menu only', async () => {
    const refused = await call(backend, 'POST', paths.messageCategorySave, { token: lina.token, json: { category_name: '会议纪要', category_type: 'ADMINISTRATION' } });
    expect(refused.body.code).toBe(403);
    const created = await call<{ message_category_key: string }>(backend, 'POST', paths.messageCategorySave, { token: admin.token, json: { category_name: '会议纪要', category_type: 'ADMINISTRATION' } });
    expect(created.body.code).toBe(0);
    const key = created.body.data!.message_category_key;
    const twice = await call(backend, 'POST', paths.messageCategorySave, { token: admin.token, json: { category_name: '会议纪要', category_type: 'ADMINISTRATION' } });
    expect(twice.body.code).toBe(409);
    expect((await call(backend, 'DELETE', paths.messageCategoryDelete(key), { token: lina.token })).body.code).toBe(403);
    expect((await call(backend, 'DELETE', paths.messageCategoryDelete(key), { token: admin.token })).body.code).toBe(0);
    const list = await call<{ message_category_key: string }[]>(backend, 'GET', paths.messageCategoryList, { token: admin.token, query: { categoryType: 'ADMINISTRATION' } });
    expect(list.body.data!.map((c) => c.message_category_key)).not.toContain(key);
  });
});

describe('a notice to one department', () => {
  let key: string;

  it('is published to the department and its sub-departments, each recipient unread', async () => {
    const before = await totals(lina);
    const saved = await save(admin, notice());
    expect(saved.body).toMatchObject({ code: 0, msg: '发布成功' });
    expect(saved.body.data).toMatchObject({ status: 'PUBLISHED', acceptor_total: 1, read_total: 0, dept_key: 'dep-sales', publisher: 'usr-admin' });
    key = saved.body.data!.message_key;

    const received = await inbox(lina);
    const mine = received.body.data!.records.find((r) => r.message_key === key);
    expect(mine).toMatchObject({ read_status: 'UNREAD', title: '季度例会通知', category_name: '通知公告' });
    // A recipient is not told whom else it went to.
    expect(mine).not.toHaveProperty('ref_key');
    expect(await totals(lina)).toEqual({ ...before, administration: before.administration + 1, total: before.total + 1 });
  });

  it('never reaches a user of another department, who is refused when reaching for it', async () => {
    expect(keysOf((await inbox(wangfang)).body.data)).not.toContain(key);
    expect((await markRead(wangfang, key)).body.code).toBe(403);
    expect((await call(backend, 'GET', paths.messageDetail(key), { token: wangfang.token })).body.code).toBe(403);
    // Nor by naming the recipient: only one's own list and copies are reachable.
    expect((await inbox(wangfang, { ref_key: lina.userKey })).body.code).toBe(403);
    expect((await markRead(wangfang, key, lina.userKey)).body.code).toBe(403);
  });

  it('is read by its recipient alone, once and for good', async () => {
    const before = await totals(lina);
    const marked = await markRead(lina, key);
    expect(marked.body).toMatchObject({ code: 0, msg: '标记成功' });
    expect((await inbox(lina)).body.data!.records.find((r) => r.message_key === key)!.read_status).toBe('READED');
    expect(await totals(lina)).toEqual({ ...before, administration: before.administration - 1, total: before.total - 1 });
    expect((await markRead(lina, key)).body.code).toBe(0);
    expect((await inbox(lina, { read_status: 'UNREAD' })).body.data!.records.map((r) => r.message_key)).not.toContain(key);
    const detail = await call<Received>(backend, 'GET', paths.messageDetail(key), { token: lina.token });
    expect(detail.body.data).toMatchObject({ message_key: key, read_status: 'READED' });
    const managed = await call<Page<Notice>>(backend, 'POST', paths.noticeQuery, { token: admin.token, json: { keyword: '季度例会' } });
    expect(managed.body.data!.records.find((r) => r.message_key === key)).toMatchObject({ acceptor_total: 1, read_total: 1 });
  });

  it('cannot be edited while published, and is gone for its recipients once retracted', async () => {
    expect((await save(admin, notice({ message_key: key, title: '改' }))).body.code).toBe(409);
    const retracted = await call<Notice>(backend, 'POST', paths.noticeRetract(key), { token: admin.token });
    expect(retracted.body).toMatchObject({ code: 0, msg: '撤回成功', data: { status: 'RETRACT' } });
    expect(keysOf((await inbox(lina)).body.data)).not.toContain(key);
    expect((await markRead(lina, key)).body.code).toBe(403);
    expect((await call(backend, 'POST', paths.noticeRetract(key), { token: admin.token })).body.code).toBe(409);
  });

  it('is edited again after retracting, and republished fresh and unread', async () => {
    const edited = await save(admin, notice({ message_key: key, title: '季度例会改期通知', status: 'DRAFT' }));
    expect(edited.body).toMatchObject({ code: 0, msg: '修改成功', data: { status: 'DRAFT', title: '季度例会改期通知' } });
    expect(keysOf((await inbox(lina)).body.data)).not.toContain(key);
    const published = await call<Notice>(backend, 'POST', paths.noticePublish(key), { token: admin.token });
    expect(published.body).toMatchObject({ code: 0, msg: '发布成功', data: { status: 'PUBLISHED', read_total: 0 } });
    expect((await inbox(lina)).body.data!.records.find((r) => r.message_key === key)).toMatchObject({ read_status: 'UNREAD', title: '季度例会改期通知' });
    expect((await call(backend, 'POST', paths.noticePublish(key), { token: admin.token })).body.code).toBe(409);
  });

  it('is deleted with every copy', async () => {
    expect((await call(backend, 'DELETE', paths.noticeDelete(key), { token: lina.token })).body.code).toBe(403);
    expect((await call(backend, 'DELETE', paths.noticeDelete(key), { token: admin.token })).body).toMatchObject({ code: 0, msg: '删除成功' });
    expect(keysOf((await inbox(lina)).body.data)).not.toContain(key);
    expect((await call(backend, 'DELETE', paths.noticeDelete(key), { token: admin.token })).body.code).toBe(404);
  });
});

describe('audiences', () => {
  it('reaches every active user when sent to everyone, each with their own read state', async () => {
    const saved = await save(admin, notice({ title: '全员通知', ref_key: ['ALL'], dept_key: [] }));
    expect(saved.body.code).toBe(0);
    const key = saved.body.data!.message_key;
    expect(saved.body.data!.acceptor_total).toBe(4);
    await markRead(wangfang, key);
    expect((await inbox(wangfang)).body.data!.records.find((r) => r.message_key === key)!.read_status).toBe('READED');
    expect((await inbox(lina)).body.data!.records.find((r) => r.message_key === key)!.read_status).toBe('UNREAD');
    expect((await inbox(zhangwei)).body.data!.records.find((r) => r.message_key === key)!.read_status).toBe('UNREAD');
  });

  it('reaches exactly the chosen users', async () => {
    const saved = await save(admin, notice({ title: '财务专项通知', ref_key: ['usr-finance'], dept_key: [] }));
    const key = saved.body.data!.message_key;
    expect(saved.body.data).toMatchObject({ acceptor_total: 1, ref_key: 'usr-finance' });
    expect(keysOf((await inbox(wangfang)).body.data)).toContain(key);
    expect(keysOf((await inbox(lina)).body.data)).not.toContain(key);
  });

  it('keeps a draft from everyone', async () => {
    const saved = await save(admin, notice({ title: '草稿通知', status: 'DRAFT' }));
    expect(saved.body).toMatchObject({ code: 0, msg: '保存成功', data: { status: 'DRAFT', acceptor_total: 0 } });
    expect(keysOf((await inbox(lina)).body.data)).not.toContain(saved.body.data!.message_key);
    expect((await inbox(lina, { status: 'DRAFT' })).body.data!.total).toBe(0);
  });

  it('refuses a department nobody works in, and unknown departments or users', async () => {
    expect((await save(admin, notice({ dept_key: ['dep-project'] }))).body).toMatchObject({ code: 400, msg: '所选范围内没有可接收的用户' });
    expect((await save(admin, notice({ dept_key: ['dep-nowhere'] }))).body).toMatchObject({ code: 400, msg: '所选部门不存在' });
    expect((await save(admin, notice({ ref_key: ['usr-nobody'], dept_key: [] }))).body).toMatchObject({ code: 400, msg: '所选用户不存在或已停用' });
  });
});

describe('notice validation', () => {
  it('names what is missing or wrong, in the caller’s words', async () => {
    expect((await save(admin, notice({ title: '  ' }))).body).toMatchObject({ code: 400, msg: '请输入标题' });
    expect((await save(admin, notice({ message_category_key: '' }))).body).toMatchObject({ code: 400, msg: '请选择消息类型' });
    expect((await save(admin, notice({ message_category_key: 'PROCESS' }))).body).toMatchObject({ code: 400, msg: '请选择消息类型' });
    expect((await save(admin, notice({ priority: 'URGENT' }))).body).toMatchObject({ code: 400, msg: '请选择重要程度' });
    expect((await save(admin, notice({ message_content: '<p> </p>' }))).body).toMatchObject({ code: 400, msg: '请输入内容' });
    expect((await save(admin, notice({ message_content: '<script>alert(1)</script>' }))).body).toMatchObject({ code: 400, msg: '请输入内容' });
    expect((await save(admin, notice({ ref_key: [], dept_key: [] }))).body).toMatchObject({ code: 400, msg: '请选择接收对象' });
    expect((await save(admin, notice({ ref_key: ['ALL'], dept_key: ['dep-sales'] }))).body).toMatchObject({ code: 400, msg: '请选择接收对象' });
    const two = [
      { uid: '1', name: 'a.pdf', status: 'done', url: '/files/a.pdf' },
      { uid: '2', name: 'b.pdf', status: 'done', url: '/files/b.pdf' },
    ];
    expect((await save(admin, notice({ attachment: JSON.stringify(two) }))).body).toMatchObject({ code: 400, msg: '已经上传了一个附件' });
    expect((await save(admin, notice({ attachment: [{ uid: '1', name: 'x', url: 'javascript:alert(1)' }] }))).body).toMatchObject({ code: 400, msg: '附件须通过上传获得' });
    expect((await save(admin, notice({ attachment: [{ uid: '1', name: 'x', url: 'https://evil.example/x.exe' }] }))).body.code).toBe(400);
  });

  it('keeps one uploaded attachment as JSON uid, name, status, url', async () => {
    const saved = await save(admin, notice({ title: '带附件的通知', attachment: [{ uid: 'rc-1', name: '议程.pdf', status: 'done', url: '/files/abc123.pdf' }] }));
    expect(saved.body.code).toBe(0);
    expect(JSON.parse(saved.body.data!.attachment!)).toEqual([{ uid: 'rc-1', name: '议程.pdf', status: 'done', url: '/files/abc123.pdf' }]);
  });
});

describe('script in notice content', () => {
  it('is removed when saved, and nothing executable reaches a recipient', async () => {
    // A payload hidden behind a control character is refused whole, before any sanitising.
    const disguised = XSS_PAYLOADS.filter((p) => !isCleanText(p));
    expect(disguised.length).toBeGreaterThan(0);
    expect((await save(admin, notice({ message_content: `<p>正文</p>${disguised[0]}` }))).body.code).toBe(400);
    const content = `<p>正文</p>${XSS_PAYLOADS.filter(isCleanText).join('<p>段落</p>')}`;
    const saved = await save(admin, notice({ title: '注入测试', message_content: content, ref_key: [lina.userKey], dept_key: [] }));
    expect(saved.body.code).toBe(0);
    const stored = await backend.database.db.select().from(bizMessage).where(eq(bizMessage.message_key, saved.body.data!.message_key));
    expect(executableFindings(stored[0]!.message_content)).toEqual([]);
    const received = (await inbox(lina, { keyword: '注入测试' })).body.data!.records[0]!;
    expect(received.message_content.startsWith('<p>正文</p>')).toBe(true);
    expect(executableFindings(received.message_content)).toEqual([]);
  });
});

describe('rights', () => {
  it('lets only holders of the notice menu manage notices', async () => {
    expect((await save(lina, notice())).body.code).toBe(403);
    expect((await call(backend, 'POST', paths.noticeQuery, { token: lina.token, json: {} })).body.code).toBe(403);
    expect((await call(backend, 'POST', paths.noticePublish('msg-demo-welcome'), { token: lina.token })).body.code).toBe(403);
    expect((await call(backend, 'POST', paths.noticeRetract('msg-demo-welcome'), { token: lina.token })).body.code).toBe(403);
    expect((await call(backend, 'POST', paths.inbox, { json: {} })).body.code).toBe(401);
  });

  it('keeps a non-administrator publisher inside their own departments and notices', async () => {
    // zhangwei (总经办) is given the notice menu through a permission group.
    await backend.database.db.insert(sysPermissionGroup).values({ group_key: 'grp-notice', group_name: '通知发布', permission_keys: 'perm-message-notice', member_keys: zhangwei.userKey });
    expect((await save(zhangwei, notice({ ref_key: ['ALL'], dept_key: [] }))).body).toMatchObject({ code: 403, msg: '只有管理员可以向全体人员发布通知' });
    expect((await save(zhangwei, notice({ dept_key: ['dep-finance'] }))).body).toMatchObject({ code: 403, msg: '只能向本部门及下级部门的人员发布通知' });
    expect((await save(zhangwei, notice({ ref_key: ['usr-finance'], dept_key: [] }))).body.code).toBe(403);
    const own = await save(zhangwei, notice({ title: '总经办内部通知', dept_key: ['dep-office'] }));
    expect(own.body).toMatchObject({ code: 0, data: { acceptor_total: 1 } });
    const listed = await call<Page<Notice>>(backend, 'POST', paths.noticeQuery, { token: zhangwei.token, json: { pageSize: 100 } });
    expect(listed.body.data!.records.map((r) => r.title)).toEqual(['总经办内部通知']);
    // The welcome notice is an administrator's: to zhangwei it does not exist.
    expect((await call(backend, 'POST', paths.noticeRetract('msg-demo-welcome'), { token: zhangwei.token })).body.code).toBe(404);
  });
});

describe('business messages', () => {
  it('reminds approvers with a business message they mark as handled', async () => {
    const before = await totals(lina);
    const sent = await call<{ message_key: string }>(backend, 'POST', paths.approvalReminders, {
      token: zhangwei.token,
      json: { ref_key: [lina.userKey], message_content: '请审批：华东区域理财项目立项申请', message_category_key: 'PROCESS', biz_link: '/home/workbench/pending' },
    });
    expect(sent.body).toMatchObject({ code: 0, msg: '提醒已发送' });
    const key = sent.body.data!.message_key;
    expect(await totals(lina)).toEqual({ ...before, business: before.business + 1, total: before.total + 1 });

    const list = await inbox(lina, { message_type: 'BUSINESS', message_category_key: 'PROCESS' });
    expect(list.body.data!.records.find((r) => r.message_key === key)).toMatchObject({ read_status: 'UNREAD', message_type: 'BUSINESS', message_content: '请审批：华东区域理财项目立项申请' });
    expect(list.body.data!.records.every((r) => r.message_type === 'BUSINESS')).toBe(true);
    expect(keysOf((await inbox(lina, { message_type: 'BUSINESS', keyword: '理财项目' })).body.data)).toContain(key);
    expect(keysOf((await inbox(wangfang, { message_type: 'BUSINESS' })).body.data)).not.toContain(key);

    expect((await markRead(wangfang, key)).body.code).toBe(403);
    expect((await markRead(lina, key)).body.msg).toBe('标记成功');
    expect((await inbox(lina, { message_type: 'BUSINESS' })).body.data!.records.find((r) => r.message_key === key)!.read_status).toBe('READED');
    expect(await totals(lina)).toEqual(before);
  });

  it('refuses reminders to nobody, to unknown users, or with a link off the site', async () => {
    expect((await call(backend, 'POST', paths.approvalReminders, { token: zhangwei.token, json: { ref_key: [], message_content: 'x' } })).body).toMatchObject({ code: 400, msg: '请选择接收人' });
    expect((await call(backend, 'POST', paths.approvalReminders, { token: zhangwei.token, json: { ref_key: ['usr-nobody'], message_content: 'x' } })).body.code).toBe(400);
    expect((await call(backend, 'POST', paths.approvalReminders, { token: zhangwei.token, json: { ref_key: [lina.userKey], message_content: 'x', biz_link: 'javascript:alert(1)' } })).body.code).toBe(400);
    expect((await call(backend, 'POST', paths.approvalReminders, { token: zhangwei.token, json: { ref_key: [lina.userKey], message_content: ' ' } })).body.code).toBe(400);
    expect((await call(backend, 'POST', paths.approvalReminders, { json: { ref_key: [lina.userKey], message_content: 'x' } })).body.code).toBe(401);
  });

  it('refuses a link that normalises into another host, in the caller\'s language', async () => {
    for (const biz_link of ['/.//evil.example', '/..//evil.example/x', '/a/%2e%2e//evil.example', '/.//evil.example/%2e%2e']) {
      const json = { ref_key: [lina.userKey], message_content: '请审批', biz_link };
      expect((await call(backend, 'POST', paths.approvalReminders, { token: zhangwei.token, json })).body, biz_link).toMatchObject({ code: 400, msg: '链接须为站内路径' });
      expect((await call(backend, 'POST', paths.approvalReminders, { token: zhangwei.token, json, headers: { 'accept-language': 'en-US' } })).body).toMatchObject({ code: 400, msg: 'The link must be a path on this site' });
    }
  });
});

describe('the demo notice', () => {
  it('was published to everyone by the seed', async () => {
    const received = await inbox(wangfang, { keyword: '启用金融版CRM' });
    expect(received.body.data!.records.map((r) => r.message_key)).toEqual(['msg-demo-welcome']);
  });
});
