import { describe, expect, it } from 'vitest';
import { approverRefsOf } from '@/lib/backend/modules/workflow/model/approver-refs';
import type { GraphNode, ServiceTaskNode, UserTaskDef, UserTaskNode } from '@/lib/contract/workflow-graph';
import { approverGapMessage, type ApproverGap } from '@/lib/contract/workflow-approver-gaps';
import { readApproverRule } from '@/lib/workflow/approver-rule';

/** What a deployed graph names of the organisation (the deploy's and the model list's check read these), and how a gap is worded. */

const plain: UserTaskDef = { assignee: null, candidateUsers: null, candidateGroups: null, dueDate: null, priority: null, formKey: null, returnTargets: [], multiInstance: null };
const node = (id: string, name: string | null, extra: Partial<UserTaskNode> | Omit<ServiceTaskNode, 'id' | 'name' | 'incoming' | 'outgoing' | 'defaultFlow'>): GraphNode => ({ id, type: 'userTask', name, incoming: [], outgoing: [], defaultFlow: null, form: [], userTask: plain, ...extra }) as GraphNode;
const refs = (nodes: GraphNode[]) => approverRefsOf(Object.fromEntries(nodes.map((n) => [n.id, n]))).map((r) => [r.element_id, r.use, r.kind, r.ref]);

describe('approverRefsOf', () => {
  it('reads a rule’s users, roles, positions and departments, and the user it hands over to', () => {
    expect(refs([
      node('a', '甲', { userTask: { ...plain, rule: readApproverRule({ approverKind: 'users', approverValue: '王芳,usr-b', approverIfNobody: 'user:usr-c' }) } }),
      node('b', '乙', { userTask: { ...plain, rule: readApproverRule({ approverKind: 'positions', approverValue: 'gm' }) } }),
      node('c', '丙', { userTask: { ...plain, rule: readApproverRule({ approverKind: 'leaderChain', approverValue: '2' }) } }),
    ])).toEqual([
      ['a', 'approver', 'user', '王芳'],
      ['a', 'approver', 'user', 'usr-b'],
      ['a', 'fallback', 'user', 'usr-c'],
      ['b', 'approver', 'position', 'gm'],
    ]);
  });

  it('reads plain assignees, candidates and groups, leaving expressions out, and ignores them beside a rule', () => {
    expect(refs([
      node('a', null, { userTask: { ...plain, assignee: 'usr-a', candidateUsers: 'usr-a, usr-b', candidateGroups: 'finance,dep-x' } }),
      node('b', null, { userTask: { ...plain, assignee: '${initiator}', candidateUsers: 'usr-c,${picked}', candidateGroups: '#{group}' } }),
      node('c', null, { userTask: { ...plain, assignee: 'usr-ignored', rule: readApproverRule({ approverKind: 'initiator' }) } }),
    ])).toEqual([
      ['a', 'approver', 'user', 'usr-a'],
      ['a', 'approver', 'user', 'usr-b'],
      ['a', 'approver', 'group', 'finance'],
      ['a', 'approver', 'group', 'dep-x'],
    ]);
  });

  it('reads the people copied, by a task and by a copy node', () => {
    expect(refs([
      node('a', null, { userTask: { ...plain, assignee: 'usr-a', copyTo: ['usr-c'] } }),
      node('cc', '抄送', { type: 'serviceTask', copyTask: { rule: readApproverRule({ approverKind: 'roles', approverValue: 'finance', approverIfNobody: 'user:usr-z' })! } }),
    ])).toEqual([
      ['a', 'approver', 'user', 'usr-a'],
      ['a', 'copy', 'user', 'usr-c'],
      ['cc', 'copy', 'role', 'finance'],
    ]);
  });

  it('names the element as refusals do', () => {
    const [named, bare] = approverRefsOf({
      a: node('a', '审核', { userTask: { ...plain, assignee: 'usr-a' } }),
      b: node('b', null, { userTask: { ...plain, assignee: 'usr-b' } }),
    });
    expect([named!.element_name, bare!.element_name]).toEqual(['审核 (a)', 'b']);
  });
});

describe('approverGapMessage', () => {
  const gap: ApproverGap = { element_id: 'a', element_name: '审核 (a)', kind: 'user', use: 'approver', ref: '3f9c0a', ref_name: '王芳', ref_code: 'wangfang', state: 'frozen' };
  it('words the deploy’s refusal and the model list’s note with the entry’s name and account or code', () => {
    expect(approverGapMessage(gap, 'deploy')).toEqual({ key: 'workflow.deploy.approverFrozen', values: { name: '审核 (a)', label: 'workflow.deploy.approverRef.approver.user', ref: '王芳 (wangfang)' } });
    expect(approverGapMessage({ ...gap, ref: '王芳', ref_name: null, ref_code: null, state: 'missing', use: 'copy' }, 'list')).toEqual({ key: 'designer.models.attention.missing', values: { name: '审核 (a)', label: 'workflow.deploy.approverRef.copy.user', ref: '王芳' } });
    // A department is known by its name alone (its key means nothing to people).
    expect(approverGapMessage({ ...gap, kind: 'department', ref: 'dep-9a1', ref_name: '临时小组', ref_code: null, state: 'deleted' }, 'deploy').values.ref).toBe('临时小组');
  });
});
