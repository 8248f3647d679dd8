import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/lib/backend/auth/password';
import { sysDepart, sysPosition, sysRole, sysUser, sysUserDepart, sysUserPosition, wfTask } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { DEMO_PASSWORD } from '@/lib/backend/seed/demo-data';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { ApproverPreview, InstancePath } from '@/lib/contract/workflow-path';
import { call, createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Session } from '../support/workflow';

/**
 * Approver rules resolved with the organisation when a task is reached: every rule kind, what
 * happens when a rule finds nobody or the initiator, pass by ratio, the leader chain level by
 * level, the initiator's own picks, and the path and preview that show who approves.
 *
 * The organisation: 赵磊 (a staff member made here) sits in 测试小组 (no director) under 测试中心
 * (director 李娜) under 测试事业部 (director 张伟); 王芳 holds the 财务经理 position. A role and a
 * position nobody holds stand for a rule that finds nobody (the deploy refuses one that does not exist).
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;
let zhaolei: Session;

const db = () => backend.database.db;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  await db().insert(sysDepart).values([
    { depart_key: 'dep-t-division', parent_key: 'dep-hq', depart_name: '测试事业部', org_code: 'T01', director_key: 'usr-leader' },
    { depart_key: 'dep-t-center', parent_key: 'dep-t-division', depart_name: '测试中心', org_code: 'T01A01', director_key: 'usr-sales' },
    { depart_key: 'dep-t-team', parent_key: 'dep-t-center', depart_name: '测试小组', org_code: 'T01A01A01' },
    { depart_key: 'dep-t-empty', parent_key: null, depart_name: '空部门', org_code: 'T02' },
  ]);
  await db().insert(sysUser).values({ user_key: 'usr-t-zhao', username: 'zhaolei', realname: '赵磊', password_hash: await hashPassword(DEMO_PASSWORD), user_type: 'staff', status: '1' });
  await db().insert(sysUserDepart).values({ user_key: 'usr-t-zhao', depart_key: 'dep-t-team' });
  await db().insert(sysPosition).values({ position_key: 'pos-t-auditor', code: 'auditor', name: '审计专员' }).onConflictDoNothing();
  await db().insert(sysUserPosition).values({ user_key: 'usr-finance', position_key: 'pos-t-auditor' });
  await db().insert(sysRole).values({ role_key: 'role-t-vacant', role_code: 'vacant_role', role_name: '空缺角色' });
  await db().insert(sysPosition).values({ position_key: 'pos-t-vacant', code: 'vacant_position', name: '空缺岗位' });
  [admin, lina, zhangwei, wangfang, zhaolei] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhaolei')]);
});
afterAll(async () => {
  await backend?.database.close();
});

/** Deploys a one-task process whose task is assigned by the given rule properties. */
async function oneTask(id: string, properties: Record<string, string>, multi?: { sequential?: boolean; completionCondition?: string }, processProperties?: Record<string, string>) {
  const process = chain(id, [{ id: 'review', name: '审核', attrs: {}, properties }], processProperties);
  if (multi) process.nodes[1]!.multi = multi;
  await wf.deploy(admin, process);
}

const tasksOf = (instanceKey: string) => db().select().from(wfTask).where(eq(wfTask.instance_key, instanceKey)).orderBy(wfTask.create_time, wfTask.loop_counter);
const historyOf = async (who: Session, instanceKey: string) => (await wf.comments(who, instanceKey)).body.data!;

