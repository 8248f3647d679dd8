// @database postgres: date ranges counted in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { todoCountsFor } from '@/lib/backend/modules/todo/port';
import { todoCountsSchema, todoSettingAnswerSchema, type TodoCounts, type TodoItem } from '@/lib/contract/todo';
import { TODO_ITEM_KEYS, todoPaths, type TodoItemKey } from '@/lib/contract/todo-paths';
import { workflowPaths } from '@/lib/contract/workflow';
import { entityByName } from '@/lib/entities';
import { addDays } from '@/lib/entity/date-presets';
import { resolveFixedValues } from '@/lib/entity/fixed-values';
import { businessDay } from '@/lib/entity/time-zone';
import { findMenuByPath } from '@/lib/navigation/product-menu';
import { call, createTestBackend, loginAs } from '../support/backend';
import { checkedCall } from '../support/answers';
import { uniqueName } from '../support/clues';

/**
 * 待办提醒: every item's count equals what the list its link opens shows the same person, the demo
 * gives the salesperson and the administrator something in every item, a follow-up's plan is due on
 * its business day and overdue from the next (whatever zone the server or the client is in), the
 * look-ahead is an administrator's setting, and each person counts only what their lists show them.
 */
let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
let wang: Session;
let outsider: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina, wang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang')]);
  // A colleague of another department with no role: no list of the reminders is hers to read.
  const added = await post(admin, '/api/app/base/app/sys/user/add', { username: 'todo_outsider', realname: '周敏', password: 'Welcome2026', selecteddeparts: 'dep-project' });
  expect(added.body.code, added.body.msg).toBe(0);
  outsider = await loginAs(backend, 'todo_outsider', 'Welcome2026');
});
afterAll(async () => backend?.database.close());

type Row = Record<string, unknown>;
const post = <T = Row>(who: Session, path: string, json: unknown) => call<T>(backend, 'POST', path, { token: who.token, json });
const counts = (who: Session): Promise<TodoCounts> => checkedCall(backend, todoCountsSchema, 'GET', todoPaths.counts, { token: who.token });
const item = (answer: TodoCounts | TodoItem[], key: TodoItemKey): TodoItem | undefined => (Array.isArray(answer) ? answer : answer.items).find((i) => i.key === key);
const countOf = (answer: TodoCounts | TodoItem[], key: TodoItemKey): number => item(answer, key)?.count ?? -1;
/** An instant given as business wall-clock text with the zone's offset (Asia/Shanghai in the tests). */
const at = (iso: string) => new Date(iso);

/** What the page an item links to lists for this person: the entity's list call with the page's fixed values and the link's parameters. */
async function listedBy(who: Session, link: string): Promise<number> {
  const url = new URL(link, 'http://app.test');
  if (url.pathname === '/home/workbench/pending') {
    const page = await post<{ total: number }>(who, workflowPaths.pending, { ...Object.fromEntries(url.searchParams), pageNo: 1, pageSize: 10 });
    expect(page.body.code, page.body.msg).toBe(0);
    return page.body.data!.total;
  }
  const menu = findMenuByPath(url.pathname);
  const entity = menu?.entity ? entityByName(menu.entity) : undefined;
  expect(entity, link).toBeDefined();
  const fixed = resolveFixedValues(menu!.fixed ?? {}, who.userKey);
  const page = await post<{ total: number }>(who, `${entity!.apiBase}/query`, { ...Object.fromEntries(url.searchParams), ...fixed, pageSize: 10 });
  expect(page.body.code, `${link}: ${page.body.msg}`).toBe(0);
  return page.body.data!.total;
}

async function newCustomer(who: Session): Promise<string> {
  const saved = await post<{ customer_key: string }>(who, '/api/crm/customer/addOrUpdate', { customer_name: uniqueName('待办客户'), status: 'following' });
  expect(saved.body.code, saved.body.msg).toBe(0);
  return saved.body.data!.customer_key;
}

async function follow(who: Session, customer: string, followTime: string, next: string | null): Promise<void> {
  const saved = await post(who, '/api/crm/follow/addOrUpdate', { subject_kind: 'customer', subject_key: customer, follow_time: followTime, follow_type: 'phone', content: '电话沟通', next_follow_time: next });
  expect(saved.body.code, saved.body.msg).toBe(0);
}

