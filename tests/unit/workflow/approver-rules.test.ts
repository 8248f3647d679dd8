import { describe, expect, it } from 'vitest';
import { resolveRule, type OrgFacts } from '@/lib/backend/modules/workflow/run/approver-rules';
import type { GraphNode, ProcessGraph } from '@/lib/contract/workflow-graph';
import { stepsAhead } from '@/lib/backend/modules/workflow/run/path-ahead';
import { approverRuleProperties, loopOfMode, modeOfLoop, ratioThresholds, readApproverRule, readPassRatio, type ApproverRule } from '@/lib/workflow/approver-rule';
import { pairsWithRule, ruleFormOf } from '@/lib/workflow/approver-rule-form';

/** The pure parts of approver rules: the stored form, the resolution over organisation facts, the walk ahead. */

const facts: OrgFacts = {
  initiator: 'u-init',
  leaderChain: ['u-l1', 'u-l2', 'u-l3'],
  admin: 'u-admin',
  activeUsers: ['u-a', 'u-b', 'u-init', 'u-fallback'],
  members: { 'role:finance': ['u-a', 'u-b'], 'position:gm': [], 'depart:d1': ['u-init', 'u-a'] },
  interested: ['u-init'],
  substitutes: ['u-l1', 'u-l2', 'u-l3', 'u-admin'],
  selfApproval: 'leader',
  repeatedApprovers: [],
};

function taskNode(rule: ApproverRule, multi = false): GraphNode {
  return {
    id: 'n1', type: 'userTask', name: '审核', incoming: [], outgoing: [], defaultFlow: null, form: [],
    userTask: {
      assignee: null, candidateUsers: null, candidateGroups: null, dueDate: null, priority: null, formKey: null, returnTargets: [], rule,
      multiInstance: multi ? { sequential: false, cardinality: null, collection: null, elementVariable: null, completionCondition: null } : null,
    },
  };
}
const rule = (props: Record<string, string>) => readApproverRule(props)!;

describe('the stored rule', () => {
  it('reads what it writes, with defaults left out', () => {
    const read = rule({ approverKind: 'leaderChain', approverValue: '3', approverIfNobody: 'user:u-x', approverIfInitiator: 'skip' });
    expect(read).toMatchObject({ kind: 'leaderChain', levels: 3, ifNobody: 'user', nobodyUser: 'u-x', ifInitiator: 'skip' });
    expect(approverRuleProperties(read)).toEqual({ approverKind: 'leaderChain', approverValue: '3', approverIfNobody: 'user:u-x', approverIfInitiator: 'skip' });
    expect(approverRuleProperties(rule({ approverKind: 'roles', approverValue: 'a, b' }))).toEqual({ approverKind: 'roles', approverValue: 'a,b' });
    expect(readApproverRule({})).toBeNull();
  });

  it('refuses what it does not know', () => {
    expect(() => readApproverRule({ approverKind: 'guess' })).toThrow('approverKind=guess');
    expect(() => readApproverRule({ approverKind: 'roles' })).toThrow('approverValue');
    expect(() => readApproverRule({ approverKind: 'leaderChain', approverValue: '0' })).toThrow();
    expect(() => readApproverRule({ approverKind: 'leader', approverIfNobody: 'user:' })).toThrow();
    expect(() => readPassRatio('150')).toThrow();
    expect(readPassRatio('60%')).toBe(60);
  });

  it('ratio: how many approvals it needs and how many rejections it tolerates', () => {
    expect(ratioThresholds(60, 3)).toEqual({ approvalsNeeded: 2, rejectionsAllowed: 1 });
    expect(ratioThresholds(60, 5)).toEqual({ approvalsNeeded: 3, rejectionsAllowed: 2 });
    expect(ratioThresholds(100, 4)).toEqual({ approvalsNeeded: 4, rejectionsAllowed: 0 });
    expect(ratioThresholds(1, 2)).toEqual({ approvalsNeeded: 1, rejectionsAllowed: 1 });
  });

  it('modes are the multi-instance settings they write, and read back', () => {
    for (const mode of ['single', 'or', 'all', 'sequential'] as const) expect(modeOfLoop(loopOfMode(mode), null)).toBe(mode);
    expect(modeOfLoop(loopOfMode('ratio', 75), 75)).toBe('ratio');
    expect(loopOfMode('ratio', 75)!.completionCondition).toBe('${nrOfCompletedInstances / nrOfInstances >= 0.75}');
  });

  it('the designer form keeps other properties and replaces the rule', () => {
    const pairs = [{ name: 'allowReturn', value: 'initiator' }, { name: 'approverKind', value: 'roles' }, { name: 'approverValue', value: 'finance' }];
    const form = ruleFormOf(pairs);
    expect(form).toMatchObject({ kind: 'roles', refs: ['finance'], ifNobody: 'admin', ifInitiator: 'self', passRatio: null });
    expect(pairsWithRule(pairs, { ...form, kind: 'leaderChain', levels: 2, passRatio: null })).toEqual([
      { name: 'allowReturn', value: 'initiator' }, { name: 'approverKind', value: 'leaderChain' }, { name: 'approverValue', value: '2' },
    ]);
    expect(pairsWithRule(pairs, { ...form, kind: '' })).toEqual([{ name: 'allowReturn', value: 'initiator' }]);
    expect(ruleFormOf([{ name: 'approverKind', value: 'nonsense' }]).kind).toBe('');
  });
});

