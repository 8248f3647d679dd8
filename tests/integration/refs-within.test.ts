// @database postgres: references checked within a parent in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';
import type { Session } from '../support/workflow';

/**
 * A reference declared `within` (lib/entity/types.ts) names only records sharing a value with the
 * record written, whichever end of the pair changes: refused by the record writer with the declared
 * message, or the generic one. Demo data: 前海跨境 (prj-demo-02) has quote quo-demo-01 and contract
 * ctr-demo-02; 浦江信托 (prj-demo-01) has quote quo-demo-04; 钱塘财富 (prj-demo-03) contract ctr-demo-04.
 */
let backend: Backend;
let admin: Session;

const CONTRACT = '/api/eis/restful/contract';
const SETTLEMENT = '/api/eis/restful/settlement';
const TASK = '/api/eis/restful/tasks';
const DICTIONARY = '/api/eis/restful/dictionary';
const ITEM = '/api/eis/restful/dictionaryItem';
type Rec = Record<string, unknown> & { version: number };

const post = (path: string, json: Record<string, unknown>, headers?: Record<string, string>) =>
  call<Rec>(backend, 'POST', path, { token: admin.token, json, headers });

async function saved(path: string, json: Record<string, unknown>): Promise<Rec> {
  const res = await post(`${path}/addOrUpdate`, json);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data!;
}

/** Refused as a bad request, saying `msg`. */
async function refused(path: string, json: Record<string, unknown>, msg: string, headers?: Record<string, string>): Promise<void> {
  const res = await post(`${path}/addOrUpdate`, json, headers);
  expect(res.body.code).toBe(400);
  expect(res.body.msg).toBe(msg);
}

/** An update as the form sends it: the whole stored record with some fields changed. */
async function current(path: string, key: unknown): Promise<Rec> {
  const res = await call<Rec>(backend, 'GET', `${path}/detail/${String(key)}`, { token: admin.token });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data!;
}

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
});
afterAll(async () => backend?.database.close());

describe('a contract’s quote', () => {
  const contract = (json: Record<string, unknown>) => ({ contract_name: '范围测试合同', category_key: 'cct-service', project_key: 'prj-demo-02', amount: 1000, ...json });
  const message = '所选报价不属于该项目';

  it('is one of its own project’s quotes, or the contract is refused', async () => {
    await refused(CONTRACT, contract({ quote_key: 'quo-demo-04' }), message);
    await refused(CONTRACT, contract({ quote_key: 'no-such-quote' }), message);
    expect((await saved(CONTRACT, contract({ quote_key: 'quo-demo-01' }))).quote_key).toBe('quo-demo-01');
    expect((await saved(CONTRACT, contract({}))).quote_key).toBeNull();
  });

  it('follows its contract to another project only together with the quote', async () => {
    const made = await saved(CONTRACT, contract({ quote_key: 'quo-demo-01' }));
    await refused(CONTRACT, { ...(await current(CONTRACT, made.contract_key)), project_key: 'prj-demo-01' }, message);
    await refused(CONTRACT, { ...(await current(CONTRACT, made.contract_key)), quote_key: 'quo-demo-04' }, message);
    const moved = await saved(CONTRACT, { ...(await current(CONTRACT, made.contract_key)), project_key: 'prj-demo-01', quote_key: 'quo-demo-04' });
    expect(moved).toMatchObject({ project_key: 'prj-demo-01', quote_key: 'quo-demo-04' });
  });
});

describe('a settlement’s contract', () => {
  const settlement = (json: Record<string, unknown>) => ({ settlement_name: '范围测试结算', project_key: 'prj-demo-02', period_start: '2026-10-01', period_end: '2026-10-31', amount: 100, ...json });

  it('is one of its own project’s contracts, or the settlement is refused', async () => {
    await refused(SETTLEMENT, settlement({ contract_key: 'ctr-demo-04' }), '所选合同不属于该项目');
    const made = await saved(SETTLEMENT, settlement({ contract_key: 'ctr-demo-02' }));
    expect(made.contract_key).toBe('ctr-demo-02');
    // Other changes leave the pair alone and pass.
    expect((await saved(SETTLEMENT, { ...(await current(SETTLEMENT, made.settlement_key)), amount: 200 })).amount).toBeCloseTo(200);
    await refused(SETTLEMENT, { ...(await current(SETTLEMENT, made.settlement_key)), project_key: 'prj-demo-01' }, '所选合同不属于该项目');
  });
});