describe('each rule kind names its approvers from the organisation', () => {
  const cases: { kind: string; value?: string; initiator: () => Session; expected: string[]; candidates?: boolean }[] = [
    { kind: 'users', value: 'usr-finance', initiator: () => lina, expected: ['usr-finance'] },
    { kind: 'roles', value: 'finance', initiator: () => lina, expected: ['usr-finance'] },
    { kind: 'positions', value: 'auditor', initiator: () => lina, expected: ['usr-finance'] },
    { kind: 'departments', value: 'dep-office,dep-finance', initiator: () => lina, expected: ['usr-finance', 'usr-leader'], candidates: true },
    { kind: 'leader', initiator: () => zhaolei, expected: ['usr-sales'] },
    // Nobody approves their own request: the model's default hands the step to her leader.
    { kind: 'initiator', initiator: () => lina, expected: ['usr-leader'] },
    { kind: 'expression', value: '${reviewer}', initiator: () => lina, expected: ['usr-leader'] },
  ];
  for (const c of cases) {
    it(`${c.kind} → ${c.expected.join(',')}`, async () => {
      await oneTask(`rule_${c.kind}`, { approverKind: c.kind, ...(c.value ? { approverValue: c.value } : {}) });
      const started = await wf.start(c.initiator(), `rule_${c.kind}`, { variables: { reviewer: 'usr-leader' } });
      expect(started.body.code, started.body.msg).toBe(0);
      const [task] = await tasksOf(started.body.data!.instance_key);
      if (c.candidates) {
        expect(task!.assignee).toBeNull();
        for (const key of c.expected) {
          const who = [admin, lina, zhangwei, wangfang].find((s) => s.userKey === key)!;
          expect((await wf.pending(who, { processDefinitionKey: `rule_${c.kind}` })).body.data!.records.map((r) => r.task_key)).toContain(task!.task_key);
        }
      } else {
        expect(task!.assignee).toBe(c.expected[0]);
      }
    });
  }

  it('leaderChain: the initiator’s leaders up N levels, one approval after another', async () => {
    await oneTask('rule_chain', { approverKind: 'leaderChain', approverValue: '3' });
    const started = await wf.start(zhaolei, 'rule_chain');
    expect(started.body.code, started.body.msg).toBe(0);
    const instanceKey = started.body.data!.instance_key;
    // 测试小组 has no director; 测试中心 李娜, 测试事业部 张伟; 总部 is 张伟 again, counted once.
    expect(started.body.data!.tasks.map((t) => t.assignee)).toEqual(['usr-sales']);
    const second = await wf.confirm(lina, started.body.data!.tasks[0]!.task_key, { comment: '同意' });
    expect(second.body.data!.tasks.map((t) => t.assignee)).toEqual(['usr-leader']);
    const done = await wf.confirm(zhangwei, second.body.data!.tasks[0]!.task_key);
    expect(done.body.data!.status).toBe('APPROVED');
    expect((await tasksOf(instanceKey)).map((t) => [t.assignee, t.status])).toEqual([['usr-sales', 'APPROVED'], ['usr-leader', 'APPROVED']]);
  });

  it('initiatorPick: the initiator must pick, and the picked approve', async () => {
    await oneTask('rule_pick', { approverKind: 'initiatorPick' });
    const missing = await wf.start(lina, 'rule_pick');
    expect(missing.body.code).toBe(400);
    expect(missing.body.msg).toBe('请为“审核”选择审批人');
    const wrongTask = await wf.start(lina, 'rule_pick', { pickedApprovers: { review: ['usr-finance'], other: ['usr-leader'] } });
    expect(wrongTask.body.code).toBe(400);
    const started = await wf.start(lina, 'rule_pick', { pickedApprovers: { review: ['usr-finance'] } });
    expect(started.body.code, started.body.msg).toBe(0);
    expect(started.body.data!.tasks[0]!.assignee).toBe('usr-finance');
    // Picks are the engine's own variable: an approver's variables cannot rewrite them.
    const picksKept = await wf.confirm(wangfang, started.body.data!.tasks[0]!.task_key, { variables: { initiatorPicks: { review: ['usr-admin'] } } });
    expect(picksKept.body.data!.status).toBe('APPROVED');
  });

  it('plain assignee and candidate groups still work beside rules', async () => {
    await wf.deploy(admin, chain('rule_plain', [{ id: 'a', name: '甲', attrs: { assignee: '${initiatorLeader}' } }, { id: 'b', name: '乙', attrs: { candidateGroups: 'finance' } }]));
    const started = await wf.start(lina, 'rule_plain');
    expect(started.body.data!.tasks[0]!.assignee).toBe('usr-leader');
  });
});

