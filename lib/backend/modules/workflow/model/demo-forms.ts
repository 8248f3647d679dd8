import type { FormDesign } from '@/lib/contract/approval-form/design';
import { FORM_RIGHTS_PROPERTY, formatFormRights } from '@/lib/contract/approval-form/field-rights';
import type { BuildProcess } from './bpmn-builder';
import { WORKING_TIME_PROPERTY } from '@/lib/contract/workflow-values';

/**
 * The demo approvals whose forms were made in the form designer: an expense claim whose lines'
 * total routes it (up to 5,000 the applicant's leader; above, finance too; above 50,000 the general
 * manager as well, who may return it to the applicant or to either step it passed; the leader does not
 * see the bank account, finance may amend the remark), and a leave request counted in working days (over 3 days the leader's leader
 * approves too). Their processes read the forms' computed values: `total` and `leave.days`.
 */

export const EXPENSE_CLAIM_FORM: FormDesign = {
  // 李娜的差旅费报销：11 月华东客户拜访, with 报销总额 and 关联客户 beside it in the lists.
  titleTemplate: '{applicant}的{expenseType}报销：{reason}',
  summaryFields: ['total', 'customer'],
  fields: [
    { kind: 'description', id: 'notice', label: '填写说明', text: '请逐项填写费用明细并上传发票；金额合计超过 5,000 元需财务审核，超过 50,000 元需总经理审批。' },
    { kind: 'text', id: 'reason', label: '报销事由', required: true, maxLength: 100, placeholder: '如：11 月华东客户拜访' },
    { kind: 'choice', id: 'expenseType', label: '费用类型', required: true, options: [{ value: 'travel', label: '差旅费' }, { value: 'entertain', label: '业务招待费' }, { value: 'office', label: '办公费' }, { value: 'other', label: '其他' }] },
    { kind: 'department', id: 'costCenter', label: '费用承担部门', help: '不填时由申请人所在部门承担' },
    { kind: 'record', id: 'customer', label: '关联客户', target: 'customer', help: '为客户发生的费用请选择客户' },
    {
      kind: 'detail',
      id: 'lines',
      label: '费用明细',
      required: true,
      maxRows: 200,
      columns: [
        { kind: 'date', id: 'day', label: '发生日期', required: true },
        { kind: 'text', id: 'item', label: '费用项目', required: true, maxLength: 50 },
        { kind: 'number', id: 'qty', label: '数量', min: 1, precision: 0 },
        { kind: 'amount', id: 'price', label: '单价', required: true, min: 0 },
        { kind: 'formula', id: 'amount', label: '金额', op: 'product', refs: ['qty', 'price'], money: true, total: true },
      ],
    },
    { kind: 'formula', id: 'total', label: '报销总额', op: 'sum', refs: ['lines.amount'], money: true },
    { kind: 'choice', id: 'payWay', label: '支付方式', required: true, options: [{ value: 'bank', label: '银行转账' }, { value: 'cash', label: '现金' }] },
    { kind: 'text', id: 'bankAccount', label: '收款账号', required: true, pattern: '^\\d{12,19}$', patternMessage: '收款账号须为 12 到 19 位数字', showWhen: { field: 'payWay', op: 'eq', value: 'bank' } },
    { kind: 'attachment', id: 'invoices', label: '发票', images: false, maxCount: 9 },
    { kind: 'textarea', id: 'remark', label: '备注', maxLength: 500 },
  ],
};