describe('resolution over the organisation facts', () => {
  it('each kind names its approvers; only active users count', () => {
    expect(resolveRule(taskNode(rule({ approverKind: 'users', approverValue: 'u-b,u-gone,u-a' })), rule({ approverKind: 'users', approverValue: 'u-b,u-gone,u-a' }), facts, {}).users).toEqual(['u-b', 'u-a']);
    const chain = rule({ approverKind: 'leaderChain', approverValue: '2' });
    expect(resolveRule(taskNode(chain), chain, facts, {}).users).toEqual(['u-l1', 'u-l2']);
    const leader = rule({ approverKind: 'leader' });
    expect(resolveRule(taskNode(leader), leader, facts, {}).users).toEqual(['u-l1']);
    const expression = rule({ approverKind: 'expression', approverValue: '${people}' });
    expect(resolveRule(taskNode(expression), expression, facts, { people: ['u-x', 'u-y'] }).users).toEqual(['u-x', 'u-y']);
    const pick = rule({ approverKind: 'initiatorPick' });
    expect(resolveRule(taskNode(pick), pick, facts, { initiatorPicks: { n1: ['u-b'] } }).users).toEqual(['u-b']);
  });

  it('nobody found: administrator by default, or as the task says', () => {
    const none = (extra: Record<string, string>) => rule({ approverKind: 'positions', approverValue: 'gm', ...extra });
    expect(resolveRule(taskNode(none({})), none({}), facts, {})).toMatchObject({ users: ['u-admin'], decision: null, notes: [{ action: 'REASSIGN', targetUser: 'u-admin' }] });
    expect(resolveRule(taskNode(none({ approverIfNobody: 'approve' })), none({ approverIfNobody: 'approve' }), facts, {})).toMatchObject({ decision: 'pass', notes: [{ action: 'AUTO_APPROVE' }] });
    expect(resolveRule(taskNode(none({ approverIfNobody: 'reject' })), none({ approverIfNobody: 'reject' }), facts, {})).toMatchObject({ decision: 'reject', notes: [{ action: 'AUTO_REJECT' }] });
    expect(resolveRule(taskNode(none({ approverIfNobody: 'user:u-fallback' })), none({ approverIfNobody: 'user:u-fallback' }), facts, {}).users).toEqual(['u-fallback']);
    expect(() => resolveRule(taskNode(none({})), none({}), { ...facts, admin: null }, {})).toThrow('workflow.assign.nobody');
  });

  it('the initiator among them: approve, skip or the leader', () => {
    const with_ = (how: string) => rule({ approverKind: 'departments', approverValue: 'd1', approverIfInitiator: how });
    expect(resolveRule(taskNode(with_('approve')), with_('approve'), facts, {}).decision).toBe('pass');
    expect(resolveRule(taskNode(with_('approve'), true), with_('approve'), facts, {})).toMatchObject({ users: ['u-a'], decision: null });
    expect(resolveRule(taskNode(with_('skip')), with_('skip'), facts, {})).toMatchObject({ users: ['u-a'], notes: [{ action: 'SKIP' }] });
    expect(resolveRule(taskNode(with_('leader')), with_('leader'), facts, {}).users).toEqual(['u-a', 'u-l1']);
    // Left to the model: its setting decides, the leader by default.
    expect(resolveRule(taskNode(with_('self')), with_('self'), facts, {})).toMatchObject({ users: ['u-a', 'u-l1'], notes: [{ action: 'REASSIGN', targetUser: 'u-l1' }] });
    expect(resolveRule(taskNode(with_('self')), with_('self'), { ...facts, selfApproval: 'allow' }, {})).toMatchObject({ users: ['u-a', 'u-init'], notes: [{ action: 'SELF_ALLOWED', targetUser: 'u-init' }] });
    expect(resolveRule(taskNode(with_('self')), with_('self'), { ...facts, selfApproval: 'skip' }, {})).toMatchObject({ users: ['u-a'], notes: [{ action: 'SKIP' }] });
  });

  it('an owner of the record is kept from it as the applicant is, and a stand-in already approving is not doubled', () => {
    const owners = { ...facts, interested: ['u-init', 'u-a'] };
    const byRole = rule({ approverKind: 'roles', approverValue: 'finance' });
    expect(resolveRule(taskNode(byRole), byRole, owners, {})).toMatchObject({ users: ['u-l1', 'u-b'] });
    const leader = rule({ approverKind: 'leader' });
    // The applicant's leader owns the record: the next leader up takes the step.
    expect(resolveRule(taskNode(leader), leader, { ...facts, interested: ['u-init', 'u-l1'], substitutes: ['u-l2', 'u-l3', 'u-admin'] }, {}).users).toEqual(['u-l2']);
    // Nobody to stand in and nobody else: the rule's nobody handling, never an interested administrator.
    const onlyAdmin = rule({ approverKind: 'users', approverValue: 'u-init' });
    expect(() => resolveRule(taskNode(onlyAdmin), onlyAdmin, { ...facts, substitutes: [], admin: null }, {})).toThrow('workflow.assign.nobody');
  });
});

