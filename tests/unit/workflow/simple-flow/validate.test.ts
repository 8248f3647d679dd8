import { describe, expect, it } from 'vitest';
import { addBranch, insertNode, moveBranch, removeBranch, removeNode, TOP } from '@/lib/workflow/simple-flow/edit';
import { freshId, newApprover, newBranch, newConditionGroup, newParallelGroup } from '@/lib/workflow/simple-flow/new-nodes';
import type { ConditionGroup, SimpleFlow } from '@/lib/workflow/simple-flow/schema';
import { validateFlow } from '@/lib/workflow/simple-flow/validate';
import { expenseFlow } from '../../../support/simple-flow';

const withNodes = (nodes: SimpleFlow['nodes']): SimpleFlow => ({ ...expenseFlow(), nodes });

describe('simple flow validation', () => {
  it('passes the sample flow', () => {
    expect(validateFlow(expenseFlow())).toEqual([]);
  });

  it('marks an approver without approvers and a copy without recipients', () => {
    const flow = withNodes([
      { ...newApprover('a', '审批'), rule: { kind: 'users', refs: [], levels: 1, expression: '' } },
      { type: 'copy', id: 'c', name: '抄送', rule: { kind: 'roles', refs: [], levels: 1, expression: '' } },
    ]);
    expect(validateFlow(flow)).toEqual([{ at: 'a', key: 'noApprovers' }, { at: 'c', key: 'noCopyTargets' }]);
  });

  it('marks a branch without conditions, a condition on an unknown field, and an empty group', () => {
    const group = newConditionGroup('g', '条件1', '其他情况');
    const unknown: ConditionGroup = { ...group, branches: [{ ...group.branches[0]!, conditions: [{ kind: 'number', field: 'missing', op: 'gt', value: 1, upTo: null }] }] };
    const wrongKind: ConditionGroup = { ...group, id: 'g2', branches: [{ ...group.branches[0]!, id: 'b2', conditions: [{ kind: 'number', field: 'category', op: 'gt', value: 1, upTo: null }] }] };
    expect(validateFlow(withNodes([group]))).toEqual([{ at: 'g_b1', key: 'noConditions' }]);
    expect(validateFlow(withNodes([unknown, wrongKind]))).toEqual([{ at: 'g_b1', key: 'unknownField' }, { at: 'b2', key: 'unknownField' }]);
    expect(validateFlow(withNodes([{ ...group, branches: [] }]))).toEqual([{ at: 'g', key: 'emptyGroup' }]);
    expect(validateFlow(withNodes([newParallelGroup('p', ['一', '二'])]))).toEqual([{ at: 'p', key: 'emptyGroup' }]);
  });

  it('marks a between without its upper bound and a delay on a field that is no date', () => {
    const group = newConditionGroup('g', '条件1', '其他情况');
    const between: ConditionGroup = { ...group, branches: [{ ...group.branches[0]!, conditions: [{ kind: 'number', field: 'amount', op: 'between', value: 10, upTo: null }] }] };
    expect(validateFlow(withNodes([between, { type: 'delay', id: 'd', name: '等待', wait: { kind: 'field', field: 'amount' } }]))).toEqual([
      { at: 'g_b1', key: 'incompleteCondition' },
      { at: 'd', key: 'delayField' },
    ]);
  });
});

describe('simple flow edits', () => {
  it('inserts into a branch, adds, moves and removes branches', () => {
    let nodes = expenseFlow().nodes;
    nodes = insertNode(nodes, 'small', 1, newApprover(freshId(nodes, 'approver'), '复核'));
    const group = () => nodes[0] as ConditionGroup;
    expect(group().otherwise.nodes.map((n) => n.id)).toEqual(['leader_approval', 'approver_1']);
    nodes = addBranch(nodes, 'amount_check', newBranch('mid', '中等金额'));
    expect(group().branches.map((b) => b.id)).toEqual(['big', 'mid']);
    nodes = moveBranch(nodes, 'mid', -1);
    expect(group().branches.map((b) => b.id)).toEqual(['mid', 'big']);
    nodes = removeBranch(nodes, 'small');
    expect(group().otherwise.id).toBe('small');
    nodes = removeBranch(nodes, 'mid');
    expect(group().branches.map((b) => b.id)).toEqual(['big']);
    nodes = removeNode(nodes, 'wangfang_approval');
    expect(group().branches[0]!.nodes.map((n) => n.id)).toEqual(['finance_approval']);
    nodes = insertNode(nodes, TOP, 0, newApprover('first', '初审'));
    expect(nodes[0]!.id).toBe('first');
  });
});

describe('simple flow durations', () => {
  it('writes and reads minutes, hours and days', async () => {
    const { fromIsoDuration, toIsoDuration } = await import('@/lib/workflow/simple-flow/duration');
    expect(toIsoDuration({ amount: 2, unit: 'D' })).toBe('P2D');
    expect(toIsoDuration({ amount: 30, unit: 'M' })).toBe('PT30M');
    expect(fromIsoDuration('PT4H')).toEqual({ amount: 4, unit: 'H' });
    expect(fromIsoDuration('P1DT2H')).toBeNull();
  });
});