describe('a rule that finds nobody', () => {
  it('goes to the administrator by default, with a history line saying why', async () => {
    await oneTask('nobody_admin', { approverKind: 'departments', approverValue: 'dep-t-empty' });
    const started = await wf.start(lina, 'nobody_admin');
    expect(started.body.data!.tasks[0]!.assignee).toBe('usr-admin');
    const history = await historyOf(lina, started.body.data!.instance_key);
    expect(history.map((h) => h.action)).toEqual(['START', 'REASSIGN']);
    expect(history[1]).toMatchObject({ target_user: 'usr-admin', comment: '按“找不到审批人时”规则，任务“审核”未找到审批人，转交管理员审批', node_id: 'review' });
  });

  it('approves by itself', async () => {
    await oneTask('nobody_approve', { approverKind: 'roles', approverValue: 'vacant_role', approverIfNobody: 'approve' });
    const started = await wf.start(lina, 'nobody_approve');
    expect(started.body.data!.status).toBe('APPROVED');
    const history = await historyOf(lina, started.body.data!.instance_key);
    expect(history.map((h) => h.action)).toEqual(['START', 'AUTO_APPROVE', 'END']);
    expect(history[1]!.comment).toBe('按“找不到审批人时”规则，任务“审核”未找到审批人，自动通过');
  });

  it('rejects by itself', async () => {
    await oneTask('nobody_reject', { approverKind: 'positions', approverValue: 'vacant_position', approverIfNobody: 'reject' });
    const started = await wf.start(lina, 'nobody_reject');
    expect(started.body.data!.status).toBe('REJECTED');
    const history = await historyOf(lina, started.body.data!.instance_key);
    expect(history.map((h) => h.action)).toEqual(['START', 'AUTO_REJECT']);
    expect(history[1]!.comment).toBe('按“找不到审批人时”规则，任务“审核”未找到审批人，自动驳回');
  });

  it('goes to a named user', async () => {
    await oneTask('nobody_user', { approverKind: 'leader', approverIfNobody: 'user:usr-finance' });
    // 张伟 directs the top department: he has no leader above him.
    const started = await wf.start(zhangwei, 'nobody_user');
    expect(started.body.data!.tasks[0]!.assignee).toBe('usr-finance');
    expect((await historyOf(zhangwei, started.body.data!.instance_key))[1]).toMatchObject({ action: 'REASSIGN', target_user: 'usr-finance', comment: '按“找不到审批人时”规则，任务“审核”未找到审批人，转交指定人员审批' });
  });

  it('refuses a rule the deploy does not know', async () => {
    await expect(oneTask('bad_rule', { approverKind: 'astrology' })).rejects.toThrow('审批人规则 approverKind 取值 astrology 无效');
    await expect(oneTask('bad_levels', { approverKind: 'leaderChain', approverValue: '99' })).rejects.toThrow('approverValue');
  });
});

describe('the initiator among the approvers', () => {
  it('approve: the task passes by itself', async () => {
    await oneTask('self_approve', { approverKind: 'users', approverValue: 'usr-sales', approverIfInitiator: 'approve' });
    const started = await wf.start(lina, 'self_approve');
    expect(started.body.data!.status).toBe('APPROVED');
    expect((await historyOf(lina, started.body.data!.instance_key)).map((h) => [h.action, h.comment])).toContainEqual(['AUTO_APPROVE', '审批人是发起人，任务“审核”自动通过']);
  });

  it('skip: the others of a countersign approve without the initiator', async () => {
    await oneTask('self_skip', { approverKind: 'users', approverValue: 'usr-sales,usr-finance', approverIfInitiator: 'skip' }, {});
    const started = await wf.start(lina, 'self_skip');
    expect(started.body.data!.tasks.map((t) => t.assignee)).toEqual(['usr-finance']);
    expect((await historyOf(lina, started.body.data!.instance_key)).map((h) => h.action)).toEqual(['START', 'SKIP']);
  });

  it('leader: the initiator’s leader approves instead', async () => {
    await oneTask('self_leader', { approverKind: 'initiator', approverIfInitiator: 'leader' });
    const started = await wf.start(zhaolei, 'self_leader');
    expect(started.body.data!.tasks[0]!.assignee).toBe('usr-sales');
    expect((await historyOf(zhaolei, started.body.data!.instance_key))[1]).toMatchObject({ action: 'REASSIGN', target_user: 'usr-sales' });
  });

  it('left to the model: its leader by default, herself only when the model allows it, said in the history', async () => {
    await oneTask('self_self', { approverKind: 'initiator' });
    const led = await wf.start(lina, 'self_self');
    expect(led.body.data!.tasks[0]!.assignee).toBe('usr-leader');
    expect((await historyOf(lina, led.body.data!.instance_key))[1]).toMatchObject({ action: 'REASSIGN', target_user: 'usr-leader' });
    await oneTask('self_allowed', { approverKind: 'initiator' }, undefined, { selfApproval: 'allow' });
    const own = await wf.start(lina, 'self_allowed');
    expect(own.body.data!.tasks[0]!.assignee).toBe('usr-sales');
    expect((await historyOf(lina, own.body.data!.instance_key))[1]).toMatchObject({ action: 'SELF_ALLOWED', target_user: 'usr-sales' });
    await oneTask('self_skipped', { approverKind: 'initiator' }, undefined, { selfApproval: 'skip' });
    const skipped = await wf.start(lina, 'self_skipped');
    expect(skipped.body.data!.status).toBe('APPROVED');
    expect((await historyOf(lina, skipped.body.data!.instance_key)).map((h) => h.action)).toEqual(['START', 'SKIP', 'END']);
  });
});