describe('the counts', () => {
  it('give the demo salesperson and the administrator something in every item, each equal to the list its link opens', async () => {
    for (const who of [lina, admin]) {
      const answer = await counts(who);
      expect(answer.items.map((i) => i.key)).toEqual([...TODO_ITEM_KEYS]);
      for (const entry of answer.items) {
        expect(entry.count, `${who.userKey} ${entry.key}`).toBeGreaterThan(0);
        expect(entry.link, entry.key).not.toBeNull();
        expect(await listedBy(who, entry.link!), `${who.userKey} ${entry.key} ${entry.link}`).toBe(entry.count);
      }
      expect(answer.total).toBe(answer.items.reduce((s, i) => s + i.count, 0));
      expect(answer.canChangeSetting).toBe(who === admin);
    }
  });

  it('link to the lists that show the records: the follow-ups still open, the customers about to return, contracts and receivables by day', async () => {
    const today = businessDay(new Date());
    const answer = await counts(lina);
    const params = (key: TodoItemKey) => Object.fromEntries(new URL(item(answer, key)!.link!, 'http://app.test').searchParams);
    expect(item(answer, 'followsToday')!.link!.startsWith('/crm/follow?')).toBe(true);
    expect(params('followsToday')).toEqual({ next_follow_time: today, latest: '1' });
    expect(params('followsOverdue')).toEqual({ next_follow_time: `<${today}`, latest: '1' });
    expect(item(answer, 'poolReturning')!.link!.startsWith('/crm/customer?')).toBe(true);
    expect(params('poolReturning')).toMatchObject({ status: '!signed' });
    expect(params('contractsExpiring')).toEqual({ status: 'effective', end_date_begin: today, end_date_end: addDays(today, 7) });
    expect(params('receivablesDue')).toEqual({ planned_date_begin: today, planned_date_end: addDays(today, 3), remaining_amount: '>0' });
    expect(item(answer, 'approvalsOverdue')!.link).toBe('/home/workbench/pending?overdue=1');
    // The demo's rows are among them.
    const follows = await post<{ records: Row[] }>(lina, '/api/crm/follow/query', { ...params('followsOverdue'), pageSize: 200 });
    expect(follows.body.data!.records.map((r) => r.follow_key)).toContain('fol-demo-todo-2');
    const customers = await post<{ records: Row[] }>(lina, '/api/crm/customer/query', { ...params('poolReturning'), in_sea: 'false', pageSize: 200 });
    expect(customers.body.data!.records.map((r) => r.customer_key)).toContain('cus-demo-todo-1');
  });

  it('answer the same through the port a job uses, and nothing for an unknown user', async () => {
    // The pool's link names the moment to the minute: the two may straddle one.
    const comparable = (items: TodoItem[]) => items.map((i) => ({ ...i, link: i.link?.replace(/idle_before=[^&]*/, 'idle_before=…') }));
    expect(comparable(await todoCountsFor(backend.database.db, 'usr-sales', new Date()))).toEqual(comparable((await counts(lina)).items));
    expect(await todoCountsFor(backend.database.db, 'usr-nobody', new Date())).toEqual([]);
  });
});

