import type { BuildProcess } from './bpmn-builder';

// The demo's legal check and the major contract that calls it as a process of its own.

/** The legal check a major contract calls (a process of its own, also started alone). */
export const LEGAL_REVIEW: BuildProcess = {
  id: 'legal_review',
  name: '法务审查',
  nodes: [
    {
      id: 'start', type: 'startEvent', name: '提交法务审查', at: [0, 0], attrs: { initiator: 'applicant' },
      form: [
        { id: 'contract_name', label: '合同名称', type: 'string', required: true },
        { id: 'amount', label: '合同金额（元）', type: 'long', required: true, summary: true },
      ],
    },
    { id: 'legal_check', type: 'userTask', name: '法务审查', at: [1, 0], attrs: { candidateGroups: 'leader', dueDate: 'P3D' } },
    { id: 'end', type: 'endEvent', name: '审查通过', at: [2, 0] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'legal_check' },
    { id: 'flow_checked', from: 'legal_check', to: 'end' },
  ],
};

/** A major contract: the department head, then the legal check as a called process (子流程), then finance. */
export const MAJOR_CONTRACT: BuildProcess = {
  id: 'major_contract',
  name: '重大合同审批',
  nodes: [
    {
      id: 'start', type: 'startEvent', name: '提交重大合同', at: [0, 0], attrs: { initiator: 'applicant' },
      form: [
        { id: 'contract_name', label: '合同名称', type: 'string', required: true },
        { id: 'customer_name', label: '客户名称', type: 'string', summary: true },
        { id: 'amount', label: '合同金额（元）', type: 'long', required: true, summary: true },
      ],
    },
    { id: 'leader_approval', type: 'userTask', name: '部门负责人审批', at: [1, 0], attrs: { assignee: '${initiatorLeader}', dueDate: 'P2D' }, properties: { allowReturn: 'initiator' } },
    {
      id: 'legal_call', type: 'callActivity', name: '法务审查', at: [2, 0],
      call: { process: 'legal_review', in: [{ source: 'contract_name', target: 'contract_name' }, { source: 'amount', target: 'amount' }] },
    },
    { id: 'finance_confirm', type: 'userTask', name: '财务确认', at: [3, 0], attrs: { candidateGroups: 'finance', dueDate: 'P2D' } },
    { id: 'end', type: 'endEvent', name: '合同通过', at: [4, 0] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'leader_approval' },
    { id: 'flow_to_legal', from: 'leader_approval', to: 'legal_call' },
    { id: 'flow_to_finance', from: 'legal_call', to: 'finance_confirm' },
    { id: 'flow_confirmed', from: 'finance_confirm', to: 'end' },
  ],
};
