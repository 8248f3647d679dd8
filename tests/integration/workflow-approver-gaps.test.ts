import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/backend/auth/password';
import { sysDepart, sysPosition, sysRole, sysUser, wfDefinition, wfModel } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { buildBpmn, type BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { DEMO_PASSWORD } from '@/lib/backend/seed/demo-data';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { ApproverGap } from '@/lib/contract/workflow-approver-gaps';
import { call, createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Session } from '../support/workflow';

/**
 * Approvers are real (issue 45 item 6): the deploy refuses a model whose approvers, candidates or
 * people copied name a user, role, position or department the organisation does not have (or has
 * frozen or deleted), naming the element and the entry; the designer asks for every such entry
 * before deploying; and the model list marks a deployed model whose approver left afterwards.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;

const db = () => backend.database.db;

type ModelListRow = { model_key: string; process_key: string; needs_attention: boolean; approver_gaps: ApproverGap[] };

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  admin = await loginAs(backend, 'admin');
  const password_hash = await hashPassword(DEMO_PASSWORD);
  await db().insert(sysUser).values([
    { user_key: 'usr-g-frozen', username: 'gfrozen', realname: '冻结员工', password_hash, user_type: 'staff', status: '2' },
    { user_key: 'usr-g-deleted', username: 'gdeleted', realname: '已删员工', password_hash, user_type: 'staff', status: '1', del_flag: 1 },
    { user_key: 'usr-g-leaver', username: 'gleaver', realname: '将离职员工', password_hash, user_type: 'staff', status: '1' },
  ]);
  await db().insert(sysRole).values([
    { role_key: 'role-g-gone', role_code: 'gone_role', role_name: '已撤销角色', del_flag: 1 },
    { role_key: 'role-g-temp', role_code: 'temp_role', role_name: '临时角色' },
  ]);
  await db().insert(sysPosition).values({ position_key: 'pos-g-temp', code: 'temp_position', name: '临时岗位' });
  await db().insert(sysDepart).values({ depart_key: 'dep-g-temp', parent_key: null, depart_name: '临时小组', org_code: 'G01' });
});
afterAll(async () => {
  await backend?.database.close();
});

/** Saves a model and tries to deploy it: the deploy's answer. */
async function saveAndDeploy(process: BuildProcess) {
  const saved = await wf.post<{ model_key: string }>(admin, paths.modelSave, { xml: buildBpmn(process) });
  expect(saved.body.code, saved.body.msg).toBe(0);
  const modelKey = saved.body.data!.model_key;
  const deployed = await wf.post<{ version: number }>(admin, paths.modelDeploy, { model_key: modelKey });
  return { modelKey, deployed: deployed.body };
}

const review = (id: string, attrs: Record<string, string>, properties?: Record<string, string>) => chain(id, [{ id: 'review', name: '审核', attrs, properties }]);

function copyNode(id: string, properties: Record<string, string>): BuildProcess {
  return {
    id, name: id,
    nodes: [
      { id: 'start', type: 'startEvent', name: '开始', at: [0, 0] },
      { id: 'cc', type: 'serviceTask', name: '抄送财务', at: [1, 0], attrs: { type: 'copy' }, properties },
      { id: 'end', type: 'endEvent', name: '结束', at: [2, 0] },
    ],
    flows: [{ id: 'f1', from: 'start', to: 'cc' }, { id: 'f2', from: 'cc', to: 'end' }],
  };
}

/** Freezes (2) or unfreezes (1) a user as the user list does. */
const freeze = (userKey: string, status: '1' | '2') => call(backend, 'PUT', '/api/app/base/app/sys/user/frozenBatch', { token: admin.token, json: { ids: userKey, status } });

async function modelList(keyword?: string): Promise<ModelListRow[]> {
  const answer = await wf.post<{ records: ModelListRow[] }>(admin, paths.modelQuery, { pageNo: 1, pageSize: 200, keyword });
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data!.records;
}

describe('the deploy refuses approvers the organisation does not have', () => {
  it('a free-text tag “王芳” as the approver: refused naming the task and the entry, nothing deployed', async () => {
    const { modelKey, deployed } = await saveAndDeploy(review('gap_free_text', {}, { approverKind: 'users', approverValue: '王芳' }));
    expect(deployed.code).toBe(400);
    expect(deployed.msg).toBe('元素 审核 (review) 的审批人“王芳”不存在，无法部署');
    expect(await db().select().from(wfDefinition).where(eq(wfDefinition.model_key, modelKey))).toEqual([]);
    const [model] = await db().select({ status: wfModel.status, latest: wfModel.latest_version }).from(wfModel).where(eq(wfModel.model_key, modelKey));
    expect(model).toEqual({ status: 'DRAFT', latest: 0 });
  });

  const refused: { title: string; process: (id: string) => BuildProcess; message: string }[] = [
    { title: 'a frozen user of a rule', process: (id) => review(id, {}, { approverKind: 'users', approverValue: 'usr-finance,usr-g-frozen' }), message: '元素 审核 (review) 的审批人“冻结员工 (gfrozen)”已冻结，无法部署' },
    { title: 'a deleted user of a rule', process: (id) => review(id, {}, { approverKind: 'users', approverValue: 'usr-g-deleted' }), message: '元素 审核 (review) 的审批人“已删员工 (gdeleted)”已删除，无法部署' },
    { title: 'a role that does not exist', process: (id) => review(id, {}, { approverKind: 'roles', approverValue: 'finance,no_such_role' }), message: '元素 审核 (review) 的审批角色“no_such_role”不存在，无法部署' },
    { title: 'a deleted role', process: (id) => review(id, {}, { approverKind: 'roles', approverValue: 'gone_role' }), message: '元素 审核 (review) 的审批角色“已撤销角色 (gone_role)”已删除，无法部署' },
    { title: 'a position that does not exist', process: (id) => review(id, {}, { approverKind: 'positions', approverValue: 'nobody_holds_it' }), message: '元素 审核 (review) 的审批岗位“nobody_holds_it”不存在，无法部署' },
    { title: 'a department that does not exist', process: (id) => review(id, {}, { approverKind: 'departments', approverValue: 'dep-finance,dep-nowhere' }), message: '元素 审核 (review) 的审批部门“dep-nowhere”不存在，无法部署' },
    { title: 'the user a rule hands over to when it finds nobody', process: (id) => review(id, {}, { approverKind: 'leader', approverIfNobody: 'user:usr-ghost' }), message: '元素 审核 (review) 的找不到审批人时的转交人“usr-ghost”不存在，无法部署' },
    { title: 'a plain assignee', process: (id) => review(id, { assignee: '王芳' }), message: '元素 审核 (review) 的审批人“王芳”不存在，无法部署' },
    { title: 'a candidate user among real ones', process: (id) => review(id, { candidateUsers: 'usr-sales, usr-ghost' }), message: '元素 审核 (review) 的审批人“usr-ghost”不存在，无法部署' },
    { title: 'a candidate group that is neither a role nor a department', process: (id) => review(id, { candidateGroups: 'finance,no_group' }), message: '元素 审核 (review) 的候选组“no_group”不存在，无法部署' },
    { title: 'a user copied when the task is approved', process: (id) => review(id, { assignee: 'usr-leader' }, { copyTo: 'usr-sales,usr-g-frozen' }), message: '元素 审核 (review) 的抄送人“冻结员工 (gfrozen)”已冻结，无法部署' },
    { title: 'a user of a copy node', process: (id) => copyNode(id, { approverKind: 'users', approverValue: 'usr-ghost' }), message: '元素 抄送财务 (cc) 的抄送人“usr-ghost”不存在，无法部署' },
    { title: 'a role of a copy node', process: (id) => copyNode(id, { approverKind: 'roles', approverValue: 'gone_role' }), message: '元素 抄送财务 (cc) 的抄送角色“已撤销角色 (gone_role)”已删除，无法部署' },
  ];
  refused.forEach((c, i) => {
    it(`refuses ${c.title}`, async () => {
      const { deployed } = await saveAndDeploy(c.process(`gap_case_${i}`));
      expect(deployed.code).toBe(400);
      expect(deployed.msg).toBe(c.message);
    });
  });

  it('deploys expressions, live entries and a rule’s members as they are', async () => {
    await wf.deploy(admin, review('gap_expressions', { assignee: '${initiatorLeader}', candidateUsers: '${reviewers}', candidateGroups: '${group}' }));
    await wf.deploy(admin, review('gap_live_groups', { candidateGroups: 'finance,dep-finance' }, { copyTo: 'usr-finance' }));
    await wf.deploy(admin, review('gap_live_rule', {}, { approverKind: 'positions', approverValue: 'finance_manager,temp_position' }));
    // With a rule the plain attributes are not used, so they are not held against it.
    await wf.deploy(admin, review('gap_rule_wins', { assignee: 'usr-ghost' }, { approverKind: 'initiator' }));
  });

  it('answers the designer every gap of a saved model with its element, before it deploys', async () => {
    const process = chain('gap_check', [
      { id: 'first', name: '初审', attrs: {}, properties: { approverKind: 'users', approverValue: '王芳,usr-g-frozen' } },
      { id: 'second', name: '复审', attrs: { candidateGroups: 'finance' }, properties: { copyTo: 'usr-ghost' } },
    ]);
    const saved = await wf.post<{ model_key: string }>(admin, paths.modelSave, { xml: buildBpmn(process) });
    const checked = await wf.post<{ gaps: ApproverGap[] }>(admin, paths.modelApproverCheck, { model_key: saved.body.data!.model_key });
    expect(checked.body.code, checked.body.msg).toBe(0);
    expect(checked.body.data!.gaps).toEqual([
      { element_id: 'first', element_name: '初审 (first)', kind: 'user', use: 'approver', ref: '王芳', ref_name: null, ref_code: null, state: 'missing' },
      { element_id: 'first', element_name: '初审 (first)', kind: 'user', use: 'approver', ref: 'usr-g-frozen', ref_name: '冻结员工', ref_code: 'gfrozen', state: 'frozen' },
      { element_id: 'second', element_name: '复审 (second)', kind: 'user', use: 'copy', ref: 'usr-ghost', ref_name: null, ref_code: null, state: 'missing' },
    ]);
    const fine = await wf.post<{ model_key: string }>(admin, paths.modelSave, { xml: buildBpmn(review('gap_check_fine', { assignee: 'usr-finance' })) });
    expect((await wf.post<{ gaps: ApproverGap[] }>(admin, paths.modelApproverCheck, { model_key: fine.body.data!.model_key })).body.data).toEqual({ gaps: [] });
    const lina = await loginAs(backend, 'lina');
    expect((await wf.post(lina, paths.modelApproverCheck, { model_key: fine.body.data!.model_key })).body.code).toBe(403);
  });
});

describe('the model list marks deployed models whose approvers left', () => {
  it('none of the demo models needs attention on a fresh start', async () => {
    const rows = await modelList();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.needs_attention).map((r) => r.process_key)).toEqual([]);
  });

  it('a user frozen after the deploy marks the model, naming who; unfrozen, the mark goes', async () => {
    await wf.deploy(admin, review('gap_leaver', {}, { approverKind: 'users', approverValue: 'usr-g-leaver' }));
    expect((await modelList('gap_leaver'))[0]).toMatchObject({ needs_attention: false, approver_gaps: [] });

    const frozen = await freeze('usr-g-leaver', '2');
    expect(frozen.body.code, frozen.body.msg).toBe(0);
    expect((await modelList('gap_leaver'))[0]).toMatchObject({
      needs_attention: true,
      approver_gaps: [{ element_id: 'review', element_name: '审核 (review)', kind: 'user', use: 'approver', ref: 'usr-g-leaver', ref_name: '将离职员工', ref_code: 'gleaver', state: 'frozen' }],
    });

    expect((await freeze('usr-g-leaver', '1')).body.code).toBe(0);
    expect((await modelList('gap_leaver'))[0]!.needs_attention).toBe(false);
  });

  it('a role, a position and a department deleted after the deploy mark the models naming them', async () => {
    await wf.deploy(admin, review('gap_temp_role', { candidateGroups: 'temp_role' }));
    await wf.deploy(admin, copyNode('gap_temp_position', { approverKind: 'positions', approverValue: 'temp_position' }));
    await wf.deploy(admin, review('gap_temp_depart', {}, { approverKind: 'departments', approverValue: 'dep-g-temp' }));
    expect((await modelList('gap_temp_')).map((r) => r.needs_attention)).toEqual([false, false, false]);

    for (const [base, key] of [['/api/app/base/sys/role', 'role-g-temp'], ['/api/app/base/sys/position', 'pos-g-temp'], ['/api/app/base/sys/depart', 'dep-g-temp']] as const) {
      const removed = await call(backend, 'POST', `${base}/deleteById`, { token: admin.token, form: { id: key } });
      expect(removed.body.code, removed.body.msg).toBe(0);
    }
    const marked = Object.fromEntries((await modelList('gap_temp_')).map((r) => [r.process_key, r.approver_gaps.map((g) => [g.element_id, g.use, g.kind, g.ref, g.state])]));
    expect(marked).toEqual({
      gap_temp_role: [['review', 'approver', 'group', 'temp_role', 'deleted']],
      gap_temp_position: [['cc', 'copy', 'position', 'temp_position', 'deleted']],
      gap_temp_depart: [['review', 'approver', 'department', 'dep-g-temp', 'deleted']],
    });
  });

  it('a draft never deployed is not marked: only what runs counts', async () => {
    const saved = await wf.post<{ model_key: string }>(admin, paths.modelSave, { xml: buildBpmn(review('gap_draft_only', { assignee: 'usr-ghost' })) });
    expect(saved.body.code).toBe(0);
    expect((await modelList('gap_draft_only'))[0]).toMatchObject({ needs_attention: false, approver_gaps: [] });
  });
});
