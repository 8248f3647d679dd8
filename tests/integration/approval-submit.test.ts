import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { projectPaths } from '@/lib/contract/project-paths';
import { approverPreviewAnswerSchema, type ApproverPreview } from '@/lib/contract/workflow-path';
import type { RecordApproval } from '@/lib/contract/record-approval-answers';
import { checkedAnswer } from '../support/answers';
import { call, createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * Submitting a record for approval from its dialog: `{apiBase}/submitPreview` names who would
 * approve the first steps, answered only to someone who may submit the record now, and the
 * record's approval names who holds it while it runs.
 */
let backend: Backend;
let lina: Session; // 李娜, the project's manager
let wang: Session; // 王芳, a participant (reads it, may not change it); finance approver
let zhang: Session; // 张伟, the leader who approves large budgets
let outsider: Session; // staff of 项目部, who cannot read the project
let flow: ReturnType<typeof workflowClient>;

const BASE = '/api/eis/restful/project';
type Project = Record<string, unknown> & { project_key: string; version: number; status: string };
let runs = 0;

async function draft(budget: number): Promise<Project> {
  runs += 1;
  const res = await call<Project>(backend, 'POST', projectPaths.save, {
    token: lina.token,
    json: {
      project_code: `AS-${Date.now().toString(36)}${runs}`,
      project_name: `提交预览${runs}`,
      project_city: '上海',
      project_start_time: '2026-06-01 09:00:00',
      project_end_time: '2026-12-31 18:00:00',
      initial_budget: budget,
      customer_key: 'cus-demo-01',
      customer_department_key: 'cdp-demo-02',
      customer_product_key: 'prd-demo-01',
      customer_contacts_key: 'con-demo-01,con-demo-02',
      core_objectives: '报告自动生成',
      medium_vos: [{ project_medium_key: lina.userKey }],
      process_members_dtos: [{ process_member_key: wang.userKey }],
      project_mgr_key: lina.userKey,
      project_participants: [{ employee_key: wang.userKey }],
      emp_key: lina.userKey,
    },
  });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data!;
}

const preview = (who: Session | null, id: string) => call<ApproverPreview>(backend, 'POST', `${BASE}/submitPreview`, { ...(who ? { token: who.token } : {}), json: { id } });
const approvalOf = (who: Session, id: string) => call<RecordApproval | null>(backend, 'GET', `${BASE}/approval/${id}`, { token: who.token });

beforeAll(async () => {
  backend = await createTestBackend();
  [lina, wang, zhang] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei')]);
  const admin = await loginAs(backend, 'admin');
  const added = await call(backend, 'POST', '/api/app/base/app/sys/user/add', {
    token: admin.token, json: { username: 'subout', realname: 'subout', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' },
  });
  expect(added.body.code, added.body.msg).toBe(0);
  outsider = await loginAs(backend, 'subout', 'Welcome2026');
  flow = workflowClient(backend);
});
afterAll(async () => backend?.database.close());

describe('the submit preview', () => {
  it('names the approvers of the first steps as the record stands', async () => {
    const project = await draft(800000);
    const res = await preview(lina, project.project_key);
    const steps = checkedAnswer(approverPreviewAnswerSchema, 'POST', `${BASE}/submitPreview`, res).steps.filter((s) => s.state !== 'end');
    expect(steps.map((s) => s.name).slice(0, 2)).toEqual(['财务审核', '领导审批']);
    expect(steps[0]!.approvers.map((a) => a.name)).toContain('王芳');
    expect(steps[1]!.approvers.map((a) => a.name)).toContain('张伟');
  });

  it('a smaller budget stops after finance', async () => {
    const project = await draft(300000);
    const steps = (await preview(lina, project.project_key)).body.data!.steps.filter((s) => s.state !== 'end');
    expect(steps.map((s) => s.name)).toEqual(['财务审核']);
  });

  it('is refused to whoever may not submit the record: no session, a reader who may not change it, a submitted record', async () => {
    const project = await draft(300000);
    expect((await preview(null, project.project_key)).body.code).toBe(401);
    const byParticipant = await preview(wang, project.project_key);
    expect(byParticipant.body.code).toBe(403);
    expect(byParticipant.body.data ?? null).toBeNull();
    expect((await preview(outsider, project.project_key)).body.code).toBe(403);
    expect((await preview(lina, 'no-such-project')).body.code).toBe(404);

    expect((await call(backend, 'POST', `${BASE}/submit`, { token: lina.token, json: { id: project.project_key } })).body.code).toBe(0);
    expect((await preview(lina, project.project_key)).body.code).toBe(409);
  });
});

describe('the current approvers', () => {
  it('names who holds the running approval, step by step, and nobody once it ended', async () => {
    const project = await draft(800000);
    const submitted = await call<Project>(backend, 'POST', `${BASE}/submit`, { token: lina.token, json: { id: project.project_key } });
    expect(submitted.body.code, submitted.body.msg).toBe(0);
    const first = (await approvalOf(lina, project.project_key)).body.data!;
    expect(first.status).toBe('RUNNING');
    expect(first.approvers!.map((a) => a.name)).toEqual(['王芳']);

    const task = (await flow.pending(wang)).body.data!.records.find((t) => t.instance_key === first.instance_key)!;
    expect((await flow.confirm(wang, task.task_key)).body.code).toBe(0);
    expect((await approvalOf(lina, project.project_key)).body.data!.approvers!.map((a) => a.name)).toEqual(['张伟']);

    const leader = (await flow.pending(zhang)).body.data!.records.find((t) => t.instance_key === first.instance_key)!;
    expect((await flow.confirm(zhang, leader.task_key)).body.code).toBe(0);
    const ended = (await approvalOf(lina, project.project_key)).body.data!;
    expect(ended.status).toBe('APPROVED');
    expect(ended.approvers).toEqual([]);
  });
});
