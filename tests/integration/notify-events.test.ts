// @database postgres: two runners on two connections.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bizMessageAcceptor, notifyDigestItem, notifyOutbox, sysUserSetting } from '@/lib/backend/db/schema';
import type { Database } from '@/lib/backend/db/client';
import type { Backend } from '@/lib/backend/instance';
import { channelSettings } from '@/lib/backend/modules/notifications/channel-settings';
import { notifyDigestJob } from '@/lib/backend/modules/notification-rules/digest-job';
import { runDigests } from '@/lib/backend/modules/notification-rules/digest-run';
import { defaultNotifyPreferences, notifyPreferencePaths, type NotifyPreferences, type NotifyPreferencesAnswer } from '@/lib/contract/notify-preferences';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { businessDay, zonedParts } from '@/lib/entity/time-zone';
import { call, createTestBackend, loginAs } from '../support/backend';
import { openSecondProcessDatabase } from '../support/database-template';
import { chain, workflowClient, type Session } from '../support/workflow';

/**
 * The decisions of an approval queue the notifications that leave the application for the right
 * people, on the channels an administrator enabled, as each chose: at once (after their quiet
 * hours), gathered into the daily digest, or not at all, each in their own language.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;
let admin: Session;
const db = () => backend.database.db;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [lina, zhangwei, wangfang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
  await wf.deploy(admin, chain('notify_chain', [
    { id: 'a', name: '主管审批', attrs: { assignee: zhangwei.userKey } },
    { id: 'b', name: '财务审批', attrs: { assignee: wangfang.userKey }, properties: { allowReturn: 'previous,initiator' } },
  ]));
});
afterAll(async () => backend?.database.close());

async function enableChannels(...channels: ('email' | 'wecom')[]) {
  const actor = { userKey: admin.userKey, realname: '管理员' };
  await channelSettings.email.write(db(), { enabled: channels.includes('email'), host: '127.0.0.1', port: 2525, security: 'none', user: '', password: '', from_address: 'noreply@example.com', from_name: '' }, actor);
  await channelSettings.wecom.write(db(), { enabled: channels.includes('wecom'), webhook_url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send', key: 'k', format: 'markdown', mention: true }, actor);
}

beforeEach(async () => {
  await db().delete(notifyOutbox);
  await db().delete(notifyDigestItem);
  await db().delete(sysUserSetting).where(eq(sysUserSetting.setting_key, 'notify.preferences'));
  await enableChannels('email', 'wecom');
});

const savePreferences = (who: Session, preferences: unknown) => call(backend, 'POST', notifyPreferencePaths.save, { token: who.token, json: preferences });

async function outbox(event?: string) {
  const rows = await db().select().from(notifyOutbox).where(event ? eq(notifyOutbox.event, event) : undefined);
  return rows.map((r) => ({ user: r.user_key, channel: r.channel, event: r.event, title: r.title, link: r.link, at: r.next_attempt_at, dedupe: r.dedupe_key }));
}

const start = async (title: string) => {
  const started = await wf.start(lina, 'notify_chain', { title });
  expect(started.body.code).toBe(0);
  return { instance: started.body.data!.instance_key, task: started.body.data!.tasks[0]!.task_key };
};

/** Quiet hours around the present moment of the business clock. */
function quietNow(): NotifyPreferences['quietHours'] {
  const hour = Number(zonedParts(new Date()).time.slice(0, 2));
  const clock = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
  return { enabled: true, from: clock(hour - 1), to: clock(hour + 2) };
}

