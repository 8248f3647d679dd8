import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crmClue, sysSetting, sysUser } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { clueDistributionPaths, type DistributionRule } from '@/lib/contract/clue-distribution';
import { call, createTestBackend, loginAs } from '../support/backend';
import { messagesOf, poolLeads, siteLead, uniqueName } from '../support/clues';

/**
 * Handing leads out: by hand to chosen users, by the rule (in turn, by region, to whoever holds the
 * fewest open leads) on request and on arrival from the public site, with the receivers told and
 * each lead's history naming who distributed it when.
 */

let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
let wang: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina, wang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang')]);
});
afterAll(async () => backend?.database.close());

const RULE = clueDistributionPaths.rule;
const post = <T = Record<string, unknown>>(who: Session, path: string, json: Record<string, unknown>, headers?: Record<string, string>) => call<T>(backend, 'POST', path, { token: who.token, json, headers });
const setRule = (rule: Partial<DistributionRule>) => post(lina, RULE, { enabled: false, mode: 'roundRobin', users: [], regions: [], ...rule });
const followersOf = async (keys: readonly string[]) => {
  const rows = await backend.database.db.select({ key: crmClue.clue_key, follower: crmClue.follower, inPool: crmClue.in_pool, depart: crmClue.belong_depart }).from(crmClue).where(inArray(crmClue.clue_key, [...keys]));
  return keys.map((k) => rows.find((r) => r.key === k)!);
};
const historyOf = async (key: string) =>
  (await call<{ action: string; operator_name: string; changes: { field: string; new: unknown }[] }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: admin.token, query: { entity: 'clue', recordKey: key } })).body.data!;

describe('the distribution rule', () => {
  beforeEach(async () => {
    await setRule({ users: [lina.userKey] });
  });

  it('is read and set with the pool right only, and checked as the form checks it', async () => {
    expect((await call(backend, 'GET', RULE, { token: wang.token })).body.code).toBe(403);
    expect((await post(wang, RULE, { enabled: true, mode: 'roundRobin', users: [wang.userKey] })).body.code).toBe(403);
    const saved = await setRule({ enabled: true, mode: 'fewestOpen', users: [lina.userKey, wang.userKey] });
    expect(saved.body).toMatchObject({ code: 0, msg: '分配规则已保存' });
    expect((await call(backend, 'GET', RULE, { token: lina.token })).body.data).toEqual({ enabled: true, mode: 'fewestOpen', users: [lina.userKey, wang.userKey], regions: [] });

    expect((await setRule({ mode: 'roundRobin', users: [] })).body).toMatchObject({ code: 400, msg: '请至少选择一名接收线索的用户' });
    expect((await setRule({ mode: 'region', regions: [] })).body).toMatchObject({ code: 400, msg: '请至少设置一个地区及其负责人' });
    expect((await setRule({ mode: 'region', regions: [{ region: '320000', user_key: lina.userKey }, { region: '320000', user_key: wang.userKey }] })).body).toMatchObject({ code: 400, msg: '同一地区只能设置一次' });
    expect((await setRule({ users: [lina.userKey, 'usr-ghost'] })).body).toMatchObject({ code: 400, msg: '所选用户不存在或已停用' });
    expect((await setRule({ mode: 'everyone' as never, users: [lina.userKey] })).body).toMatchObject({ code: 400, msg: '请选择分配方式' });
  });
});

describe('receivers', () => {
  it('are the active staff holding the lead right, company-wide, for those with the pool right', async () => {
    const answer = await call<{ user_key: string; realname: string; depart_name: string | null }[]>(backend, 'GET', clueDistributionPaths.receivers, { token: lina.token });
    expect(answer.body.data!.map((u) => [u.realname, u.depart_name])).toEqual([['系统管理员', '信息技术部'], ['李娜', '华东销售组'], ['王芳', '财务部'], ['张伟', '总经办']]);
    expect((await call(backend, 'GET', clueDistributionPaths.receivers, { token: wang.token })).body.code).toBe(403);
  });
});

