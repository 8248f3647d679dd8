// @database postgres: two senders racing for the outbox.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyOutbox, sysSetting, sysUser } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { sendOutbound } from '@/lib/backend/http/outbound';
import { channelsConfigured, queueNotifications, type OutgoingNotification } from '@/lib/backend/modules/notifications/port';
import { MAX_ATTEMPTS, sendDueNotifications } from '@/lib/backend/modules/notifications/send-run';
import {
  channelTestAnswerSchema, NOTIFY_PATHS, notifySettingsAnswerSchema, outboxPageSchema, outboxRetryAnswerSchema, type NotifyChannel,
} from '@/lib/contract/notifications';
import { checkedCall } from '../support/answers';
import { call, createTestBackend, loginAs } from '../support/backend';
import { RobotReceiver } from '../support/robot-receiver';
import { SmtpSink } from '../support/smtp-sink';

/**
 * Notifications that leave the application, end to end against real servers: an SMTP server in
 * this process and a local HTTP server checking each robot's payload and signature as the
 * platform does. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (the race of two
 * senders matters there).
 */

let backend: Backend;
let admin: { token: string; userKey: string };
let lina: { token: string; userKey: string };
const smtp = new SmtpSink({ user: 'mailer', password: 'relay-pass' });
const tlsSmtp = new SmtpSink({ starttls: true });
const robots = new RobotReceiver({
  wecomKey: 'wecom-key-1', dingtalkToken: 'ding-token-1', dingtalkSecret: 'SECding-secret-1', feishuToken: 'feishu-token-1', feishuSecret: 'feishu-secret-1', webhookSecret: 'hook-secret-1',
});

const db = () => backend.database.db;
const post = (who: { token: string }, path: string, json: unknown) => call(backend, 'POST', path, { token: who.token, json });
const local = () => `127.0.0.1:${robots.port}`;

const emailForm = (over: Record<string, unknown> = {}) => ({
  enabled: true, host: '127.0.0.1', port: smtp.port, security: 'none', user: 'mailer', password: 'relay-pass', from_address: 'crm@example.com', from_name: '业务系统', ...over,
});

async function saveChannel(channel: NotifyChannel, values: Record<string, unknown>) {
  return post(admin, NOTIFY_PATHS.saveChannel, { channel, values });
}

async function allowHosts(hosts: string[]) {
  const saved = await post(admin, NOTIFY_PATHS.saveGeneral, { site_origin: 'https://crm.example.com', allowed_hosts: hosts });
  expect(saved.body.code, saved.body.msg).toBe(0);
}

async function rowsOf(keys: { dedupe: string[] }) {
  return db().select().from(notifyOutbox).where(inArray(notifyOutbox.dedupe_key, keys.dedupe));
}