describe('notifications of approval decisions', () => {
  it('tell the new holder of a task by e-mail at once by default, with a link that opens the task', async () => {
    const { task } = await start('差旅报销 A');
    expect(await outbox()).toEqual([
      expect.objectContaining({ user: zhangwei.userKey, channel: 'email', event: 'taskAssigned', title: '待审批：差旅报销 A · 李娜', link: `/home/workbench/pending?taskId=${task}` }),
    ]);
  });

  it('follow the recipient: another channel, their language, after their quiet hours', async () => {
    const preferences = { ...defaultNotifyPreferences('en-US'), modes: { taskAssigned: { email: 'off', wecom: 'instant' } }, quietHours: quietNow() };
    expect((await savePreferences(wangfang, preferences)).body.code).toBe(0);
    const { task } = await start('Trip B');
    await db().delete(notifyOutbox);
    const before = Date.now();
    expect((await wf.confirm(zhangwei, task)).body.code).toBe(0);
    const rows = await outbox();
    expect(rows).toEqual([expect.objectContaining({ user: wangfang.userKey, channel: 'wecom', event: 'taskAssigned', title: 'To approve: Trip B · 李娜' })]);
    // Held until the quiet hours end, an hour or two from now.
    expect(rows[0]!.at.getTime()).toBeGreaterThan(before + 50 * 60_000);
  });

  it('tell a return, a hand-over, a delegation, an urge and the outcome, each as its own event', async () => {
    const { instance, task } = await start('采购 C');
    const second = (await wf.confirm(zhangwei, task)).body.data!.tasks[0]!.task_key;
    await db().delete(notifyOutbox);
    const back = await wf.reject(wangfang, second, { rejectTo: 'previous', comment: '请补充发票' });
    expect(back.body.code).toBe(0);
    expect(await outbox()).toEqual([expect.objectContaining({ user: zhangwei.userKey, event: 'taskReturned', channel: 'email' })]);

    await db().delete(notifyOutbox);
    const returned = back.body.data!.tasks[0]!.task_key;
    expect((await wf.turn(zhangwei, returned, admin.userKey)).body.code).toBe(0);
    expect(await outbox()).toEqual([expect.objectContaining({ user: admin.userKey, event: 'taskHandedOver', link: `/home/workbench/pending?taskId=${returned}` })]);

    await db().delete(notifyOutbox);
    expect((await wf.post(admin, paths.delegate, { taskId: returned, delegateTo: wangfang.userKey, comment: '请核对' })).body.code).toBe(0);
    expect(await outbox()).toEqual([expect.objectContaining({ user: wangfang.userKey, event: 'taskDelegated' })]);
    expect((await wf.post(wangfang, paths.resolve, { taskId: returned, comment: '已核对' })).body.code).toBe(0);

    await db().delete(notifyOutbox);
    expect((await wf.post(lina, paths.urge, { processInstanceId: instance })).body.code).toBe(0);
    expect(await outbox()).toEqual([expect.objectContaining({ user: admin.userKey, event: 'taskUrged' })]);

    const last = (await wf.confirm(admin, returned)).body.data!.tasks[0]!.task_key;
    await db().delete(notifyOutbox);
    expect((await wf.confirm(wangfang, last)).body.code).toBe(0);
    expect(await outbox()).toEqual([expect.objectContaining({ user: lina.userKey, event: 'requestApproved', title: '审批通过：采购 C', link: `/home/myApplications?instanceId=${instance}` })]);
  });

  it('tell the initiator of a rejection, and the holder of a withdrawn request outside the application only', async () => {
    const rejected = await start('采购 D');
    await db().delete(notifyOutbox);
    expect((await wf.reject(zhangwei, rejected.task, { rejectTo: 'end', comment: '预算不足' })).body.code).toBe(0);
    expect(await outbox()).toEqual([expect.objectContaining({ user: lina.userKey, event: 'requestRejected' })]);

    const withdrawn = await start('采购 E');
    await db().delete(notifyOutbox);
    const unreadBefore = await db().select().from(bizMessageAcceptor).where(and(eq(bizMessageAcceptor.ref_key, zhangwei.userKey), eq(bizMessageAcceptor.read_status, 'UNREAD')));
    expect((await wf.cancel(lina, withdrawn.instance)).body.code).toBe(0);
    expect(await outbox()).toEqual([expect.objectContaining({ user: zhangwei.userKey, event: 'requestWithdrawn', title: '已撤回：采购 E' })]);
    const unreadAfter = await db().select().from(bizMessageAcceptor).where(and(eq(bizMessageAcceptor.ref_key, zhangwei.userKey), eq(bizMessageAcceptor.read_status, 'UNREAD')));
    expect(unreadAfter.length).toBe(unreadBefore.length - 1);
  });

  it('keep a copy for the digest by default, and send nothing when no channel is enabled', async () => {
    const { task } = await start('采购 F');
    await db().delete(notifyOutbox);
    expect((await wf.post(zhangwei, paths.copy, { taskId: task, users: [wangfang.userKey] })).body.code).toBe(0);
    expect(await outbox()).toEqual([]);
    const kept = await db().select().from(notifyDigestItem).where(eq(notifyDigestItem.user_key, wangfang.userKey));
    expect(kept).toEqual([expect.objectContaining({ channel: 'email', event: 'copied', digest_key: null })]);

    await enableChannels();
    await start('采购 G');
    expect(await outbox()).toEqual([]);
  });
});