describe('distributing pool leads', () => {
  it('by hand: to the chosen users in turn, into their departments, each told once, each lead’s history naming who and when', async () => {
    const keys = await poolLeads(backend, ['320000', '320000', '440000']);
    const before = { lina: (await messagesOf(backend, lina.userKey)).length, wang: (await messagesOf(backend, wang.userKey)).length };
    const answer = await post(lina, clueDistributionPaths.batchDistribute, { ids: keys.join(','), followers: `${wang.userKey},${lina.userKey}` });
    expect(answer.body).toMatchObject({ code: 0, msg: '已分配 3 条线索', data: { count: 3 } });
    expect((await followersOf(keys)).map((r) => [r.follower, r.inPool, r.depart])).toEqual([
      [wang.userKey, false, 'dep-finance'], [lina.userKey, false, 'dep-sales-east'], [wang.userKey, false, 'dep-finance'],
    ]);
    const wangs = await messagesOf(backend, wang.userKey);
    expect(wangs).toHaveLength(before.wang + 1);
    expect(wangs[0]).toMatchObject({ title: '您有 2 条新线索待跟进', link: '/crm/clue', publisher: '李娜' });
    const linas = await messagesOf(backend, lina.userKey);
    expect(linas).toHaveLength(before.lina + 1);
    expect(linas[0]).toMatchObject({ title: '您有 1 条新线索待跟进', link: `/crm/clue/${keys[1]}` });

    const [entry] = await historyOf(keys[0]!);
    expect(entry).toMatchObject({ action: 'distribute', operator_name: '李娜' });
    expect(entry!.changes).toEqual(expect.arrayContaining([{ field: 'follower', old: null, new: wang.userKey }, { field: 'in_pool', old: true, new: false }]));
    // Now they are hers and his: the pool no longer holds them.
    expect((await post(lina, clueDistributionPaths.batchDistribute, { ids: keys[1]!, followers: lina.userKey })).body).toMatchObject({ code: 409, msg: '所选线索已不在线索池，请刷新后重试' });
  });

  it('by hand: refuses without the pool right, without receivers, to an inactive user, and all or nothing', async () => {
    const keys = await poolLeads(backend, [null, null]);
    expect((await post(wang, clueDistributionPaths.batchDistribute, { ids: keys.join(','), followers: wang.userKey })).body.code).toBe(403);
    expect((await post(lina, clueDistributionPaths.batchDistribute, { ids: keys.join(','), followers: '' })).body).toMatchObject({ code: 400, msg: '请至少选择一名接收线索的用户' });
    await backend.database.db.update(sysUser).set({ status: '2' }).where(eq(sysUser.user_key, 'usr-leader'));
    try {
      expect((await post(lina, clueDistributionPaths.batchDistribute, { ids: keys.join(','), followers: 'usr-leader' })).body.code).toBe(400);
    } finally {
      await backend.database.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.user_key, 'usr-leader'));
    }
    expect((await post(lina, clueDistributionPaths.batchDistribute, { ids: `${keys[0]},missing-lead`, followers: lina.userKey })).body.code).toBe(404);
    expect((await followersOf(keys)).every((r) => r.inPool)).toBe(true);
  });

  it('by the rule in turn: the turn goes on from one run to the next', async () => {
    await setRule({ mode: 'roundRobin', users: [lina.userKey, wang.userKey, 'usr-leader'] });
    const first = await poolLeads(backend, [null, null]);
    expect((await post(lina, clueDistributionPaths.distributeByRule, { ids: first.join(',') })).body).toMatchObject({ code: 0, msg: '已分配 2 条线索' });
    const second = await poolLeads(backend, [null, null]);
    await post(lina, clueDistributionPaths.distributeByRule, { ids: second.join(',') });
    expect((await followersOf([...first, ...second])).map((r) => r.follower)).toEqual([lina.userKey, wang.userKey, 'usr-leader', lina.userKey]);
    const [entry] = await historyOf(second[0]!);
    expect(entry).toMatchObject({ action: 'ruleDistribute', operator_name: '线索分配规则' });
  });

  it('by the rule by region: the most precise region wins; a lead matching none stays in the pool', async () => {
    await setRule({ mode: 'region', regions: [{ region: '440000', user_key: wang.userKey }, { region: '440300', user_key: lina.userKey }] });
    const keys = await poolLeads(backend, ['440000,440100,440106', '440000,440300,440305', '110000', null]);
    const answer = await post(lina, clueDistributionPaths.distributeByRule, { ids: keys.join(',') });
    expect(answer.body).toMatchObject({ code: 0, msg: '已按规则分配 2 条线索，2 条没有匹配的地区，仍在线索池', data: { count: 2, unplaced: 2 } });
    expect((await followersOf(keys)).map((r) => r.follower)).toEqual([wang.userKey, lina.userKey, null, null]);
  });

  it('by the rule to whoever holds the fewest open leads', async () => {
    await setRule({ mode: 'fewestOpen', users: [lina.userKey, wang.userKey] });
    const open = async (user: string) => (await backend.database.db.select().from(crmClue).where(eq(crmClue.follower, user))).filter((r) => !r.in_pool && r.del_flag === 0 && ['new', 'following'].includes(r.status)).length;
    const [l, w] = [await open(lina.userKey), await open(wang.userKey)];
    const keys = await poolLeads(backend, Array.from({ length: Math.abs(l - w) + 4 }, () => null));
    await post(lina, clueDistributionPaths.distributeByRule, { ids: keys.join(',') });
    const [l2, w2] = [await open(lina.userKey), await open(wang.userKey)];
    expect(l2 + w2).toBe(l + w + keys.length);
    expect(Math.abs(l2 - w2)).toBe(0);
  });

  it('by the rule: refused while no rule names anyone', async () => {
    await backend.database.db.delete(sysSetting).where(eq(sysSetting.setting_key, 'clueDistribution'));
    const keys = await poolLeads(backend, [null]);
    expect((await post(lina, clueDistributionPaths.distributeByRule, { ids: keys.join(',') })).body).toMatchObject({ code: 400, msg: '请先设置分配规则' });
  });
});