beforeAll(async () => {
  await Promise.all([smtp.start(), tlsSmtp.start(), robots.start()]);
  backend = await createTestBackend();
  backend.services.jobs = { enqueue: async () => null };
  [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
  await db().update(sysUser).set({ email: 'lina@example.com', phone: '13800000001' }).where(eq(sysUser.user_key, lina.userKey));
  await db().update(sysUser).set({ email: 'admin@example.com', phone: '13800000000' }).where(eq(sysUser.user_key, admin.userKey));
});

afterAll(async () => {
  await backend?.database.close();
  await Promise.all([smtp.stop(), tlsSmtp.stop(), robots.stop()]);
});

describe('rights and secrets', () => {
  it('refuses every call to someone without the page', async () => {
    expect((await call(backend, 'GET', NOTIFY_PATHS.settings, { token: lina.token })).body.code).toBe(403);
    expect((await post(lina, NOTIFY_PATHS.saveChannel, { channel: 'webhook', values: { url: 'https://example.com/' } })).body.code).toBe(403);
    expect((await post(lina, NOTIFY_PATHS.testChannel, { channel: 'email', values: emailForm(), send: false })).body.code).toBe(403);
    expect((await post(lina, NOTIFY_PATHS.outbox, {})).body.code).toBe(403);
    expect((await post(lina, NOTIFY_PATHS.retry, { keys: ['x'] })).body.code).toBe(403);
  });

  it('never answers a secret, keeps it when the form leaves it blank and stores it sealed', async () => {
    await allowHosts([local()]);
    expect((await saveChannel('webhook', { enabled: false, url: `${robots.base}/hooks/notify`, secret: 'hook-secret-1' })).body.code).toBe(0);
    const first = await checkedCall(backend, notifySettingsAnswerSchema, 'GET', NOTIFY_PATHS.settings, { token: admin.token });
    expect(first.channels.webhook).toMatchObject({ url: `${robots.base}/hooks/notify`, secret: '', secrets_set: ['secret'] });
    expect(JSON.stringify(first)).not.toContain('hook-secret-1');
    const [stored] = await db().select().from(sysSetting).where(eq(sysSetting.setting_key, 'notify.webhook'));
    expect(JSON.stringify(stored!.value)).not.toContain('hook-secret-1');
    // Saved again with the secret blank: the stored one stays.
    expect((await saveChannel('webhook', { enabled: true, url: `${robots.base}/hooks/notify`, secret: '' })).body.code).toBe(0);
    const tried = await checkedCall(backend, channelTestAnswerSchema, 'POST', NOTIFY_PATHS.testChannel, { token: admin.token, json: { channel: 'webhook', values: { url: `${robots.base}/hooks/notify`, secret: '' } } });
    expect(tried).toEqual({ ok: true, message: '测试消息已发送，请查收' });
    expect(robots.received.at(-1)).toMatchObject({ platform: 'webhook', body: { event: 'digest', user: { key: admin.userKey, username: 'admin' } } });
  });
});

describe('测试连接 of SMTP', () => {
  it('connects and signs in with the unsaved form', async () => {
    await allowHosts([`127.0.0.1:${smtp.port}`, `127.0.0.1:${tlsSmtp.port}`, local()]);
    const answer = await checkedCall(backend, channelTestAnswerSchema, 'POST', NOTIFY_PATHS.testChannel, { token: admin.token, json: { channel: 'email', values: emailForm(), send: false } });
    expect(answer).toEqual({ ok: true, message: '连接成功：服务器已应答并接受登录' });
  });

  it('explains a refused port, a wrong password, a failed TLS and an address not allowed', async () => {
    const test = async (values: Record<string, unknown>) => (await checkedCall(backend, channelTestAnswerSchema, 'POST', NOTIFY_PATHS.testChannel, { token: admin.token, json: { channel: 'email', values, send: false } }));
    const closedPort = smtp.port === 1 ? 2 : 1;
    await allowHosts([`127.0.0.1:${smtp.port}`, `127.0.0.1:${tlsSmtp.port}`, `127.0.0.1:${closedPort}`]);
    expect(await test(emailForm({ port: closedPort }))).toEqual({ ok: false, message: `127.0.0.1:${closedPort} 拒绝连接，请检查主机和端口` });
    expect((await test(emailForm({ password: 'wrong' }))).message).toMatch(/^SMTP 登录失败，请检查用户名和密码/);
    expect((await test(emailForm({ port: tlsSmtp.port, security: 'starttls', user: '', password: '' }))).message).toMatch(/^与 127\.0\.0\.1:\d+ 的加密连接失败/);
    await allowHosts([]);
    expect(await test(emailForm())).toEqual({ ok: false, message: '不允许访问内网或本机地址：127.0.0.1（127.0.0.1）。如确需访问，请管理员在“允许访问的内网主机”中添加该主机' });
    expect((await test(emailForm({ host: 'localhost' }))).message).toMatch(/^不允许访问内网或本机地址：localhost（(127\.0\.0\.1|::1)）/);
  });

  it('refuses to save enabled settings that fail, and saves them once they work', async () => {
    await allowHosts([`127.0.0.1:${smtp.port}`, local()]);
    const refused = await saveChannel('email', emailForm({ password: 'wrong' }));
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toMatch(/^设置未保存：SMTP 登录失败/);
    const before = await checkedCall(backend, notifySettingsAnswerSchema, 'GET', NOTIFY_PATHS.settings, { token: admin.token });
    expect(before.channels.email.enabled).toBe(false);
    expect((await saveChannel('email', emailForm())).body.code).toBe(0);
    const after = await checkedCall(backend, notifySettingsAnswerSchema, 'GET', NOTIFY_PATHS.settings, { token: admin.token });
    expect(after.channels.email).toMatchObject({ enabled: true, host: '127.0.0.1', password: '', secrets_set: ['password'] });
  });
});

describe('queueing and sending', () => {
  it('queues inside the transaction: a rolled-back decision leaves nothing, a dedupe key is queued once', async () => {
    const item = { userKey: lina.userKey, channel: 'email' as const, event: 'taskAssigned' as const, title: '新的待办：采购申请', text: '请审批', link: '/workflow/task?id=1', dedupeKey: 'it-rollback' };
    await expect(db().transaction(async (tx) => {
      await queueNotifications(tx, [item]);
      throw new Error('decision failed');
    })).rejects.toThrow('decision failed');
    expect(await rowsOf({ dedupe: ['it-rollback'] })).toEqual([]);
    await db().transaction((tx) => queueNotifications(tx, [item]));
    await db().transaction((tx) => queueNotifications(tx, [item]));
    expect(await rowsOf({ dedupe: ['it-rollback'] })).toHaveLength(1);
  });

  it('sends an e-mail with its subject, recipient and absolute link; a user without an address is given up with the reason', async () => {
    await db().update(sysUser).set({ email: null }).where(eq(sysUser.username, 'zhangwei'));
    const [zhangwei] = await db().select().from(sysUser).where(eq(sysUser.username, 'zhangwei'));
    await queueNotifications(db(), [
      { userKey: lina.userKey, channel: 'email', event: 'requestApproved', title: '申请已通过：差旅报销', text: '您的申请已通过。', link: '/home/myApplications?id=42', dedupeKey: 'it-mail' },
      { userKey: zhangwei!.user_key, channel: 'email', event: 'requestApproved', title: '申请已通过', text: '…', link: null, dedupeKey: 'it-no-mail' },
    ]);
    const keys = (await rowsOf({ dedupe: ['it-mail', 'it-no-mail', 'it-rollback'] })).map((r) => r.outbox_key);
    await sendDueNotifications(db(), { keys });
    const mail = smtp.mails.find((m) => m.subject === '申请已通过：差旅报销')!;
    expect(mail).toBeDefined();
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual(['lina@example.com']);
    expect(mail.from?.value[0]).toMatchObject({ address: 'crm@example.com', name: '业务系统' });
    expect(mail.text).toContain('https://crm.example.com/home/myApplications?id=42');
    expect(mail.html).toContain('href="https://crm.example.com/home/myApplications?id=42"');
    const rows = await rowsOf({ dedupe: ['it-mail', 'it-no-mail'] });
    expect(Object.fromEntries(rows.map((r) => [r.dedupe_key, [r.status, r.attempts, r.last_error?.key ?? null]]))).toEqual({
      'it-mail': ['sent', 1, null],
      'it-no-mail': ['gave_up', 1, 'notifications.errors.noEmail'],
    });
  });

  it('posts to each robot and the webhook with the payload and signature the platform checks', async () => {
    await allowHosts([local()]);
    const hook = `${robots.base}/cgi-bin/webhook/send`;
    expect((await saveChannel('wecom', { enabled: true, webhook_url: hook, key: 'wecom-key-1', format: 'text', mention: true })).body.code).toBe(0);
    expect((await saveChannel('dingtalk', { enabled: true, webhook_url: `${robots.base}/robot/send`, access_token: 'ding-token-1', secret: 'SECding-secret-1', format: 'actionCard', mention: true })).body.code).toBe(0);
    expect((await saveChannel('feishu', { enabled: true, webhook_url: `${robots.base}/open-apis/bot/v2/hook`, hook_token: 'feishu-token-1', secret: 'feishu-secret-1', format: 'interactive' })).body.code).toBe(0);
    const before = robots.received.length;
    // What the events' side asks before it queues: the channels an administrator enabled.
    expect(await channelsConfigured(db())).toEqual(['email', 'wecom', 'dingtalk', 'feishu', 'webhook']);
    const base = { userKey: lina.userKey, event: 'taskUrged' as const, title: '催办：采购申请', text: '请尽快处理', link: '/workflow/task?id=7' };
    const items: OutgoingNotification[] = (['wecom', 'dingtalk', 'feishu', 'webhook'] as const).map((channel) => ({ ...base, channel, dedupeKey: `it-robot-${channel}` }));
    await queueNotifications(db(), items);
    const rows = await rowsOf({ dedupe: ['wecom', 'dingtalk', 'feishu', 'webhook'].map((c) => `it-robot-${c}`) });
    await sendDueNotifications(db(), { keys: rows.map((r) => r.outbox_key) });
    const after = await rowsOf({ dedupe: rows.map((r) => r.dedupe_key!) });
    expect(after.map((r) => [r.channel, r.status, r.last_error])).toEqual(expect.arrayContaining(['wecom', 'dingtalk', 'feishu', 'webhook'].map((c) => [c, 'sent', null])));
    const got = robots.received.slice(before);
    const of = (platform: string) => got.find((r) => r.platform === platform)!.body;
    expect(of('wecom')).toEqual({ msgtype: 'text', text: { content: '催办：采购申请\n请尽快处理\nhttps://crm.example.com/workflow/task?id=7', mentioned_mobile_list: ['13800000001'] } });
    expect(of('dingtalk')).toMatchObject({ msgtype: 'actionCard', actionCard: { title: '催办：采购申请', singleTitle: '查看详情', singleURL: 'https://crm.example.com/workflow/task?id=7' }, at: { atMobiles: ['13800000001'], isAtAll: false } });
    expect((of('dingtalk').actionCard as { text: string }).text).toContain('@13800000001');
    expect(of('feishu')).toMatchObject({ msg_type: 'interactive', card: { header: { title: { content: '催办：采购申请' } } } });
    expect(of('webhook')).toMatchObject({ event: 'taskUrged', title: '催办：采购申请', text: '请尽快处理', link: 'https://crm.example.com/workflow/task?id=7', user: { key: lina.userKey, username: 'lina' } });
  });

  it('records a wrong signature as the robot answered it', async () => {
    expect((await saveChannel('dingtalk', { enabled: true, webhook_url: `${robots.base}/robot/send`, access_token: 'ding-token-1', secret: 'SECwrong', format: 'markdown', mention: false })).body.code).toBe(0);
    const tried = await checkedCall(backend, channelTestAnswerSchema, 'POST', NOTIFY_PATHS.testChannel, { token: admin.token, json: { channel: 'dingtalk', values: { enabled: true, webhook_url: `${robots.base}/robot/send`, access_token: '', secret: 'SECwrong', format: 'markdown' } } });
    expect(tried).toEqual({ ok: false, message: '机器人返回错误码 310000：sign not match' });
  });
});

describe('retries', () => {
  it('waits 1, 5, 30 minutes, 2 and 6 hours between attempts, then gives up; an administrator sends it again', async () => {
    await allowHosts([local()]);
    // The receiver refuses a body signed with another secret.
    expect((await saveChannel('webhook', { enabled: true, url: `${robots.base}/hooks/notify`, secret: 'another-secret' })).body.code).toBe(0);
    await queueNotifications(db(), [{ userKey: lina.userKey, channel: 'webhook', event: 'digest', title: '每日汇总', text: '…', link: null, dedupeKey: 'it-retry' }]);
    const [row] = await rowsOf({ dedupe: ['it-retry'] });
    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const at = now;
      await sendDueNotifications(db(), { keys: [row!.outbox_key], now: () => at });
      const [after] = await rowsOf({ dedupe: ['it-retry'] });
      expect(after!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(after!.status).toBe('failed');
        waits.push((after!.next_attempt_at.getTime() - at.getTime()) / 60_000);
        // Not due before its time: a run a moment earlier leaves it alone.
        await sendDueNotifications(db(), { keys: [row!.outbox_key], now: () => new Date(after!.next_attempt_at.getTime() - 1000) });
        expect((await rowsOf({ dedupe: ['it-retry'] }))[0]!.attempts).toBe(attempt);
        now = after!.next_attempt_at;
      } else {
        expect(after!.status).toBe('gave_up');
        expect(after!.last_error).toEqual({ key: 'notifications.errors.status', values: { status: '401' } });
      }
    }
    expect(waits).toEqual([1, 5, 30, 120, 360]);

    const page = await checkedCall(backend, outboxPageSchema, 'POST', NOTIFY_PATHS.outbox, { token: admin.token, json: { status: 'gave_up', channel: 'webhook' } });
    expect(page.records.find((r) => r.outbox_key === row!.outbox_key)).toMatchObject({ status: 'gave_up', attempts: MAX_ATTEMPTS, last_error: '对方返回状态码 401' });
    expect(page.counts.gave_up).toBeGreaterThanOrEqual(1);
    const retried = await checkedCall(backend, outboxRetryAnswerSchema, 'POST', NOTIFY_PATHS.retry, { token: admin.token, json: { keys: [row!.outbox_key] } });
    expect(retried).toEqual({ retried: 1 });
    expect((await rowsOf({ dedupe: ['it-retry'] }))[0]).toMatchObject({ status: 'waiting', attempts: 0 });
    // A row that is not failed is not sent again.
    const again = await post(admin, NOTIFY_PATHS.retry, { keys: [row!.outbox_key] });
    expect(again.body).toMatchObject({ code: 400, msg: '所选记录中没有失败或已放弃、可以重试的通知' });
  });
});