describe('follow-ups', () => {
  it('are due on their business day, overdue from the next one, and done once their subject is followed up again', async () => {
    const db = backend.database.db;
    const customer = await newCustomer(lina);
    const before = await todoCountsFor(db, 'usr-sales', at('2030-03-10T00:00:00+08:00'));
    // Planned for the first moment of 10 March in Shanghai, sent by a client in Los Angeles (9 March there).
    await follow(lina, customer, '2030-03-01 10:00:00', '2030-03-09T08:00:00-08:00');
    // The last moment of 9 March is the day before: not yet due, not overdue either.
    const eve = await todoCountsFor(db, 'usr-sales', at('2030-03-09T23:59:59.999+08:00'));
    expect(countOf(eve, 'followsToday')).toBe(0);
    const day = await todoCountsFor(db, 'usr-sales', at('2030-03-10T00:00:00+08:00'));
    expect(countOf(day, 'followsToday')).toBe(countOf(before, 'followsToday') + 1);
    expect(countOf(day, 'followsOverdue')).toBe(countOf(before, 'followsOverdue'));
    // 17:00 UTC on 9 March is already 10 March in the business zone: today, whatever the server's date.
    expect(countOf(await todoCountsFor(db, 'usr-sales', at('2030-03-09T17:00:00Z')), 'followsToday')).toBe(countOf(day, 'followsToday'));
    // From 11 March it is overdue.
    const next = await todoCountsFor(db, 'usr-sales', at('2030-03-11T00:00:00+08:00'));
    expect(countOf(next, 'followsToday')).toBe(0);
    const overdue = countOf(next, 'followsOverdue');
    expect(overdue).toBe(countOf(await todoCountsFor(db, 'usr-sales', at('2030-03-11T00:00:00+08:00')), 'followsOverdue'));
    expect(overdue).toBeGreaterThan(countOf(day, 'followsOverdue'));
    // Followed up again on the 10th without a next plan: nothing of this customer is left to do.
    await follow(lina, customer, '2030-03-10 15:00:00', null);
    expect(countOf(await todoCountsFor(db, 'usr-sales', at('2030-03-11T00:00:00+08:00')), 'followsOverdue')).toBe(overdue - 1);
    expect(countOf(await todoCountsFor(db, 'usr-sales', at('2030-03-10T16:00:00+08:00')), 'followsToday')).toBe(countOf(before, 'followsToday'));
  });

  it('count only what the lists show: a colleague of another department does not see them, an outsider reads no list', async () => {
    const customer = await newCustomer(lina);
    const today = businessDay(new Date());
    const [linaBefore, wangBefore] = [await counts(lina), await counts(wang)];
    await follow(lina, customer, `${addDays(today, -1)} 09:00:00`, `${today} 23:59:59`);
    expect(countOf(await counts(lina), 'followsToday')).toBe(countOf(linaBefore, 'followsToday') + 1);
    expect(countOf(await counts(wang), 'followsToday')).toBe(countOf(wangBefore, 'followsToday'));
    expect(countOf(await counts(admin), 'followsToday')).toBeGreaterThanOrEqual(countOf(linaBefore, 'followsToday') + 1);
    // Without the right to a list its item is left out; without a session there is no answer.
    expect((await counts(outsider)).items).toEqual([]);
    expect((await call(backend, 'GET', todoPaths.counts)).status).toBe(401);
  });
});

describe('the look-ahead', () => {
  it('counts contracts ending within the set days, and only an administrator changes it, with values checked', async () => {
    const today = businessDay(new Date());
    const customer = await newCustomer(lina);
    const before = countOf(await counts(lina), 'contractsExpiring');
    for (const [no, end] of [['A', 7], ['B', 8], ['C', -1]] as const) {
      const saved = await post(lina, '/api/crm/customer/contract/addOrUpdate', { customer_key: customer, contract_no: uniqueName(`TODO-${no}`), contract_name: '托管服务合同', end_date: addDays(today, end), status: 'effective' });
      expect(saved.body.code, saved.body.msg).toBe(0);
    }
    // Ending in 7 days counts; in 8 days not yet; yesterday is past.
    expect(countOf(await counts(lina), 'contractsExpiring')).toBe(before + 1);

    const setting = { pool_days: 7, contract_days: 8, receivable_days: 3 };
    expect((await post(lina, todoPaths.setting, setting)).body.code).toBe(403);
    const refused = await post(admin, todoPaths.setting, { ...setting, contract_days: 0 });
    expect(refused.body).toMatchObject({ code: 400, msg: '天数须为1到365之间的整数' });
    const saved = await checkedCall(backend, todoSettingAnswerSchema, 'POST', todoPaths.setting, { token: admin.token, json: setting });
    expect(saved).toEqual(setting);
    const after = await counts(lina);
    expect(after.setting).toEqual(setting);
    expect(item(after, 'contractsExpiring')).toMatchObject({ count: before + 2, days: 8 });
    await post(admin, todoPaths.setting, { pool_days: 7, contract_days: 7, receivable_days: 3 });
  });

  it('leaves the pool item out while the pool returns nobody', async () => {
    const rules = '/api/crm/customer/sea/setting';
    expect((await post(admin, rules, { claim_limit: 50, auto_return_days: 0 })).body.code).toBe(0);
    expect(item(await counts(lina), 'poolReturning')).toBeUndefined();
    expect((await post(admin, rules, { claim_limit: 50, auto_return_days: 90 })).body.code).toBe(0);
    expect(countOf(await counts(lina), 'poolReturning')).toBeGreaterThan(0);
  });
});