describe('leads from the public site', () => {
  it('wait in the pool while the rule is off', async () => {
    await setRule({ enabled: false, users: [wang.userKey] });
    const lead = await siteLead(backend, uniqueName('官网'));
    expect(lead).toMatchObject({ in_pool: true, follower: null, status: 'new' });
  });

  it('are distributed on arrival while the rule is on: the receiver is told, the sales administrator learns who has it', async () => {
    await setRule({ enabled: true, mode: 'roundRobin', users: [wang.userKey] });
    const before = (await messagesOf(backend, wang.userKey)).length;
    const name = uniqueName('到达即分配');
    const lead = await siteLead(backend, name, '440000');
    expect(lead).toMatchObject({ in_pool: false, follower: wang.userKey, belong_depart: 'dep-finance', status: 'new' });
    expect(lead.distribute_time).not.toBeNull();
    const told = await messagesOf(backend, wang.userKey);
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({ title: '您有 1 条新线索待跟进', link: `/crm/clue/${lead.clue_key}`, publisher: '线索分配规则' });
    expect(told[0]!.content).toContain(name);
    const adminNotice = (await messagesOf(backend, lina.userKey)).find((m) => m.content.includes(name));
    expect(adminNotice!.content).toContain('已按分配规则交给王芳跟进。');
    expect((await historyOf(lead.clue_key))[0]).toMatchObject({ action: 'ruleDistribute', operator_name: '线索分配规则' });
    await setRule({ enabled: false, users: [wang.userKey] });
  });

  it('stay in the pool when the rule’s users are all inactive', async () => {
    await setRule({ enabled: true, mode: 'roundRobin', users: ['usr-leader'] });
    await backend.database.db.update(sysUser).set({ status: '2' }).where(eq(sysUser.user_key, 'usr-leader'));
    try {
      const lead = await siteLead(backend, uniqueName('无人接收'));
      expect(lead).toMatchObject({ in_pool: true, follower: null });
    } finally {
      await backend.database.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.user_key, 'usr-leader'));
      await setRule({ enabled: false, users: [wang.userKey] });
    }
  });
});