describe('approval modes', () => {
  const three = { approverKind: 'users', approverValue: 'usr-leader,usr-finance,usr-admin' };
  const byAssignee = (tasks: { assignee: string | null; task_key: string }[], key: string) => tasks.find((t) => t.assignee === key)!.task_key;

  it('pass by ratio: 60% of three passes with one rejection', async () => {
    await oneTask('ratio_pass', { ...three, passRatio: '60' }, { completionCondition: '${nrOfCompletedInstances / nrOfInstances >= 0.6}' });
    const started = await wf.start(lina, 'ratio_pass');
    const tasks = started.body.data!.tasks;
    expect(tasks).toHaveLength(3);
    const rejected = await wf.reject(zhangwei, byAssignee(tasks, 'usr-leader'), { comment: '不同意' });
    expect(rejected.body.data!.status).toBe('RUNNING');
    expect(rejected.body.data!.tasks).toHaveLength(2);
    await wf.confirm(wangfang, byAssignee(tasks, 'usr-finance'));
    const passed = await wf.confirm(admin, byAssignee(tasks, 'usr-admin'));
    expect(passed.body.data!.status).toBe('APPROVED');
  });

  it('pass by ratio: a second rejection makes 60% out of reach and rejects', async () => {
    await oneTask('ratio_fail', { ...three, passRatio: '60' }, { completionCondition: '${nrOfCompletedInstances / nrOfInstances >= 0.6}' });
    const started = await wf.start(lina, 'ratio_fail');
    const tasks = started.body.data!.tasks;
    await wf.reject(zhangwei, byAssignee(tasks, 'usr-leader'));
    const ended = await wf.reject(wangfang, byAssignee(tasks, 'usr-finance'));
    expect(ended.body.data!.status).toBe('REJECTED');
    expect((await tasksOf(started.body.data!.instance_key)).find((t) => t.assignee === 'usr-admin')!.status).toBe('CANCELED');
  });

  it('or-sign: the first approval passes; countersign: all must approve; in order: one after another', async () => {
    await oneTask('mode_or', three, { completionCondition: '${nrOfCompletedInstances >= 1}' });
    const or = await wf.start(lina, 'mode_or');
    expect((await wf.confirm(wangfang, byAssignee(or.body.data!.tasks, 'usr-finance'))).body.data!.status).toBe('APPROVED');

    await oneTask('mode_all', three, {});
    const all = await wf.start(lina, 'mode_all');
    expect((await wf.confirm(wangfang, byAssignee(all.body.data!.tasks, 'usr-finance'))).body.data!.status).toBe('RUNNING');

    await oneTask('mode_seq', three, { sequential: true });
    const seq = await wf.start(lina, 'mode_seq');
    // Named users approve in the order the rule lists them.
    expect(seq.body.data!.tasks.map((t) => t.assignee)).toEqual(['usr-leader']);
    expect((await wf.confirm(zhangwei, seq.body.data!.tasks[0]!.task_key)).body.data!.tasks.map((t) => t.assignee)).toEqual(['usr-finance']);
  });
});