export const EXPENSE_CLAIM: BuildProcess = {
  id: 'expense_claim',
  name: '费用报销单',
  nodes: [
    { id: 'start', type: 'startEvent', name: '提交报销单', at: [0, 0], attrs: { initiator: 'applicant' } },
    { id: 'leader_approval', type: 'userTask', name: '直属领导审批', at: [1, 0], attrs: { dueDate: 'P2D' }, properties: { approverKind: 'leader', allowReturn: 'initiator', [FORM_RIGHTS_PROPERTY]: formatFormRights({ bankAccount: 'hidden' })! } },
    { id: 'finance_gateway', type: 'exclusiveGateway', name: '报销总额', at: [2, 0], defaultFlow: 'flow_small' },
    { id: 'finance_review', type: 'userTask', name: '财务审核', at: [3, 1], attrs: { candidateGroups: 'finance', dueDate: 'P2D' }, properties: { allowReturn: 'previous,initiator', [FORM_RIGHTS_PROPERTY]: formatFormRights({ remark: 'edit' })! } },
    { id: 'manager_gateway', type: 'exclusiveGateway', name: '超过5万', at: [4, 1], defaultFlow: 'flow_medium' },
    { id: 'manager_approval', type: 'userTask', name: '总经理审批', at: [5, 2], attrs: { dueDate: 'P3D' }, properties: { approverKind: 'positions', approverValue: 'general_manager', allowReturn: 'any,initiator' } },
    { id: 'end', type: 'endEvent', name: '报销完成', at: [6, 0] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'leader_approval' },
    { id: 'flow_led', from: 'leader_approval', to: 'finance_gateway' },
    { id: 'flow_finance', from: 'finance_gateway', to: 'finance_review', name: '超过5,000元', condition: '${total > 5000}' },
    { id: 'flow_small', from: 'finance_gateway', to: 'end', name: '5,000元及以下' },
    { id: 'flow_reviewed', from: 'finance_review', to: 'manager_gateway' },
    { id: 'flow_large', from: 'manager_gateway', to: 'manager_approval', name: '超过50,000元', condition: '${total > 50000}' },
    { id: 'flow_medium', from: 'manager_gateway', to: 'end', name: '50,000元及以下' },
    { id: 'flow_managed', from: 'manager_approval', to: 'end' },
  ],
};

export const LEAVE_FORM: FormDesign = {
  // 李娜的年假：家中有事, with the days asked for beside it.
  titleTemplate: '{applicant}的{leaveType}：{reason}',
  summaryFields: ['leave', 'handover'],
  fields: [
    { kind: 'choice', id: 'leaveType', label: '请假类型', required: true, options: [{ value: 'annual', label: '年假' }, { value: 'sick', label: '病假' }, { value: 'personal', label: '事假' }, { value: 'other', label: '其他' }] },
    { kind: 'dateRange', id: 'leave', label: '请假时间', required: true, workdays: true, durationLabel: '请假天数' },
    { kind: 'textarea', id: 'reason', label: '请假事由', required: true, maxLength: 300 },
    { kind: 'person', id: 'handover', label: '工作交接人' },
    { kind: 'attachment', id: 'proof', label: '病假证明', images: true, maxCount: 3, showWhen: { field: 'leaveType', op: 'eq', value: 'sick' } },
  ],
};

export const LEAVE_REQUEST: BuildProcess = {
  id: 'leave_request',
  name: '请假',
  nodes: [
    { id: 'start', type: 'startEvent', name: '提交请假', at: [0, 0], attrs: { initiator: 'applicant' } },
    { id: 'leader_approval', type: 'userTask', name: '直属领导审批', at: [1, 0], attrs: { dueDate: 'P1D' }, properties: { approverKind: 'leader', [WORKING_TIME_PROPERTY]: 'true' } },
    { id: 'days_gateway', type: 'exclusiveGateway', name: '请假天数', at: [2, 0], defaultFlow: 'flow_short' },
    { id: 'upper_approval', type: 'userTask', name: '上级领导审批', at: [3, 1], attrs: { dueDate: 'P1D' }, properties: { approverKind: 'leaderChain', approverValue: '2', [WORKING_TIME_PROPERTY]: 'true' } },
    { id: 'end', type: 'endEvent', name: '请假生效', at: [4, 0] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'leader_approval' },
    { id: 'flow_led', from: 'leader_approval', to: 'days_gateway' },
    { id: 'flow_long', from: 'days_gateway', to: 'upper_approval', name: '超过3天', condition: '${leave.days > 3}' },
    { id: 'flow_short', from: 'days_gateway', to: 'end', name: '3天及以内' },
    { id: 'flow_upper', from: 'upper_approval', to: 'end' },
  ],
};
