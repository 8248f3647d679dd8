import { newApprover, newCopy, newDelay } from '@/lib/workflow/simple-flow/new-nodes';
import type { SimpleFlow } from '@/lib/workflow/simple-flow/schema';

/**
 * The expense flow the tests build: amount over 5000 → 王芳 then the finance role, else the
 * leader; then the finance department and the initiator's leader in parallel, a copy, a delay.
 */
export function expenseFlow(id = 'simple_expense'): SimpleFlow {
  return {
    version: 1,
    process: { id, name: '费用报销（简易）', startName: '发起人', endName: '流程结束' },
    fields: [
      { id: 'amount', label: '金额', kind: 'number', options: [], required: true },
      { id: 'category', label: '类别', kind: 'choice', options: [{ value: 'travel', label: '差旅' }, { value: 'office', label: '办公' }], required: true },
      { id: 'payDay', label: '付款日期', kind: 'date', options: [], required: false },
    ],
    nodes: [
      {
        type: 'condition',
        id: 'amount_check',
        branches: [
          {
            id: 'big',
            name: '金额大于 5000',
            conditions: [{ kind: 'number', field: 'amount', op: 'gt', value: 5000, upTo: null }],
            nodes: [
              { ...newApprover('wangfang_approval', '王芳审批'), rule: { kind: 'users', refs: ['usr-finance'], levels: 1, expression: '' }, ifInitiator: 'approve' },
              { ...newApprover('finance_approval', '财务审批'), rule: { kind: 'roles', refs: ['finance'], levels: 1, expression: '' }, ifInitiator: 'approve' },
            ],
          },
        ],
        otherwise: { id: 'small', name: '其他情况', nodes: [{ ...newApprover('leader_approval', '主管审批'), ifInitiator: 'approve' }] },
      },
      { ...newCopy('copy_leader', '抄送主管') },
    ],
  };
}

/** A flow with a parallel group and a delay of an hour before the end. */
export function parallelFlow(id = 'simple_parallel'): SimpleFlow {
  return {
    version: 1,
    process: { id, name: '并行会审（简易）', startName: '发起人', endName: '流程结束' },
    fields: [{ id: 'amount', label: '金额', kind: 'number', options: [], required: true }],
    nodes: [
      {
        type: 'parallel',
        id: 'both',
        branches: [
          { id: 'finance_side', name: '财务', nodes: [{ ...newApprover('finance_check', '财务审核'), rule: { kind: 'users', refs: ['usr-finance'], levels: 1, expression: '' } }] },
          { id: 'leader_side', name: '主管', nodes: [{ ...newApprover('leader_check', '主管审核'), rule: { kind: 'users', refs: ['usr-leader'], levels: 1, expression: '' } }] },
        ],
      },
      newDelay('cooling', '冷静期'),
      { ...newApprover('final_check', '终审'), rule: { kind: 'users', refs: ['usr-leader'], levels: 1, expression: '' } },
    ],
  };
}