describe('transparency', () => {
  it('previews the approvers before submitting, up to a condition that is not known yet', async () => {
    const preview = await wf.post<ApproverPreview>(zhaolei, paths.approverPreview, { processDefinitionKey: 'purchase_approval', formData: { purchase_name: '测试' } });
    expect(preview.body.code, preview.body.msg).toBe(0);
    const steps = preview.body.data!.steps;
    expect(steps.map((s) => [s.name, s.state, s.mode, s.approvers.map((a) => a.name)])).toEqual([
      ['部门负责人审批', 'ahead', 'sequential', ['李娜', '张伟']],
      ['财务审批', 'ahead', 'single', ['王芳']],
      ['采购金额', 'undetermined', 'single', []],
    ]);
    expect(steps[2]!.note).toBe('后续审批取决于“采购金额”的条件，提交或审批到此时才能确定');
    // The product's words in the reader's language (the step's name is the model's).
    const english = await call<ApproverPreview>(backend, 'POST', paths.approverPreview, { token: zhaolei.token, headers: { 'accept-language': 'en-US' }, json: { processDefinitionKey: 'purchase_approval', formData: { purchase_name: '测试' } } });
    expect(english.body.data!.steps[2]!.note).toBe('What follows depends on the condition of “采购金额”, known only when it is reached');
    const known = await wf.post<ApproverPreview>(zhaolei, paths.approverPreview, { processDefinitionKey: 'purchase_approval', formData: { purchase_name: '测试', amount: 300000 } });
    expect(known.body.data!.steps.map((s) => s.name)).toEqual(['部门负责人审批', '财务审批', '总经理审批', '采购通过']);
    expect(known.body.data!.picks).toEqual([]);
  });

  it('lists the tasks whose approvers the initiator picks', async () => {
    const preview = await wf.post<ApproverPreview>(lina, paths.approverPreview, { processDefinitionKey: 'rule_pick' });
    expect(preview.body.data!.picks).toEqual([{ node_id: 'review', name: '审核' }]);
    expect(preview.body.data!.steps[0]).toMatchObject({ name: '审核', pick: true, approvers: [] });
  });

  it('answers the path: who approved when, who approves now, who comes next', async () => {
    const started = await wf.start(zhaolei, 'purchase_approval', { formData: { purchase_name: '服务器', amount: 300000 } });
    const instanceKey = started.body.data!.instance_key;
    await wf.confirm(lina, started.body.data!.tasks[0]!.task_key, { comment: '同意采购' });
    const answer = await wf.get<InstancePath>(zhaolei, paths.instancePath(instanceKey));
    expect(answer.body.code, answer.body.msg).toBe(0);
    const steps = answer.body.data!.steps;
    expect(steps.map((s) => [s.name, s.state])).toEqual([
      ['提交采购', 'start'],
      ['部门负责人审批', 'current'],
      ['财务审批', 'ahead'],
      ['总经理审批', 'ahead'],
      ['采购通过', 'end'],
    ]);
    expect(steps[1]!.approvers.map((a) => [a.name, a.status, a.comment])).toEqual([['李娜', 'APPROVED', '同意采购'], ['张伟', 'PENDING', null]]);
    expect(steps[1]!.approvers[0]!.time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(steps[3]!.approvers.map((a) => a.name)).toEqual(['系统管理员']);
    // Someone the process never reached may not read it (403).
    expect((await wf.get(wangfang, paths.instancePath(instanceKey))).body.code).toBe(403);
  });

  it('a record’s submission carries picks to its process, which refuses picks for tasks that are not 发起人自选', async () => {
    const created = await wf.post<{ purchase_key: string }>(lina, '/api/crm/supplier/purchase/addOrUpdate', { supplier_key: 'sup-demo-01', purchase_name: '挑选测试', items: '笔记本 2 台', amount: 20000, purchase_date: '2026-11-20' });
    expect(created.body.code, created.body.msg).toBe(0);
    const refused = await wf.post(lina, '/api/crm/supplier/purchase/submit', { id: created.body.data!.purchase_key, pickedApprovers: { leader_approval: ['usr-leader'] } });
    expect(refused.body.msg).toBe('任务“部门负责人审批”的审批人不由发起人选择');
    const submitted = await wf.post(lina, '/api/crm/supplier/purchase/submit', { id: created.body.data!.purchase_key });
    expect(submitted.body.code, submitted.body.msg).toBe(0);
  });

  it('shows the engine’s own decisions and the end on a finished path', async () => {
    const started = await wf.start(lina, 'nobody_approve');
    const steps = (await wf.get<InstancePath>(lina, paths.instancePath(started.body.data!.instance_key))).body.data!.steps;
    expect(steps.map((s) => [s.name, s.state, s.note])).toEqual([
      ['开始', 'start', null],
      ['审核', 'auto', '按“找不到审批人时”规则，任务“审核”未找到审批人，自动通过'],
      ['审批通过', 'end', null],
    ]);
  });
});