describe('a channel that is down', () => {
  it('is tried once per run: its other rows fail alike and wait, the other channels are sent', async () => {
    await allowHosts([local(), `127.0.0.1:${smtp.port}`]);
    expect((await saveChannel('webhook', { enabled: true, url: `${robots.base}/hang`, secret: '' })).body.code).toBe(0);
    const mailsBefore = smtp.mails.length;
    const hangingBefore = robots.hanging;
    const items: OutgoingNotification[] = [
      ...[1, 2, 3].map((i) => ({ userKey: lina.userKey, channel: 'webhook' as const, event: 'digest' as const, title: `汇总 ${i}`, text: '…', link: null, dedupeKey: `it-down-hook-${i}` })),
      { userKey: lina.userKey, channel: 'email', event: 'digest', title: '每日汇总（邮件）', text: '…', link: null, dedupeKey: 'it-down-mail' },
    ];
    await queueNotifications(db(), items);
    const keys = (await rowsOf({ dedupe: items.map((i) => i.dedupeKey!) })).map((r) => r.outbox_key);
    await sendDueNotifications(db(), { keys, timeoutMs: 300 });
    expect(robots.hanging - hangingBefore).toBe(1);
    expect(smtp.mails.length - mailsBefore).toBe(1);
    const rows = await rowsOf({ dedupe: items.map((i) => i.dedupeKey!) });
    expect(Object.fromEntries(rows.map((r) => [r.dedupe_key, [r.status, r.last_error?.key ?? null]]))).toEqual({
      'it-down-hook-1': ['failed', 'outbound.timeout'], 'it-down-hook-2': ['failed', 'outbound.timeout'], 'it-down-hook-3': ['failed', 'outbound.timeout'], 'it-down-mail': ['sent', null],
    });
  });
});

