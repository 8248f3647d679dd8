import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { todayText } from '@/lib/backend/modules/project-work/figures';
import type { ProjectOverview } from '@/lib/contract/project';
import { projectPaths } from '@/lib/contract/project-paths';
import { call, createTestBackend, loginAs } from '../support/backend';
import type { Session } from '../support/workflow';

/**
 * A project's objectives (with key results and their check-ins) and tasks (with comments): the
 * generic calls under /api/eis/restful, reached exactly as the project is (by key too), every
 * member keeping them; objective progress rolled up from its key results by weight; tasks moved
 * through their declared statuses; 我的任务 across projects; the overview's figures.
 */
let backend: Backend;
let lina: Session; // manager of the test project
let wang: Session; // participant
let admin: Session;
let outsider: Session; // staff of 项目部, on no project

const P = '/api/eis/restful';
const O = `${P}/objective`;
const KR = `${P}/objective/keyResult`;
const CI = `${P}/objective/keyResult/checkIn`;
const T = `${P}/tasks`;
const C = `${P}/tasks/comment`;
type Rec = Record<string, unknown> & { version: number };
type Page = { records: Rec[]; total: number };

const post = <D = Rec>(who: Session, path: string, json: Record<string, unknown>) => call<D>(backend, 'POST', path, { token: who.token, json });
const detail = (who: Session, base: string, key: unknown) => call<Rec>(backend, 'GET', `${base}/detail/${String(key)}`, { token: who.token });
const remove = (who: Session, base: string, key: unknown) => call(backend, 'POST', `${base}/deleteById`, { token: who.token, form: { id: String(key) } });
const list = async (who: Session, base: string, json: Record<string, unknown>) => (await post<Page>(who, `${base}/query`, { pageSize: 100, ...json })).body.data!;

async function saved(who: Session, base: string, json: Record<string, unknown>): Promise<Rec> {
  const res = await post(who, `${base}/addOrUpdate`, json);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data!;
}

/** An update as the form sends it: the whole record with some fields changed. */
async function edit(who: Session, base: string, key: unknown, changes: Record<string, unknown>, as = who) {
  const current = (await detail(who, base, key)).body.data!;
  return post(as, `${base}/addOrUpdate`, { ...current, ...changes });
}

