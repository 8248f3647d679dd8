import type { FormDesign } from '@/lib/contract/approval-form/design';
import type { BuildProcess } from './bpmn-builder';

/**
 * Two more demo approvals with forms from the form designer: a seal request (用印申请) carrying the
 * documents to be sealed, approved by the department head with a handwritten signature, and a
 * payment request (付款申请) against a signed contract, picked through the record picker among the
 * contracts the applicant may read; over 100,000 it goes to the general manager after finance.
 */

export const SEAL_REQUEST_FORM: FormDesign = {
  titleTemplate: '{applicant}的用印申请：{document_name}',
  summaryFields: ['seal_kind', 'copies'],
  fields: [
    { kind: 'text', id: 'document_name', label: '用印文件', required: true, maxLength: 100 },
    // The seal's own name is its value: requests started before the form was designed read the same.
    { kind: 'choice', id: 'seal_kind', label: '印章类型', required: true, options: ['公章', '合同专用章', '财务专用章', '法人章'].map((s) => ({ value: s, label: s })) },
    { kind: 'number', id: 'copies', label: '份数', required: true, min: 1, max: 100, precision: 0 },
    { kind: 'attachment', id: 'documents', label: '用印文件附件', maxCount: 5, help: '上传需盖章的文件，审批人可下载核对' },
    { kind: 'textarea', id: 'remark', label: '备注', maxLength: 300 },
  ],
};

export const PAYMENT_REQUEST_FORM: FormDesign = {
  // 李娜的付款申请 ¥86,400.00：上海清算科技有限公司, with the contract and the day it is wanted.
  titleTemplate: '{applicant}的付款申请 {amount}：{payee}',
  summaryFields: ['payDate', 'contract'],
  fields: [
    { kind: 'record', id: 'contract', label: '关联合同', target: 'contract', required: true, help: '只能选择您有权查看的合同' },
    { kind: 'text', id: 'payee', label: '收款单位', required: true, maxLength: 100 },
    { kind: 'amount', id: 'amount', label: '付款金额', required: true, min: 0.01 },
    { kind: 'date', id: 'payDate', label: '期望付款日期', required: true },
    { kind: 'choice', id: 'payWay', label: '付款方式', required: true, options: [{ value: 'bank', label: '银行转账' }, { value: 'draft', label: '银行承兑汇票' }] },
    { kind: 'textarea', id: 'purpose', label: '付款用途', required: true, maxLength: 300 },
    { kind: 'attachment', id: 'invoices', label: '发票及附件', maxCount: 9 },
  ],
};

export const PAYMENT_REQUEST: BuildProcess = {
  id: 'payment_request',
  name: '付款申请',
  nodes: [
    { id: 'start', type: 'startEvent', name: '提交付款申请', at: [0, 0], attrs: { initiator: 'applicant' } },
    { id: 'leader_approval', type: 'userTask', name: '部门负责人审批', at: [1, 0], attrs: { dueDate: 'P2D' }, properties: { approverKind: 'leader', allowReturn: 'initiator' } },
    { id: 'finance_review', type: 'userTask', name: '财务审核', at: [2, 0], attrs: { candidateGroups: 'finance', dueDate: 'P2D' }, properties: { allowReturn: 'previous,initiator' } },
    { id: 'amount_gateway', type: 'exclusiveGateway', name: '付款金额', at: [3, 0], defaultFlow: 'flow_small' },
    { id: 'manager_approval', type: 'userTask', name: '总经理审批', at: [4, 1], attrs: { dueDate: 'P3D' }, properties: { approverKind: 'positions', approverValue: 'general_manager', allowReturn: 'any,initiator' } },
    { id: 'end', type: 'endEvent', name: '付款批准', at: [5, 0] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'leader_approval' },
    { id: 'flow_led', from: 'leader_approval', to: 'finance_review' },
    { id: 'flow_reviewed', from: 'finance_review', to: 'amount_gateway' },
    { id: 'flow_large', from: 'amount_gateway', to: 'manager_approval', name: '超过10万元', condition: '${amount > 100000}' },
    { id: 'flow_small', from: 'amount_gateway', to: 'end', name: '10万元及以下' },
    { id: 'flow_managed', from: 'manager_approval', to: 'end' },
  ],
};