describe('two senders racing', () => {
  it('send each row once', async () => {
    await allowHosts([local()]);
    expect((await saveChannel('webhook', { enabled: true, url: `${robots.base}/hooks/notify`, secret: 'hook-secret-1' })).body.code).toBe(0);
    const count = 120;
    await queueNotifications(db(), Array.from({ length: count }, (_, i) => ({ userKey: lina.userKey, channel: 'webhook' as const, event: 'crmReminder' as const, title: `跟进提醒 ${i}`, text: `race-${i}`, link: null, dedupeKey: `it-race-${i}` })));
    const keys = (await rowsOf({ dedupe: Array.from({ length: count }, (_, i) => `it-race-${i}`) })).map((r) => r.outbox_key);
    const before = robots.received.length;
    const [a, b] = await Promise.all([sendDueNotifications(db(), { keys }), sendDueNotifications(db(), { keys })]);
    expect(a.sent + b.sent).toBe(count);
    const texts = robots.received.slice(before).map((r) => r.body.text as string);
    expect(texts).toHaveLength(count);
    expect(new Set(texts).size).toBe(count);
    const rows = await db().select({ status: notifyOutbox.status, attempts: notifyOutbox.attempts }).from(notifyOutbox).where(inArray(notifyOutbox.outbox_key, keys));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('outbound rules', () => {
  const post = (url: string, allowedHosts: string[] = [], timeoutMs?: number) => sendOutbound({ method: 'POST', url, headers: [], body: '{}' }, { allowedHosts, publicHosts: true }, { timeoutMs });

  it('refuses loopback, private and link-local addresses unless the host is allowed', async () => {
    expect(await post(`${robots.base}/hooks/x`)).toEqual({ ok: false, failure: { reason: 'outbound.privateAddress', values: { host: local(), address: '127.0.0.1' } } });
    expect(await post(`http://[::1]:${robots.port}/`)).toMatchObject({ ok: false, failure: { reason: 'outbound.privateAddress' } });
    expect(await post('http://10.1.2.3/')).toMatchObject({ ok: false, failure: { reason: 'outbound.privateAddress' } });
    expect(await post('http://169.254.169.254/latest/meta-data')).toMatchObject({ ok: false, failure: { reason: 'outbound.privateAddress' } });
    expect(await post('http://[::ffff:127.0.0.1]/')).toMatchObject({ ok: false, failure: { reason: 'outbound.privateAddress' } });
    // A name is resolved and every address checked.
    expect(await post(`http://localhost:${robots.port}/`)).toMatchObject({ ok: false, failure: { reason: 'outbound.privateAddress', values: { host: 'localhost' } } });
    expect(await post(`${robots.base}/hooks/notify`, [local()])).toMatchObject({ ok: true, status: 401 });
    expect(await post('ftp://example.com/')).toMatchObject({ ok: false, failure: { reason: 'outbound.badUrl' } });
    expect(await post('http://user:pw@example.com/')).toMatchObject({ ok: false, failure: { reason: 'outbound.badUrl' } });
  });

  it('follows no redirect, caps the answer and gives up after the time limit', async () => {
    expect(await post(`${robots.base}/redirect`, [local()])).toEqual({ ok: false, failure: { reason: 'outbound.redirect', values: { status: '302' } } });
    expect(await post(`${robots.base}/big`, [local()])).toEqual({ ok: false, failure: { reason: 'outbound.tooLarge', values: { size: '1024 KB' } } });
    expect(await post(`${robots.base}/hang`, [local()], 300)).toEqual({ ok: false, failure: { reason: 'outbound.timeout', values: { seconds: '1' } } });
  });
});