describe('审批人去重', () => {
  const byRole = rule({ approverKind: 'roles', approverValue: 'finance' });
  it('passes a step one of whose approvers approved already, saying so as the system', () => {
    const answer = resolveRule(taskNode(byRole), byRole, { ...facts, repeatedApprovers: ['u-b'] }, {});
    expect(answer).toMatchObject({ users: [], decision: 'pass', notes: [{ action: 'AUTO_APPROVE', reason: 'workflow.auto.repeatApprover', targetUser: 'u-b' }] });
  });
  it('asks only the others of a step every approver decides, and passes it when none is left', () => {
    expect(resolveRule(taskNode(byRole, true), byRole, { ...facts, repeatedApprovers: ['u-b'] }, {})).toMatchObject({ users: ['u-a'], decision: null, notes: [{ reason: 'workflow.auto.repeatApproverPart' }] });
    expect(resolveRule(taskNode(byRole, true), byRole, { ...facts, repeatedApprovers: ['u-a', 'u-b'] }, {})).toMatchObject({ users: [], decision: 'pass' });
  });
  it('leaves steps of other approvers, and a rule that found nobody, to their own handling', () => {
    expect(resolveRule(taskNode(byRole), byRole, { ...facts, repeatedApprovers: ['u-x'] }, {})).toMatchObject({ users: ['u-a', 'u-b'], decision: null, notes: [] });
    const nobody = rule({ approverKind: 'roles', approverValue: 'nobody-role', approverIfNobody: 'reject' });
    expect(resolveRule(taskNode(nobody), nobody, { ...facts, repeatedApprovers: ['u-a'] }, {})).toMatchObject({ decision: 'reject' });
  });
});