describe('the daily digest', () => {
  it('gathers the kept entries and the to-do counts into one message per channel, once, however many runners', async () => {
    // Copies into the digest on both channels; the digest hour already come.
    const preferences = { ...defaultNotifyPreferences(), digestHour: 0, modes: { copied: { email: 'digest', wecom: 'digest' } } };
    expect((await savePreferences(wangfang, preferences)).body.code).toBe(0);
    for (const title of ['采购 H', '采购 I']) {
      const { task } = await start(title);
      expect((await wf.post(zhangwei, paths.copy, { taskId: task, users: [wangfang.userKey] })).body.code).toBe(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db().delete(notifyOutbox);

    // Two processes' runners at once (on PostgreSQL two connections; PGlite has one process).
    const second: Database = (await openSecondProcessDatabase(backend.database)) ?? backend.database;
    const context = (database: Database, jobId: string) => ({ db: database.db, enqueue: async () => null, publicContent: backend.services.publicContent, storage: backend.services.storage, jobId, worker: jobId, retryCount: 0, stopping: new AbortController().signal });
    try {
      await Promise.all([notifyDigestJob.handler(context(backend.database, 'one'), {}), notifyDigestJob.handler(context(second, 'two'), {})]);
      await notifyDigestJob.handler(context(second, 'again'), {});
    } finally {
      if (second !== backend.database) await second.close();
    }
    const digests = (await outbox('digest')).filter((r) => r.user === wangfang.userKey);
    const day = businessDay();
    expect(digests.map((d) => [d.channel, d.dedupe]).sort()).toEqual([
      ['email', `digest:${wangfang.userKey}:${day}:email`],
      ['wecom', `digest:${wangfang.userKey}:${day}:wecom`],
    ]);
    const taken = await db().select().from(notifyDigestItem).where(eq(notifyDigestItem.user_key, wangfang.userKey));
    expect(taken.every((t) => t.digest_key?.startsWith(`digest:${wangfang.userKey}:${day}:`))).toBe(true);
  });

  it('carries the to-do counts, or sends them at once to who chose so', async () => {
    const preferences = { ...defaultNotifyPreferences(), digestHour: 0, modes: { crmReminder: { email: 'instant', wecom: 'digest' } } };
    expect((await savePreferences(lina, preferences)).body.code).toBe(0);
    const lines = async (_db: unknown, userKey: string) => (userKey === lina.userKey ? [{ key: 'followUps', count: 3, link: '/crm/follow', label: '今日待跟进' }] : []);
    await runDigests(db(), new Date(Date.now() + 86_400_000), lines);
    const mine = (await outbox()).filter((r) => r.user === lina.userKey);
    expect(mine.map((r) => [r.event, r.channel]).sort()).toEqual([['crmReminder', 'email'], ['digest', 'wecom']]);
    const [row] = await db().select().from(notifyOutbox).where(and(eq(notifyOutbox.user_key, lina.userKey), eq(notifyOutbox.event, 'digest')));
    expect(row!.text).toContain('今日待跟进：3');
  });
});

describe('the preference calls', () => {
  it('answer the caller own choice with defaults and the enabled channels', async () => {
    const answer = await call<NotifyPreferencesAnswer>(backend, 'GET', notifyPreferencePaths.get, { token: zhangwei.token });
    expect(answer.body.data).toEqual({ preferences: defaultNotifyPreferences(), channels: ['email', 'wecom'] });
    const chosen = { ...defaultNotifyPreferences(), digestHour: 18, modes: { copied: { email: 'off' } } };
    expect((await savePreferences(zhangwei, chosen)).body.code).toBe(0);
    expect((await call<NotifyPreferencesAnswer>(backend, 'GET', notifyPreferencePaths.get, { token: zhangwei.token })).body.data!.preferences).toEqual(chosen);
    // Another user's stay theirs.
    expect((await call<NotifyPreferencesAnswer>(backend, 'GET', notifyPreferencePaths.get, { token: wangfang.token })).body.data!.preferences.digestHour).toBe(8);
  });

  it('refuse a caller without a session, another user named, and a choice that makes no sense, in the caller language', async () => {
    expect((await call(backend, 'GET', notifyPreferencePaths.get)).body.code).toBe(401);
    expect((await call(backend, 'POST', notifyPreferencePaths.save, { json: defaultNotifyPreferences() })).body.code).toBe(401);
    expect((await savePreferences(zhangwei, { ...defaultNotifyPreferences(), user_key: wangfang.userKey })).body.code).toBe(400);
    const bad = await savePreferences(zhangwei, { ...defaultNotifyPreferences(), digestHour: 25 });
    expect(bad.body).toMatchObject({ code: 400, msg: '汇总时间须为 0 到 23 点之间的整点' });
    const saved = await db().select().from(sysUserSetting).where(and(inArray(sysUserSetting.user_key, [zhangwei.userKey, wangfang.userKey]), eq(sysUserSetting.setting_key, 'notify.preferences')));
    expect(saved).toEqual([]);
  });
});