let runs = 0;
async function project(manager: Session, participant: Session): Promise<string> {
  runs += 1;
  // Entered by an administrator, who reaches every customer.
  const res = await post(admin, projectPaths.save, {
    project_code: `OKR-${Date.now().toString(36)}${runs}`, project_name: '目标与任务测试项目', project_city: '上海',
    project_start_time: '2026-01-01 09:00:00', project_end_time: '2026-12-31 18:00:00', customer_key: 'cus-demo-01',
    project_mgr_key: manager.userKey, participant_keys: participant.userKey,
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return String(res.body.data!.project_key);
}

let projectKey: string;
let otherProjectKey: string;

beforeAll(async () => {
  backend = await createTestBackend();
  [lina, wang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
  const res = await call(backend, 'POST', '/api/app/base/app/sys/user/add', {
    token: admin.token, json: { username: 'okroutsider', realname: '局外人', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' },
  });
  expect(res.body.code, res.body.msg).toBe(0);
  outsider = await loginAs(backend, 'okroutsider', 'Welcome2026');
  projectKey = await project(lina, wang);
  otherProjectKey = await project(wang, lina);
});
afterAll(async () => backend?.database.close());

describe('objectives and key results', () => {
  it('rolls an objective’s progress up from its key results’ latest check-ins, by weight', async () => {
    // A participant (not only the manager) keeps the project's objectives.
    const objective = await saved(wang, O, { project_key: projectKey, title: '通道处理能力提升', owner: wang.userKey, weight: 2, start_date: '2026-01-01', end_date: '2026-06-30' });
    expect(objective).toMatchObject({ progress: 0, weight: 2 });
    const a = await saved(wang, KR, { objective_key: objective.objective_key, title: '峰值吞吐', owner: wang.userKey, weight: 3, target_value: 3000, unit: '笔/秒' });
    const b = await saved(lina, KR, { objective_key: objective.objective_key, title: '清算时效', owner: lina.userKey, weight: 1 });

    const first = await saved(wang, CI, { key_result_key: a.key_result_key, progress: 80, current_value: 2400, note: '压测通过2400笔/秒' });
    // Who and when are the server's, whatever the caller says.
    expect(first).toMatchObject({ checked_by: wang.userKey, progress: 80 });
    expect(first.check_in_time).toBeTruthy();
    expect((await detail(wang, KR, a.key_result_key)).body.data).toMatchObject({ progress: 80 });
    expect((await detail(wang, O, objective.objective_key)).body.data).toMatchObject({ progress: 60 }); // (80×3 + 0×1) / 4

    await saved(lina, CI, { key_result_key: b.key_result_key, progress: 40, note: '清算改造过半' });
    expect((await detail(wang, O, objective.objective_key)).body.data).toMatchObject({ progress: 70 }); // (80×3 + 40) / 4

    // A later check-in replaces the key result's progress; the earlier ones stay as its history.
    await saved(wang, CI, { key_result_key: a.key_result_key, progress: 100, note: '达成' });
    const history = await list(lina, CI, { key_result_key: String(a.key_result_key), column: 'check_in_time', order: 'desc' });
    expect(history.records.map((r) => r.progress)).toEqual([100, 80]);
    expect((await detail(wang, O, objective.objective_key)).body.data).toMatchObject({ progress: 85 }); // (100×3 + 40) / 4

    // Reweighing or deleting a key result rolls up again; deleting the latest check-in goes back to the one before.
    const weighed = await edit(lina, KR, b.key_result_key, { weight: 3 });
    expect(weighed.body.data!.weight).toBe(3);
    expect((await detail(wang, O, objective.objective_key)).body.data).toMatchObject({ progress: 70 }); // (100×3 + 40×3) / 6
    const latest = history.records[0]!;
    expect((await remove(wang, CI, latest.check_in_key)).body.code).toBe(0);
    expect((await detail(wang, KR, a.key_result_key)).body.data).toMatchObject({ progress: 80 });
    expect((await remove(lina, KR, b.key_result_key)).body.code).toBe(0);
    expect((await detail(wang, O, objective.objective_key)).body.data).toMatchObject({ progress: 80 });

    // The progress is the server's: a caller cannot type it.
    const typed = await edit(wang, KR, a.key_result_key, { progress: 5 });
    expect(typed.body.data!.progress).toBe(80);
  });

  it('refuses a key result without an objective, and a check-in out of range or without a note', async () => {
    expect((await post(wang, `${KR}/addOrUpdate`, { objective_key: 'no-such-objective', title: 'x', owner: wang.userKey })).body.code).toBe(400);
    const objective = await saved(lina, O, { project_key: projectKey, title: '客户满意度', owner: lina.userKey });
    const kr = await saved(lina, KR, { objective_key: objective.objective_key, title: 'NPS', owner: lina.userKey });
    expect((await post(lina, `${CI}/addOrUpdate`, { key_result_key: kr.key_result_key, progress: 120, note: 'x' })).body.code).toBe(400);
    expect((await post(lina, `${CI}/addOrUpdate`, { key_result_key: kr.key_result_key, progress: 10 })).body.code).toBe(400);
    // Deleting the objective takes its key results and check-ins with it.
    await saved(lina, CI, { key_result_key: kr.key_result_key, progress: 10, note: '开始' });
    expect((await remove(lina, O, objective.objective_key)).body.code).toBe(0);
    expect((await detail(lina, KR, kr.key_result_key)).body.code).toBe(404);
  });
});

describe('tasks', () => {
  it('moves through its declared statuses, stamps its completion, and links only its own project’s key result and parent', async () => {
    const objective = await saved(lina, O, { project_key: projectKey, title: '上线', owner: lina.userKey });
    const kr = await saved(lina, KR, { objective_key: objective.objective_key, title: '灰度发布', owner: lina.userKey });
    const otherObjective = await saved(wang, O, { project_key: otherProjectKey, title: '别的项目', owner: wang.userKey });
    const otherKr = await saved(wang, KR, { objective_key: otherObjective.objective_key, title: '别的关键结果', owner: wang.userKey });

    const parent = await saved(lina, T, { project_key: projectKey, title: '发布准备', assignee: lina.userKey, priority: 'high' });
    expect(parent).toMatchObject({ status: 'todo', priority: 'high', done_time: null });
    const task = await saved(wang, T, { project_key: projectKey, title: '灰度切流', assignee: wang.userKey, due_date: '2026-03-01', key_result_key: kr.key_result_key, parent_task_key: parent.task_key });
    expect(task).toMatchObject({ key_result_key: kr.key_result_key, parent_task_key: parent.task_key, priority: 'medium' });

    expect((await post(wang, `${T}/addOrUpdate`, { project_key: projectKey, title: 'x', key_result_key: otherKr.key_result_key })).body.msg).toBe('关联的关键结果不属于该项目');
    const foreignTask = await saved(wang, T, { project_key: otherProjectKey, title: '别的任务' });
    expect((await post(wang, `${T}/addOrUpdate`, { project_key: projectKey, title: 'x', parent_task_key: foreignTask.task_key })).body.msg).toBe('上级任务不存在或不属于该项目');
    const loop = await edit(lina, T, parent.task_key, { parent_task_key: task.task_key });
    expect(loop.body.msg).toBe('上级任务不能是该任务本身或其下级任务');

    const move = (who: Session, status: string) => post(who, `${T}/changeStatus`, { ids: String(task.task_key), status });
    expect((await move(wang, 'doing')).body).toMatchObject({ code: 0, msg: '任务状态已变更' });
    expect((await move(lina, 'done')).body.code).toBe(0);
    const done = (await detail(wang, T, task.task_key)).body.data!;
    expect(done.status).toBe('done');
    expect(done.done_time).toBeTruthy();
    expect((await move(wang, 'todo')).body.msg).toBe('任务状态不能从“已完成”变更为“待办”');
    expect((await move(wang, 'doing')).body.code).toBe(0);

    // The board's columns are the list filtered by status.
    expect((await list(lina, T, { project_key: projectKey, status: 'doing' })).records.map((r) => r.task_key)).toEqual([task.task_key]);
  });

  it('keeps comments with their author and time, and lists my tasks across the projects I see', async () => {
    const task = await saved(lina, T, { project_key: projectKey, title: '编写验收报告', assignee: wang.userKey });
    const other = await saved(wang, T, { project_key: otherProjectKey, title: '准备演示环境', assignee: wang.userKey });
    const comment = await saved(wang, C, { task_key: task.task_key, content: '初稿已上传', commenter: lina.userKey });
    expect(comment).toMatchObject({ commenter: wang.userKey, content: '初稿已上传' });
    expect(comment.comment_time).toBeTruthy();
    expect((await list(lina, C, { task_key: String(task.task_key) })).records.map((r) => r.content)).toEqual(['初稿已上传']);

    const mine = await list(wang, `${T}`, {}).then(() => post<Page>(wang, `${T}/mine`, { pageSize: 100 }));
    const keys = mine.body.data!.records.map((r) => r.task_key);
    expect(keys).toEqual(expect.arrayContaining([task.task_key, other.task_key]));
    expect(mine.body.data!.records.every((r) => r.assignee === wang.userKey)).toBe(true);
    // Whatever the caller asks, mine is her own.
    expect((await post<Page>(wang, `${T}/mine`, { assignee: lina.userKey })).body.data!.records.every((r) => r.assignee === wang.userKey)).toBe(true);
    expect((await post<Page>(outsider, `${T}/mine`, {})).body.data!.total).toBe(0);
  });
});

describe('scope by key: only those who may see the project reach its objectives and tasks', () => {
  it('refuses a non-member reading or writing them by key, and lists none to him', async () => {
    const objective = await saved(lina, O, { project_key: projectKey, title: '保密目标', owner: lina.userKey });
    const kr = await saved(lina, KR, { objective_key: objective.objective_key, title: '保密关键结果', owner: lina.userKey });
    const checkIn = await saved(lina, CI, { key_result_key: kr.key_result_key, progress: 10, note: '进展' });
    const task = await saved(lina, T, { project_key: projectKey, title: '保密任务', assignee: outsider.userKey });
    const comment = await saved(lina, C, { task_key: task.task_key, content: '内部讨论' });
    const notMember = '您不是该项目的成员，无权操作';

    for (const [base, key] of [[O, objective.objective_key], [KR, kr.key_result_key], [CI, checkIn.check_in_key], [T, task.task_key], [C, comment.comment_key]] as const) {
      const read = await detail(outsider, base, key);
      expect([read.body.code, read.body.msg], `${base} detail`).toEqual([403, notMember]);
      expect((await remove(outsider, base, key)).body.code, `${base} delete`).toBe(403);
      expect((await list(outsider, base, {})).records.some((r) => Object.values(r).includes(key)), `${base} list`).toBe(false);
    }
    expect((await post(outsider, `${O}/addOrUpdate`, { project_key: projectKey, title: '闯入', owner: outsider.userKey })).body).toMatchObject({ code: 403, msg: notMember });
    expect((await edit(lina, O, objective.objective_key, { title: '改名' }, outsider)).body.code).toBe(403);
    expect((await post(outsider, `${KR}/addOrUpdate`, { objective_key: objective.objective_key, title: '闯入', owner: outsider.userKey })).body.code).toBe(403);
    expect((await post(outsider, `${CI}/addOrUpdate`, { key_result_key: kr.key_result_key, progress: 99, note: '闯入' })).body.code).toBe(403);
    expect((await post(outsider, `${T}/addOrUpdate`, { project_key: projectKey, title: '闯入' })).body.code).toBe(403);
    expect((await post(outsider, `${T}/changeStatus`, { ids: String(task.task_key), status: 'done' })).body.code).toBe(403);
    expect((await post(outsider, `${C}/addOrUpdate`, { task_key: task.task_key, content: '闯入' })).body.code).toBe(403);
    // Assigned to him, the task is still not his to see: the project decides (my tasks list nothing).
    expect((await post<Page>(outsider, `${T}/mine`, {})).body.data!.total).toBe(0);
    // Nothing changed.
    expect((await detail(lina, KR, kr.key_result_key)).body.data).toMatchObject({ progress: 10 });
    expect((await detail(lina, T, task.task_key)).body.data).toMatchObject({ status: 'todo' });
    // Administrators reach them.
    expect((await detail(admin, T, task.task_key)).body.code).toBe(0);
  });
});

describe('the overview’s figures', () => {
  it('counts objectives reached and their weighted progress, tasks done and overdue', async () => {
    const key = await project(lina, wang);
    const reached = await saved(lina, O, { project_key: key, title: '已达成', owner: lina.userKey, weight: 1 });
    const half = await saved(lina, O, { project_key: key, title: '进行中', owner: lina.userKey, weight: 3 });
    const kr1 = await saved(lina, KR, { objective_key: reached.objective_key, title: 'a', owner: lina.userKey });
    const kr2 = await saved(lina, KR, { objective_key: half.objective_key, title: 'b', owner: lina.userKey });
    await saved(lina, CI, { key_result_key: kr1.key_result_key, progress: 100, note: '完成' });
    await saved(lina, CI, { key_result_key: kr2.key_result_key, progress: 40, note: '过半' });
    await saved(lina, T, { project_key: key, title: '逾期', due_date: '2020-01-01' });
    await saved(lina, T, { project_key: key, title: '今天到期', due_date: todayText() });
    const done = await saved(lina, T, { project_key: key, title: '逾期但已完成', due_date: '2020-01-01', status: 'done' });
    expect(done.status).toBe('done');

    const overview = await call<ProjectOverview>(backend, 'GET', projectPaths.overview, { token: wang.token, query: { projectKey: key } });
    expect(overview.body.data!.figures.objectives).toEqual({ done: 1, total: 2, percent: 55 }); // (100×1 + 40×3) / 4
    expect(overview.body.data!.figures.tasks).toEqual({ done: 1, total: 3, overdue: 1 });
  });
});

describe('demo data', () => {
  it('shows the project under way with objectives rolled up from checked-in key results, and tasks in every status', async () => {
    const objectives = await list(lina, O, { project_key: 'prj-demo-02', column: 'create_time', order: 'asc' });
    expect(objectives.records.map((o) => [o.title, o.progress])).toEqual([['跨境通道处理能力提升三倍', 61], ['清算时效达到T+0', 33], ['客户上线与培训全覆盖', 25]]);
    const history = await list(lina, CI, { key_result_key: 'kr-demo-01' });
    expect(history.total).toBe(2);
    const tasks = await list(wang, T, { project_key: 'prj-demo-02' });
    expect(new Set(tasks.records.map((t) => t.status))).toEqual(new Set(['todo', 'doing', 'done']));
    const overview = await call<ProjectOverview>(backend, 'GET', projectPaths.overview, { token: lina.token, query: { projectKey: 'prj-demo-02' } });
    expect(overview.body.data!.figures.tasks).toEqual({ done: 2, total: 7, overdue: 2 });
    // Someone not on the project sees none of it.
    expect((await list(outsider, O, { project_key: 'prj-demo-02' })).total).toBe(0);
  });
});
