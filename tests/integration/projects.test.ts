import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '@/lib/backend/db/schema';
import { codePrefix } from '@/lib/backend/modules/projects/code';
import type { Backend } from '@/lib/backend/instance';
import { projectPaths } from '@/lib/contract/project-paths';
import { call, createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * Projects: saved in their save payload's shape, checked with the
 * wizard's own messages, named by the server, seen only by their people (manager, participants,
 * the leaders of their departments, administrators; by key too), changed by their manager and
 * those leaders, submitted for the 立项审批 whose outcome their status follows.
 */
let backend: Backend;
let lina: Session; // 李娜, 华东销售组 (directs it)
let wang: Session; // 王芳, 财务部 (directs it; role finance)
let zhang: Session; // 张伟, 总经办, role leader, directs 华信金服总部
let admin: Session;
let outsider: Session; // staff of 项目部
let itLeader: Session; // leader role in 信息技术部
let salesLeader: Session; // leader role in 销售部 (above 华东销售组)
let flow: ReturnType<typeof workflowClient>;

const BASE = '/api/eis/restful/project';
type Project = Record<string, unknown> & { project_key: string; version: number; status: string };
type Page<T> = { records: T[]; total: number };

async function newUser(username: string, role: string, depart: string): Promise<Session> {
  const res = await call(backend, 'POST', '/api/app/base/app/sys/user/add', {
    token: admin.token, json: { username, realname: username, password: 'Welcome2026', selectedroles: role, selecteddeparts: depart },
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return loginAs(backend, username, 'Welcome2026');
}

beforeAll(async () => {
  backend = await createTestBackend();
  [lina, wang, zhang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei'), loginAs(backend, 'admin')]);
  outsider = await newUser('zhaolei', 'role-staff', 'dep-project');
  itLeader = await newUser('itlead', 'role-leader', 'dep-it');
  salesLeader = await newUser('saleslead', 'role-leader', 'dep-sales');
  flow = workflowClient(backend);
});
afterAll(async () => backend?.database.close());

let runs = 0;
const unique = () => `${Date.now().toString(36)}${(runs += 1)}`;

/** A project of 浦江信托 as the wizard sends it: lists of people with their names, and emp_key. */
function payload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    project_code: `T-${unique()}`,
    project_name: '浦江信托资产报告自动化',
    project_city: '上海',
    project_start_time: '2026-06-01 09:00:00',
    project_end_time: '2026-12-31 18:00:00',
    initial_budget: 300000,
    customer_key: 'cus-demo-01',
    customer_department_key: 'cdp-demo-02',
    customer_depart_name: '客户端写的名字不算数',
    customer_product_key: 'prd-demo-01',
    customer_contacts_key: 'con-demo-01,con-demo-02',
    project_mgr_key: lina.userKey,
    project_mgr_name: '李娜',
    project_participants: [{ employee_key: wang.userKey, employee_name: '王芳' }],
    medium_vos: [{ project_medium_key: lina.userKey, project_medium_name: '李娜' }],
    process_members_dtos: [{ process_member_key: wang.userKey, process_member_name: '王芳' }],
    emp_key: lina.userKey,
    core_objectives: '报告自动生成',
    ...overrides,
  };
}

const save = (who: Session, json: Record<string, unknown>) => call<Project>(backend, 'POST', projectPaths.save, { token: who.token, json });
const update = (who: Session, json: Record<string, unknown>) => call<Project>(backend, 'POST', projectPaths.update, { token: who.token, json });
const details = (who: Session, key: string) => call<Project>(backend, 'GET', projectPaths.details, { token: who.token, query: { projectKey: key } });
const query = (who: Session, json: Record<string, unknown> = {}) => call<Page<Project>>(backend, 'POST', projectPaths.query, { token: who.token, json: { pageSize: 200, ...json } });
const setStatus = (who: Session, key: string, status: string) => call<{ count: number }>(backend, 'POST', projectPaths.updateStatus, { token: who.token, query: { projectKey: key, status } });

async function created(json: Record<string, unknown> = payload(), who = lina): Promise<Project> {
  const res = await save(who, json);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data!;
}

describe('save and update with lists of people', () => {
  it('stores the people as keys, names them and the customer’s parts on the way out, starts as a draft', async () => {
    const project = await created();
    expect(project.status).toBe('DRAFT');
    expect(project.participant_keys).toBe(wang.userKey);
    expect(project.medium_keys).toBe(lina.userKey);
    expect(project.process_member_keys).toBe(wang.userKey);
    expect(project.project_mgr_name).toBe('李娜');
    expect(project.project_participants).toEqual([{ employee_key: wang.userKey, employee_name: '王芳' }]);
    expect(project.project_medium_dtos).toEqual([{ project_medium_key: lina.userKey, project_medium_name: '李娜' }]);
    expect(project.process_members_dtos).toEqual([{ process_member_key: wang.userKey, process_member_name: '王芳' }]);
    // Names come from the customer's own records, not from what the form sent.
    expect(project).toMatchObject({ customer_name: '上海浦江信托有限公司', customer_depart_name: '财富管理部', customer_product_name: '家族信托综合服务', customer_contacts_name: '陈静,王磊' });

    const read = await details(lina, project.project_key);
    expect(read.body.data).toMatchObject({ project_key: project.project_key, project_mgr_name: '李娜', customer_name: '上海浦江信托有限公司' });

    const changed = await update(lina, { ...payload({ project_code: project.project_code }), project_key: project.project_key, version: project.version, project_name: '浦江信托资产报告自动化二期', project_participants: [{ employee_key: wang.userKey }, { employee_key: zhang.userKey }] });
    expect(changed.body.code, changed.body.msg).toBe(0);
    expect(changed.body.data).toMatchObject({ project_name: '浦江信托资产报告自动化二期', participant_keys: `${wang.userKey},${zhang.userKey}` });
    // A stale version is refused; update needs the key it changes.
    expect((await update(lina, { ...payload(), project_key: project.project_key, version: project.version })).body.code).toBe(409);
    expect((await update(lina, payload())).body.msg).toBe('请指定项目');
  });

  it('says the wizard’s own words for what is missing', async () => {
    const missing = async (field: string, extra: Record<string, unknown> = {}) => (await save(lina, payload({ [field]: null, ...extra }))).body.msg;
    expect(await missing('project_code')).toBe('请输入项目编号！');
    expect(await missing('project_name')).toBe('请输入项目名称！');
    expect(await missing('project_start_time')).toBe('请选择项目时间！');
    expect(await missing('project_end_time')).toBe('请选择项目时间！');
    expect(await missing('project_city')).toBe('请填写项目城市！');
    expect(await missing('customer_key')).toBe('请选择客户');
    expect(await missing('project_mgr_key')).toBe('请选择项目经理！');
    expect(await missing('project_participants', { project_participants: [] })).toBe('请选择参与人员');
    const english = await call(backend, 'POST', projectPaths.save, { token: lina.token, json: payload({ project_code: '' }), headers: { 'accept-language': 'en-US' } });
    expect(english.body.msg).toBe('Please enter the project code!');
    expect((await save(lina, payload({ project_end_time: '2026-05-01 00:00:00' }))).body.msg).toBe('结束时间不能早于开始时间');
  });

  it('takes only the customer’s own parts, of a customer the caller may reach, and active people', async () => {
    // 稳健理财计划 belongs to 钱塘财富, not to 浦江信托.
    expect((await save(lina, payload({ customer_product_key: 'prd-demo-03' }))).body.msg).toBe('所选组织架构、产品或联系人不属于该客户');
    expect((await save(lina, payload({ customer_department_key: 'cdp-demo-06' }))).body.msg).toBe('所选组织架构、产品或联系人不属于该客户');
    expect((await save(lina, payload({ customer_contacts_key: 'con-demo-06' }))).body.msg).toBe('所选组织架构、产品或联系人不属于该客户');
    // 前海跨境 is 华南销售组's customer.
    const foreign = await save(lina, payload({ customer_key: 'cus-demo-06', customer_department_key: null, customer_product_key: null, customer_contacts_key: null }));
    expect(foreign.body.code).toBe(403);
    expect(foreign.body.msg).toBe('所选客户不在您的权限范围内');
    expect((await save(lina, payload({ project_participants: [{ employee_key: 'usr-nobody' }] }))).body.msg).toBe('项目人员中有不存在或已冻结的用户');
  });

  it('keeps project codes unique', async () => {
    const first = await created();
    const again = await save(lina, payload({ project_code: first.project_code }));
    expect(again.body.code).toBe(409);
    expect(again.body.msg).toContain('项目编号');
  });
});

describe('code generation', () => {
  const generate = (query: Record<string, string>) => call<{ code: string }>(backend, 'GET', projectPaths.generateCode, { token: lina.token, query });

  it('builds the code from the city and the day, the sequence going on past saved codes', async () => {
    const prefix = codePrefix('4401', new Date());
    const first = await generate({ city: '广州', projectName: '新项目' });
    expect(first.body.code, first.body.msg).toBe(0);
    expect(first.body.msg).toBe(`${prefix}001`);
    expect(first.body.data!.code).toBe(first.body.msg);
    await created(payload({ project_code: first.body.msg }));
    expect((await generate({ city: '广州市', projectName: '另一个' })).body.msg).toBe(`${prefix}002`);
    expect((await generate({ city: '深圳', projectName: '新项目' })).body.msg).toBe(`${codePrefix('4403', new Date())}001`);
  });

  it('needs a city it knows and a project name', async () => {
    expect((await generate({ projectName: '新项目' })).body.msg).toBe('请填写项目城市');
    expect((await generate({ city: '广州' })).body.msg).toBe('请先选择客户，再选择产品，项目名称会自动填写！');
    expect((await generate({ city: '火星', projectName: '新项目' })).body.msg).toBe('无法识别城市“火星”，请填写地级市名称，如“广州”');
  });
});

describe('who sees and changes a project', () => {
  let project: Project;
  beforeAll(async () => {
    // 李娜 manages it; 王芳 takes part.
    project = await created(payload({ project_participants: [{ employee_key: wang.userKey }], medium_vos: [], process_members_dtos: [] }));
  });

  const sees = async (who: Session) => {
    const listed = (await query(who)).body.data!.records.some((r) => r.project_key === project.project_key);
    const byKey = (await details(who, project.project_key)).body.code;
    return { listed, byKey };
  };

  it('is seen by its manager, its participants, the leaders of their departments and administrators', async () => {
    for (const who of [lina, wang, zhang, salesLeader, admin]) expect(await sees(who)).toEqual({ listed: true, byKey: 0 });
  });

  it('is not seen by anyone else, in lists or by key, with its history and people', async () => {
    for (const who of [outsider, itLeader]) {
      expect(await sees(who)).toEqual({ listed: false, byKey: 403 });
      expect((await details(who, project.project_key)).body.msg).toBe('您不是该项目的成员，无权操作');
      expect((await call(backend, 'GET', projectPaths.participants, { token: who.token, query: { projectKey: project.project_key } })).body.code).toBe(403);
      expect((await call(backend, 'GET', projectPaths.overview, { token: who.token, query: { projectKey: project.project_key } })).body.code).toBe(403);
      expect((await call(backend, 'GET', '/api/app/base/sys/audit/list', { token: who.token, query: { entity: 'project', recordKey: project.project_key } })).body.code).toBe(403);
      expect((await call(backend, 'GET', `${BASE}/detail/${project.project_key}`, { token: who.token })).body.code).toBe(403);
    }
  });

  it('lists only the caller’s own projects when asked for them (我的项目)', async () => {
    const mine = async (who: Session) => (await query(who, { mine: '1' })).body.data!.records.map((r) => r.project_key);
    expect(await mine(lina)).toContain(project.project_key);
    expect(await mine(wang)).toContain(project.project_key);
    // Leaders and administrators see it, but it is not theirs.
    expect(await mine(zhang)).not.toContain(project.project_key);
    expect(await mine(admin)).not.toContain(project.project_key);
    // The demo: 李娜 manages two projects and takes part in a third.
    expect((await mine(lina)).filter((k) => k.startsWith('prj-demo-')).sort()).toEqual(['prj-demo-01', 'prj-demo-02', 'prj-demo-03']);
  });

  it('is changed by its manager and the leaders, not by a participant', async () => {
    const latest = (await details(lina, project.project_key)).body.data!;
    const edit = (who: Session, row: Project, name: string) => update(who, { ...payload({ project_code: row.project_code }), project_key: row.project_key, version: row.version, project_name: name, project_participants: [{ employee_key: wang.userKey }] });
    const refused = await edit(wang, latest, '参与人员改的名字');
    expect(refused.body.code).toBe(403);
    expect((await setStatus(wang, project.project_key, 'CLOSED')).body.code).toBe(403);
    expect((await call(backend, 'POST', `${BASE}/deleteById`, { token: wang.token, form: { id: project.project_key } })).body.code).toBe(403);
    const byLeader = await edit(zhang, latest, '领导改的名字');
    expect(byLeader.body.code, byLeader.body.msg).toBe(0);
    const byManager = await edit(lina, byLeader.body.data!, '经理改的名字');
    expect(byManager.body.code, byManager.body.msg).toBe(0);
    // The workspace offers editing to exactly those who may.
    const canEdit = async (who: Session) => (await details(who, project.project_key)).body.data!.can_edit;
    expect(await Promise.all([lina, zhang, salesLeader, admin, wang].map(canEdit))).toEqual([true, true, true, true, false]);
  });

  it('answers its people with their parts and departments', async () => {
    const people = await call<{ user_key: string; realname: string; roles: string[]; depart_names: string[] }[]>(backend, 'GET', projectPaths.participants, { token: wang.token, query: { projectKey: project.project_key } });
    expect(people.body.code, people.body.msg).toBe(0);
    expect(people.body.data).toEqual([
      { user_key: lina.userKey, realname: '李娜', roles: ['manager', 'medium'], depart_names: ['华东销售组'] },
      { user_key: wang.userKey, realname: '王芳', roles: ['participant', 'process'], depart_names: ['财务部'] },
    ]);
  });
});

describe('the initiation approval', () => {
  const pendingFor = async (who: Session, key: string) => (await flow.pending(who)).body.data!.records.find((t) => t.title === key || t.instance_key === key);

  it('submits with saveApproved, locks the project while PROGRESS, and makes it 进行中 when approved', async () => {
    const name = `立项测试${unique()}`;
    const submitted = await call<Project & { instance_key: string }>(backend, 'POST', projectPaths.saveApproved, { token: lina.token, json: payload({ project_name: name }) });
    expect(submitted.body.code, submitted.body.msg).toBe(0);
    expect(submitted.body.msg).toBe('已提交审批');
    const project = submitted.body.data!;
    expect(project.status).toBe('PROGRESS');

    // Locked: no edit, no delete, no manual status change while the approval runs.
    const edit = await update(lina, { ...payload({ project_code: project.project_code }), project_key: project.project_key, version: project.version });
    expect(edit.body.code).toBe(409);
    expect(edit.body.msg).toBe('项目审批中，审批结束前不能修改或删除');
    expect((await call(backend, 'POST', `${BASE}/deleteById`, { token: lina.token, form: { id: project.project_key } })).body.code).toBe(409);
    expect((await setStatus(lina, project.project_key, 'FINISHED')).body.code).toBe(409);
    expect((await setStatus(lina, project.project_key, 'ONGOING')).body.msg).toBe('所选记录的当前状态不能执行“重新打开”');
    expect((await setStatus(lina, project.project_key, 'REJECTED')).body.msg).toBe('项目状态“REJECTED”只能由立项审批变更');
    // Submitting twice is refused.
    expect((await call(backend, 'POST', projectPaths.saveApproved, { token: lina.token, json: { ...payload({ project_code: project.project_code }), project_key: project.project_key, version: project.version } })).body.code).toBe(409);

    // 财务审核 goes to 王芳 (role finance); 300,000 is under the leader's threshold.
    const task = await pendingFor(wang, name);
    expect(task, 'a finance task').toBeDefined();
    expect(task!.task_name).toBe('财务审核');
    const approved = await flow.confirm(wang, task!.task_key, { comment: '预算合理' });
    expect(approved.body.code, approved.body.msg).toBe(0);
    expect(approved.body.data!.status).toBe('APPROVED');

    const after = (await details(lina, project.project_key)).body.data!;
    expect(after.status).toBe('ONGOING');
    expect(after.version).toBeGreaterThan(project.version);
    const history = await backend.database.db.select().from(sysAuditLog)
      .where(and(eq(sysAuditLog.entity, 'project'), eq(sysAuditLog.record_key, project.project_key), eq(sysAuditLog.action, 'approval')));
    expect(history.map((h) => h.changes.find((c) => c.field === 'status')?.new).sort()).toEqual(['ONGOING', 'PROGRESS']);
    expect(history.find((h) => h.changes.some((c) => c.new === 'ONGOING'))?.operator_name).toBe('王芳');

    // The overview shows the approval, the people and the budget; the later parts are not there yet.
    const overview = await call<{ approval: { status: string } | null; figures: unknown; members: { user_key: string }[]; activity: { action: string; status: string | null }[] }>(backend, 'GET', projectPaths.overview, { token: lina.token, query: { projectKey: project.project_key } });
    expect(overview.body.code, overview.body.msg).toBe(0);
    expect(overview.body.data!.approval?.status).toBe('APPROVED');
    expect(overview.body.data!.figures).toEqual({ objectives: { done: 0, total: 0, percent: 0 }, tasks: { done: 0, total: 0, overdue: 0 }, budget: { planned: 300000, used: 0 }, documents: { folders: 0, files: 0 } });
    expect(overview.body.data!.members.map((m) => m.user_key)).toEqual([lina.userKey, wang.userKey]);
    expect(overview.body.data!.activity[0]).toMatchObject({ action: 'approval', status: 'ONGOING' });

    // The manager finishes it, reopens it, closes it; a closed project stays closed.
    expect((await setStatus(lina, project.project_key, 'FINISHED')).body.code).toBe(0);
    expect((await setStatus(lina, project.project_key, 'ONGOING')).body.code).toBe(0);
    expect((await setStatus(lina, project.project_key, 'CLOSED')).body.code).toBe(0);
    expect((await setStatus(lina, project.project_key, 'ONGOING')).body.code).toBe(409);
    expect((await setStatus(lina, project.project_key, 'NOPE')).body.msg).toBe('不支持的项目状态');
    expect((await details(lina, project.project_key)).body.data!.status).toBe('CLOSED');
  });

  it('sends a large budget on to a leader, and a rejected project may be submitted again or withdrawn to a draft', async () => {
    const name = `大额立项${unique()}`;
    const draft = await created(payload({ project_name: name, initial_budget: 800000 }));
    const first = await call<Project>(backend, 'POST', projectPaths.saveApproved, { token: lina.token, json: { ...payload({ project_code: draft.project_code, project_name: name, initial_budget: 800000 }), project_key: draft.project_key, version: draft.version } });
    expect(first.body.code, first.body.msg).toBe(0);
    await flow.confirm(wang, (await pendingFor(wang, name))!.task_key);
    expect((await details(lina, draft.project_key)).body.data!.status).toBe('PROGRESS');
    const leaderTask = await pendingFor(zhang, name);
    expect(leaderTask?.task_name).toBe('领导审批');
    expect((await flow.reject(zhang, leaderTask!.task_key, { comment: '预算偏高' })).body.code).toBe(0);
    const rejected = (await details(lina, draft.project_key)).body.data!;
    expect(rejected.status).toBe('REJECTED');

    // Changed and submitted again, then withdrawn by its submitter: back to a draft.
    const again = await call<Project & { instance_key: string }>(backend, 'POST', projectPaths.saveApproved, { token: lina.token, json: { ...payload({ project_code: draft.project_code, project_name: name, initial_budget: 450000 }), project_key: draft.project_key, version: rejected.version } });
    expect(again.body.code, again.body.msg).toBe(0);
    expect(again.body.data!.status).toBe('PROGRESS');
    expect((await flow.cancel(lina, again.body.data!.instance_key)).body.code).toBe(0);
    expect((await details(lina, draft.project_key)).body.data!.status).toBe('DRAFT');
  });

  it('is submitted only by someone who may change the project', async () => {
    const draft = await created();
    const byParticipant = await call(backend, 'POST', projectPaths.saveApproved, { token: wang.token, json: { ...payload({ project_code: draft.project_code }), project_key: draft.project_key, version: draft.version } });
    expect(byParticipant.body.code).toBe(403);
    expect((await details(lina, draft.project_key)).body.data!.status).toBe('DRAFT');
  });
});

describe('the demo project under way', () => {
  it('was approved through its own 立项审批, so its overview and its history tell one story', async () => {
    type Overview = { approval: { status: string; start_time: string; end_time: string | null } | null; activity: { action: string; status: string | null; operator_name: string; time: string }[] };
    const overview = await call<Overview>(backend, 'GET', projectPaths.overview, { token: lina.token, query: { projectKey: 'prj-demo-02' } });
    expect(overview.body.code, overview.body.msg).toBe(0);
    const { approval, activity } = overview.body.data!;
    expect(approval?.status).toBe('APPROVED');
    const approvals = activity.filter((a) => a.action === 'approval');
    expect(approvals.map((a) => a.status)).toEqual(['ONGOING', 'PROGRESS']);
    // The history's entries are the request's own moments: submitted when it started, approved when it ended.
    expect(approvals[1]!.time).toBe(approval!.start_time);
    expect(approvals[0]!.time).toBe(approval!.end_time);
    expect(approvals[1]!.operator_name).toBe('张伟');
    expect(new Date(approval!.start_time).getTime()).toBeLessThan(Date.now() - 60 * 24 * 3600 * 1000);
  });
});