describe('the walk ahead', () => {
  const graph: ProcessGraph = {
    processId: 'p', name: 'p', dialect: 'flowable', startNodeId: 's',
    nodes: {
      s: { id: 's', type: 'startEvent', name: '开始', incoming: [], outgoing: ['f1'], defaultFlow: null, form: [] },
      a: { id: 'a', type: 'userTask', name: '甲', incoming: ['f1'], outgoing: ['f2'], defaultFlow: null, form: [], userTask: { assignee: '${initiatorLeader}', candidateUsers: null, candidateGroups: null, dueDate: null, priority: null, formKey: null, returnTargets: [], multiInstance: null } },
      g: { id: 'g', type: 'exclusiveGateway', name: '金额', incoming: ['f2'], outgoing: ['f3', 'f4'], defaultFlow: 'f4' },
      b: { id: 'b', type: 'userTask', name: '乙', incoming: ['f3'], outgoing: ['f5'], defaultFlow: null, form: [], userTask: { assignee: null, candidateUsers: null, candidateGroups: 'finance', dueDate: null, priority: null, formKey: null, returnTargets: [], multiInstance: null } },
      e: { id: 'e', type: 'endEvent', name: '结束', incoming: ['f4', 'f5'], outgoing: [], defaultFlow: null },
    },
    flows: {
      f1: { id: 'f1', name: null, source: 's', target: 'a', condition: null },
      f2: { id: 'f2', name: null, source: 'a', target: 'g', condition: null },
      f3: { id: 'f3', name: null, source: 'g', target: 'b', condition: '${amount > 100}' },
      f4: { id: 'f4', name: null, source: 'g', target: 'e', condition: null },
      f5: { id: 'f5', name: null, source: 'b', target: 'e', condition: null },
    },
  };

  it('follows the graph with the variables, and stops at a condition it cannot tell', () => {
    expect(stepsAhead(graph, ['s'], { initiatorLeader: 'u-l1' }).map((s) => [s.name, s.state, s.users])).toEqual([['甲', 'ahead', ['u-l1']], ['金额', 'undetermined', []]]);
    expect(stepsAhead(graph, ['s'], { initiatorLeader: 'u-l1', amount: 500 }).map((s) => [s.name, s.groups])).toEqual([['甲', []], ['乙', ['finance']], ['结束', []]]);
    expect(stepsAhead(graph, ['a'], { amount: 5 }).map((s) => s.name)).toEqual(['结束']);
    const unnamedEnd = { ...graph, nodes: { ...graph.nodes, e: { ...graph.nodes.e!, name: null } } };
    expect(stepsAhead(unnamedEnd, ['a'], { amount: 5 })).toMatchObject([{ nodeId: 'e', name: '', state: 'end' }]);
  });

  it('lists the branches of a fork side by side, and what follows their join after all of them', () => {
    const task = (id: string, name: string, incoming: string[], outgoing: string[]): GraphNode => ({
      id, type: 'userTask', name, incoming, outgoing, defaultFlow: null, form: [],
      userTask: { assignee: `u-${id}`, candidateUsers: null, candidateGroups: null, dueDate: null, priority: null, formKey: null, returnTargets: [], multiInstance: null },
    });
    const flow = (id: string, source: string, target: string, condition: string | null = null) => ({ id, name: null, source, target, condition });
    const fork: ProcessGraph = {
      processId: 'p', name: 'p', dialect: 'flowable', startNodeId: 's',
      nodes: {
        s: { id: 's', type: 'startEvent', name: '开始', incoming: [], outgoing: ['f1'], defaultFlow: null, form: [] },
        g: { id: 'g', type: 'inclusiveGateway', name: null, incoming: ['f1'], outgoing: ['f2', 'f3'], defaultFlow: null },
        a: task('a', '财务复核', ['f2'], ['f4']),
        a2: task('a2', '财务总监', ['f4'], ['f5']),
        b: task('b', '总经理审阅', ['f3'], ['f6']),
        j: { id: 'j', type: 'inclusiveGateway', name: null, incoming: ['f5', 'f6'], outgoing: ['f7'], defaultFlow: null },
        e: { id: 'e', type: 'endEvent', name: '结束', incoming: ['f7'], outgoing: [], defaultFlow: null },
      },
      flows: {
        f1: flow('f1', 's', 'g'), f2: flow('f2', 'g', 'a', '${amount >= 1000}'), f3: flow('f3', 'g', 'b', '${amount >= 10000}'),
        f4: flow('f4', 'a', 'a2'), f5: flow('f5', 'a2', 'j'), f6: flow('f6', 'b', 'j'), f7: flow('f7', 'j', 'e'),
      },
    };
    expect(stepsAhead(fork, ['s'], { amount: 20000 }).map((s) => s.name)).toEqual(['财务复核', '总经理审阅', '财务总监', '结束']);
    expect(stepsAhead(fork, ['s'], { amount: 2000 }).map((s) => s.name)).toEqual(['财务复核', '财务总监', '结束']);
    // From one branch's task: what follows the join.
    expect(stepsAhead(fork, ['b'], { amount: 20000 }).map((s) => s.name)).toEqual(['结束']);
  });
});