describe('a task’s parent task', () => {
  const message = '上级任务不存在或不属于该项目';

  it('is a task of the same project, also when only the task’s project changes', async () => {
    const foreign = await saved(TASK, { project_key: 'prj-demo-01', title: '别的项目的任务' });
    await refused(TASK, { project_key: 'prj-demo-02', title: '子任务', parent_task_key: foreign.task_key }, message);
    const parent = await saved(TASK, { project_key: 'prj-demo-02', title: '上级任务' });
    const child = await saved(TASK, { project_key: 'prj-demo-02', title: '子任务', parent_task_key: parent.task_key });
    expect(child.parent_task_key).toBe(parent.task_key);
    await refused(TASK, { ...(await current(TASK, child.task_key)), project_key: 'prj-demo-01' }, message);
    const alone = await saved(TASK, { ...(await current(TASK, child.task_key)), project_key: 'prj-demo-01', parent_task_key: null });
    expect(alone).toMatchObject({ project_key: 'prj-demo-01', parent_task_key: null });
  });

  it('keeps a task with sub-tasks in its project until they leave it', async () => {
    const parent = await saved(TASK, { project_key: 'prj-demo-02', title: '有子任务的任务' });
    const child = await saved(TASK, { project_key: 'prj-demo-02', title: '它的子任务', parent_task_key: parent.task_key });
    await refused(TASK, { ...(await current(TASK, parent.task_key)), project_key: 'prj-demo-01' }, '仍有其他记录引用此记录，不能移出当前范围');
    await refused(TASK, { ...(await current(TASK, parent.task_key)), project_key: 'prj-demo-01' }, 'Records that name this one still belong to its current scope; it cannot be moved', { 'accept-language': 'en-US' });
    // Once the sub-task lets it go, it may move.
    await saved(TASK, { ...(await current(TASK, child.task_key)), parent_task_key: null });
    expect((await saved(TASK, { ...(await current(TASK, parent.task_key)), project_key: 'prj-demo-01' })).project_key).toBe('prj-demo-01');
  });
});

describe('a dictionary item’s parent (declared without a message of its own)', () => {
  async function dictionary(code: string): Promise<string> {
    return String((await saved(DICTIONARY, { dict_code: code, dict_name: code })).dict_key);
  }
  const item = (dictKey: string, value: string, json: Record<string, unknown> = {}) =>
    ({ dict_key: dictKey, item_value: value, item_text: value, sort_no: 1, status: '1', ...json });

  it('is an item of the same dictionary, refused with the generic message in the reader’s language', async () => {
    const [regions, colours] = [await dictionary('within_regions'), await dictionary('within_colours')];
    const east = await saved(ITEM, item(regions, 'EAST'));
    await refused(ITEM, item(colours, 'RED', { parent_key: east.item_key }), '所选记录不属于当前范围');
    await refused(ITEM, item(colours, 'RED', { parent_key: east.item_key }), 'The chosen record is outside the allowed scope', { 'accept-language': 'en-US' });
    const shanghai = await saved(ITEM, item(regions, 'SHANGHAI', { parent_key: east.item_key }));
    expect(shanghai.parent_key).toBe(east.item_key);
    await refused(ITEM, { ...(await current(ITEM, shanghai.item_key)), dict_key: colours }, '所选记录不属于当前范围');
    // The parent, named by an item of its dictionary, stays in it as well.
    await refused(ITEM, { ...(await current(ITEM, east.item_key)), dict_key: colours }, '仍有其他记录引用此记录，不能移出当前范围');
    // An edit that leaves the dictionary alone passes.
    expect((await saved(ITEM, { ...(await current(ITEM, east.item_key)), item_text: '华东' })).item_text).toBe('华东');
  });
});
