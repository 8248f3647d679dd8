import type { FormDesign } from '@/lib/contract/approval-form/design';
import type { ModelIcon } from '@/lib/contract/workflow-model-icons';
import type { StartScope } from '@/lib/contract/workflow-start-scope';
import { buildBpmn, type BuildProcess } from './bpmn-builder';
import { EXPENSE_CLAIM, EXPENSE_CLAIM_FORM, LEAVE_FORM, LEAVE_REQUEST } from './demo-forms';
import { PAYMENT_REQUEST, PAYMENT_REQUEST_FORM, SEAL_REQUEST_FORM } from './demo-office-forms';
import { LEGAL_REVIEW, MAJOR_CONTRACT } from './demo-contract-processes';
import { DEMO_ENGLISH_NAMES, withEnglishLabels, withEnglishStepNames } from './demo-english-names';

/** A demo model as the seed stores it: its BPMN, and the form made in the form designer where it has one. */
export interface DemoModel {
  model_key: string;
  /** Its card's icon in 发起申请 (lib/contract/workflow-model-icons.ts). */
  icon: ModelIcon;
  /** Who may start it, when not everyone: the settlement is the finance department's. */
  startScope?: StartScope;
  category: string;
  /** A category of its own in English (the known ones are translated by their key). */
  categoryEn?: string;
  description: string;
  process: BuildProcess;
  /** Its English name (demo-english-names.ts). */
  nameEn?: string;
  form?: FormDesign;
  xml: string;
}

/**
 * The approval processes the demo company starts with, each with its start form: project
 * initiation (large budgets go on to a leader), contract countersign by two roles (reminded when two
 * days have passed, signed by the system a day later), quote review by
 * finance, payment approval by finance after the applicant's department leader above 100,000 yuan,
 * settlement confirmation by finance, and purchase approval by the department leader and finance
 * (large purchases go on to the general manager; two days without his decision, finance follows it
 * up), and expense reimbursement, whose script task sets the approval level and whose inclusive
 * gateway adds a travel check and the general manager as the claim needs them, both in parallel,
 * before finance pays. Payment and purchase show the approver rules (approver-rules.ts): a
 * countersign by positions, and the initiator's leaders up two levels, each in turn. Project start
 * shows the delay (延迟器): approved requests wait for their start day before the applicant confirms.
 */

export const PROJECT_INITIATION: BuildProcess = {
  id: 'project_initiation',
  name: '立项审批',
  nodes: [
    {
      id: 'start', type: 'startEvent', name: '提交立项', at: [0, 0], attrs: { initiator: 'applicant' },
      form: [
        { id: 'project_name', label: '项目名称', type: 'string', required: true },
        { id: 'amount', label: '预算金额（元）', type: 'long', required: true, summary: true },
        { id: 'reason', label: '立项说明', type: 'string' },
      ],
    },
    { id: 'finance_review', type: 'userTask', name: '财务审核', at: [1, 0], attrs: { candidateGroups: 'finance', dueDate: 'P3D' }, properties: { allowReturn: 'initiator' } },
    { id: 'budget_gateway', type: 'exclusiveGateway', name: '预算金额', at: [2, 0], defaultFlow: 'flow_small' },
    { id: 'leader_approval', type: 'userTask', name: '领导审批', at: [3, 1], attrs: { candidateGroups: 'leader', dueDate: 'P3D' }, properties: { allowReturn: 'previous,initiator' } },
    { id: 'end', type: 'endEvent', name: '立项完成', at: [4, 0] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'finance_review' },
    { id: 'flow_reviewed', from: 'finance_review', to: 'budget_gateway' },
    { id: 'flow_large', from: 'budget_gateway', to: 'leader_approval', name: '超过50万', condition: '${amount > 500000}' },
    { id: 'flow_small', from: 'budget_gateway', to: 'end', name: '50万及以下' },
    { id: 'flow_approved', from: 'leader_approval', to: 'end' },
  ],
};

export const CONTRACT_APPROVAL: BuildProcess = {
  id: 'contract_approval',
  name: '合同审批',
  nodes: [
    {
      id: 'start', type: 'startEvent', name: '提交合同', at: [0, 0],
      form: [
        { id: 'contract_name', label: '合同名称', type: 'string', required: true },
        { id: 'customer_name', label: '客户名称', type: 'string', summary: true },
        { id: 'amount', label: '合同金额（元）', type: 'long', required: true, summary: true },
      ],
    },
    {
      id: 'countersign', type: 'userTask', name: '合同会签', at: [1, 0],
      attrs: { candidateGroups: '${countersignRole}', dueDate: 'P2D' },
      multi: { collection: 'leader,finance', elementVariable: 'countersignRole' },
      // Two days to sign; then a reminder, and a day later the signature is taken as given.
      properties: { allowReturn: 'initiator', timeoutAction: 'approve', timeoutRemindEvery: 'P1D', timeoutRemindTimes: '1' },
    },
    // A copy node: once signed, the applicant's leader is told (抄送) and the contract takes effect.
    { id: 'copy_leader', type: 'serviceTask', name: '抄送部门负责人', at: [2, 0], attrs: { type: 'copy' }, properties: { approverKind: 'leader' } },
    { id: 'end', type: 'endEvent', name: '合同生效', at: [3, 0] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'countersign' },
    { id: 'flow_signed', from: 'countersign', to: 'copy_leader' },
    { id: 'flow_copied', from: 'copy_leader', to: 'end' },
  ],
};

export const PAYMENT_APPROVAL: BuildProcess = {
  id: 'payment_approval',
  name: '付款审批',
  nodes: [
    {
      id: 'start', type: 'startEvent', name: '提交付款申请', at: [0, 0],
      form: [
        { id: 'payee', label: '收款单位', type: 'string', required: true, summary: true },
        { id: 'amount', label: '付款金额（元）', type: 'long', required: true, summary: true },
        { id: 'purpose', label: '付款用途', type: 'string', summary: true },
      ],
    },
    { id: 'amount_gateway', type: 'exclusiveGateway', name: '付款金额', at: [1, 0], defaultFlow: 'flow_small' },
    { id: 'leader_approval', type: 'userTask', name: '部门负责人审批', at: [2, 1], attrs: { assignee: '${initiatorLeader}', dueDate: 'P2D' }, properties: { allowReturn: 'initiator' } },
    { id: 'finance_approval', type: 'userTask', name: '财务审批', at: [3, 0], attrs: { candidateGroups: 'finance', dueDate: 'P2D' }, properties: { allowReturn: 'previous,initiator' } },
    { id: 'large_gateway', type: 'exclusiveGateway', name: '大额付款', at: [4, 0], defaultFlow: 'flow_done' },
    {
      id: 'countersign', type: 'userTask', name: '大额付款会签', at: [5, 1], attrs: { dueDate: 'P3D' },
      multi: {},
      properties: { approverKind: 'positions', approverValue: 'finance_manager,general_manager', approverIfInitiator: 'skip' },
    },
    { id: 'end', type: 'endEvent', name: '付款批准', at: [6, 0] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'amount_gateway' },
    { id: 'flow_large', from: 'amount_gateway', to: 'leader_approval', name: '超过10万', condition: '${amount > 100000}' },
    { id: 'flow_small', from: 'amount_gateway', to: 'finance_approval', name: '10万及以下' },
    { id: 'flow_to_finance', from: 'leader_approval', to: 'finance_approval' },
    { id: 'flow_approved', from: 'finance_approval', to: 'large_gateway' },
    { id: 'flow_countersign', from: 'large_gateway', to: 'countersign', name: '超过50万', condition: '${amount > 500000}' },
    { id: 'flow_done', from: 'large_gateway', to: 'end', name: '50万及以下' },
    { id: 'flow_signed', from: 'countersign', to: 'end' },
  ],
  // 审批人去重: the finance manager who just approved the finance step is not asked again in the countersign.
  properties: { repeatApprover: 'consecutive' },
};

export const QUOTE_APPROVAL: BuildProcess = {
  id: 'quote_approval',
  name: '报价审批',
  nodes: [
    {
      id: 'start', type: 'startEvent', name: '提交报价', at: [0, 0], attrs: { initiator: 'applicant' },
      form: [
        { id: 'quote_name', label: '报价名称', type: 'string', required: true },
        { id: 'customer_name', label: '客户名称', type: 'string', summary: true },
        { id: 'amount', label: '报价金额（元）', type: 'long', required: true, summary: true },
      ],
    },
    { id: 'finance_review', type: 'userTask', name: '财务审核', at: [1, 0], attrs: { candidateGroups: 'finance', dueDate: 'P2D' } },
    { id: 'end', type: 'endEvent', name: '报价生效', at: [2, 0] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'finance_review' },
    { id: 'flow_reviewed', from: 'finance_review', to: 'end' },
  ],
};

export const SETTLEMENT_APPROVAL: BuildProcess = {
  id: 'settlement_approval',
  name: '结算审批',
  nodes: [
    {
      id: 'start', type: 'startEvent', name: '提交结算', at: [0, 0], attrs: { initiator: 'applicant' },
      form: [
        { id: 'settlement_name', label: '结算名称', type: 'string', required: true },
        { id: 'customer_name', label: '客户名称', type: 'string', summary: true },
        { id: 'amount', label: '结算金额（元）', type: 'long', required: true, summary: true },
      ],
    },
    { id: 'finance_confirm', type: 'userTask', name: '财务确认', at: [1, 0], attrs: { candidateGroups: 'finance', dueDate: 'P3D' } },
    { id: 'end', type: 'endEvent', name: '结算已确认', at: [2, 0] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'finance_confirm' },
    { id: 'flow_confirmed', from: 'finance_confirm', to: 'end' },
  ],
};

export const PURCHASE_APPROVAL: BuildProcess = {
  id: 'purchase_approval',
  name: '采购审批',
  nodes: [
    {
      id: 'start', type: 'startEvent', name: '提交采购', at: [0, 0], attrs: { initiator: 'applicant' },
      form: [
        { id: 'purchase_name', label: '采购名称', type: 'string', required: true },
        { id: 'supplier_name', label: '供应商', type: 'string', summary: true },
        { id: 'amount', label: '采购金额（元）', type: 'long', required: true, summary: true },
      ],
    },
    {
      id: 'leader_approval', type: 'userTask', name: '部门负责人审批', at: [1, 0], attrs: { dueDate: 'P2D' },
      properties: { allowReturn: 'initiator', approverKind: 'leaderChain', approverValue: '2' },
    },
    { id: 'finance_approval', type: 'userTask', name: '财务审批', at: [2, 0], attrs: { candidateGroups: 'finance', dueDate: 'P2D' }, properties: { allowReturn: 'previous,initiator' } },
    { id: 'amount_gateway', type: 'exclusiveGateway', name: '采购金额', at: [3, 0], defaultFlow: 'flow_small' },
    { id: 'manager_approval', type: 'userTask', name: '总经理审批', at: [4, 1], attrs: { candidateGroups: 'admin', dueDate: 'P3D' }, properties: { allowReturn: 'initiator' } },
    // Two days without the general manager's decision: finance follows it up, the approval still waits.
    { id: 'manager_late', type: 'boundaryEvent', name: '2天未审批', at: [4, 1], timer: { attachedTo: 'manager_approval', duration: 'P2D', interrupting: false } },
    { id: 'finance_follow_up', type: 'userTask', name: '财务跟进', at: [5, 2], attrs: { candidateGroups: 'finance' } },
    { id: 'follow_up_end', type: 'endEvent', name: '跟进完成', at: [6, 2] },
    { id: 'end', type: 'endEvent', name: '采购通过', at: [5, 0] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'leader_approval' },
    { id: 'flow_to_finance', from: 'leader_approval', to: 'finance_approval' },
    { id: 'flow_reviewed', from: 'finance_approval', to: 'amount_gateway' },
    { id: 'flow_large', from: 'amount_gateway', to: 'manager_approval', name: '超过20万', condition: '${amount > 200000}' },
    { id: 'flow_small', from: 'amount_gateway', to: 'end', name: '20万及以下' },
    { id: 'flow_approved', from: 'manager_approval', to: 'end' },
    { id: 'flow_late', from: 'manager_late', to: 'finance_follow_up' },
    { id: 'flow_followed', from: 'finance_follow_up', to: 'follow_up_end' },
  ],
};

export const EXPENSE_REIMBURSEMENT: BuildProcess = {
  id: 'expense_reimbursement',
  name: '费用报销',
  nodes: [
    {
      id: 'start', type: 'startEvent', name: '提交报销', at: [0, 1], attrs: { initiator: 'applicant' },
      form: [
        { id: 'reason', label: '报销事由', type: 'string', required: true },
        { id: 'amount', label: '报销金额（元）', type: 'long', required: true, summary: true },
        { id: 'travel', label: '含差旅费用', type: 'boolean', defaultValue: 'false' },
      ],
    },
    { id: 'set_level', type: 'scriptTask', name: '确定审批级别', at: [1, 1], script: { body: "level = amount > 50000 ? 'high' : 'normal'" } },
    { id: 'leader_approval', type: 'userTask', name: '部门负责人审批', at: [2, 1], attrs: { assignee: '${initiatorLeader}', dueDate: 'P2D' }, properties: { allowReturn: 'initiator' } },
    { id: 'scope_fork', type: 'inclusiveGateway', name: '需要哪些审核', at: [3, 1], defaultFlow: 'flow_plain' },
    { id: 'travel_check', type: 'userTask', name: '差旅标准核对', at: [4, 0], attrs: { candidateGroups: 'finance', dueDate: 'P2D' } },
    { id: 'manager_approval', type: 'userTask', name: '总经理审批', at: [4, 2], attrs: { candidateGroups: 'admin', dueDate: 'P3D' }, properties: { allowReturn: 'initiator' } },
    { id: 'scope_join', type: 'inclusiveGateway', name: '审核完成', at: [5, 1] },
    { id: 'finance_payout', type: 'userTask', name: '财务付款', at: [6, 1], attrs: { candidateGroups: 'finance', dueDate: 'P3D' } },
    { id: 'end', type: 'endEvent', name: '报销完成', at: [7, 1] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'set_level' },
    { id: 'flow_level_set', from: 'set_level', to: 'leader_approval' },
    { id: 'flow_to_scope', from: 'leader_approval', to: 'scope_fork' },
    { id: 'flow_travel', from: 'scope_fork', to: 'travel_check', name: '含差旅', condition: '${travel}' },
    { id: 'flow_high', from: 'scope_fork', to: 'manager_approval', name: '超过5万', condition: "${level == 'high'}" },
    { id: 'flow_plain', from: 'scope_fork', to: 'scope_join', name: '常规报销' },
    { id: 'flow_travel_done', from: 'travel_check', to: 'scope_join' },
    { id: 'flow_high_done', from: 'manager_approval', to: 'scope_join' },
    { id: 'flow_to_payout', from: 'scope_join', to: 'finance_payout' },
    { id: 'flow_paid', from: 'finance_payout', to: 'end' },
  ],
};

/** Project start: once approved, the request waits for the start day (a delay, 延迟器) and the applicant then confirms the start. */
export const PROJECT_START: BuildProcess = {
  id: 'project_start',
  name: '项目开工申请',
  nodes: [
    {
      id: 'start', type: 'startEvent', name: '提交开工申请', at: [0, 0],
      form: [
        { id: 'project_name', label: '项目名称', type: 'string', required: true, summary: true },
        { id: 'start_date', label: '计划开工日期', type: 'date', required: true, summary: true },
      ],
    },
    { id: 'leader_approval', type: 'userTask', name: '部门负责人审批', at: [1, 0], attrs: { assignee: '${initiatorLeader}', dueDate: 'P2D' }, properties: { allowReturn: 'initiator' } },
    { id: 'wait_start_day', type: 'intermediateCatchEvent', name: '等到开工日', at: [2, 0], timer: { date: '${start_date}' } },
    { id: 'confirm_start', type: 'userTask', name: '开工确认', at: [3, 0], attrs: { assignee: '${initiator}' } },
    { id: 'end', type: 'endEvent', name: '已开工', at: [4, 0] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'leader_approval' },
    { id: 'flow_approved', from: 'leader_approval', to: 'wait_start_day' },
    { id: 'flow_start_day', from: 'wait_start_day', to: 'confirm_start' },
    { id: 'flow_confirmed', from: 'confirm_start', to: 'end' },
  ],
};

/** A seal request (用印申请): the department head approves it with a handwritten signature (signatureRequired). */
export const SEAL_REQUEST: BuildProcess = {
  id: 'seal_request',
  name: '用印申请',
  nodes: [
    {
      id: 'start', type: 'startEvent', name: '提交用印申请', at: [0, 0], attrs: { initiator: 'applicant' },
      form: [
        { id: 'document_name', label: '用印文件', type: 'string', required: true, summary: true },
        { id: 'seal_kind', label: '印章类型', type: 'string', required: true, summary: true },
        { id: 'copies', label: '份数', type: 'long', required: true },
      ],
    },
    { id: 'leader_approval', type: 'userTask', name: '部门负责人签批', at: [1, 0], attrs: { assignee: '${initiatorLeader}', dueDate: 'P2D' }, properties: { signatureRequired: 'true', allowReturn: 'initiator' } },
    { id: 'end', type: 'endEvent', name: '准予用印', at: [2, 0] },
  ],
  flows: [
    { id: 'flow_submit', from: 'start', to: 'leader_approval' },
    { id: 'flow_approved', from: 'leader_approval', to: 'end' },
  ],
};

export const DEMO_MODELS = ([
  { model_key: 'wf-model-project-initiation', icon: 'ProjectOutlined', category: 'project', description: '新项目立项，预算超过50万元需领导审批', process: PROJECT_INITIATION },
  { model_key: 'wf-model-contract-approval', icon: 'FileProtectOutlined', category: 'contract', description: '合同由部门负责人与财务会签，2天未处理先提醒，再过1天自动通过；签完抄送申请人的部门负责人', process: CONTRACT_APPROVAL },
  { model_key: 'wf-model-quote-approval', icon: 'AccountBookOutlined', category: 'project', description: '项目报价经财务审核后生效，退回后可修改再提交', process: QUOTE_APPROVAL },
  { model_key: 'wf-model-payment-approval', icon: 'PayCircleOutlined', category: 'finance', description: '付款超过10万元先经部门负责人审批，再由财务审批；超过50万元由财务经理与总经理会签；同一审批人连续审批时自动通过', process: PAYMENT_APPROVAL },
  { model_key: 'wf-model-settlement-approval', icon: 'MoneyCollectOutlined', category: 'finance', description: '项目结算单经财务确认，退回后可修改再提交', process: SETTLEMENT_APPROVAL },
  { model_key: 'wf-model-expense-reimbursement', icon: 'CarOutlined', category: 'finance', description: '报销经部门负责人审批；含差旅的核对差旅标准，超过5万元的需总经理审批，两者并行，完成后由财务付款', process: EXPENSE_REIMBURSEMENT },
  { model_key: 'wf-model-purchase-approval', icon: 'ShoppingCartOutlined', category: 'finance', description: '采购经发起人的两级主管逐级审批、再由财务审批，超过20万元需总经理审批，总经理2天未审批时由财务跟进', process: PURCHASE_APPROVAL },
  { model_key: 'wf-model-legal-review', icon: 'SafetyCertificateOutlined', startScope: { departments: ['dep-office'], roles: [], users: [] }, category: '法务', categoryEn: 'Legal', description: '合同由部门负责人做法务审查，由总经办发起；重大合同审批会调用它', process: LEGAL_REVIEW },
  { model_key: 'wf-model-project-start', icon: 'RocketOutlined', category: 'project', description: '开工申请经部门负责人审批后，等到计划开工日（延迟器），再由申请人确认开工', process: PROJECT_START },
  { model_key: 'wf-model-seal-request', icon: 'AuditOutlined', category: 'contract', description: '上传需盖章的文件，经部门负责人手写签名批准', process: SEAL_REQUEST, form: SEAL_REQUEST_FORM },
  { model_key: 'wf-model-major-contract', icon: 'SolutionOutlined', category: 'contract', description: '重大合同经部门负责人审批后调用法务审查子流程，审查通过再由财务确认', process: MAJOR_CONTRACT },
  { model_key: 'wf-model-expense-claim', icon: 'FileTextOutlined', category: 'finance', description: '逐项填写费用明细，按报销总额审批：5,000元及以下直属领导审批，超过5,000元再经财务审核，超过50,000元再由总经理审批', process: EXPENSE_CLAIM, form: EXPENSE_CLAIM_FORM },
  { model_key: 'wf-model-payment-request', icon: 'BankOutlined', category: 'finance', description: '按已签合同申请付款：选择关联合同并上传发票，经部门负责人与财务审核，超过10万元再由总经理审批', process: PAYMENT_REQUEST, form: PAYMENT_REQUEST_FORM },
  { model_key: 'wf-model-leave-request', icon: 'CalendarOutlined', category: 'personnel', description: '按工作日计算请假天数，超过3天由上级领导再审批', process: LEAVE_REQUEST, form: LEAVE_FORM },
] satisfies Omit<DemoModel, 'xml'>[]).map((m): DemoModel => ({
  ...m,
  nameEn: DEMO_ENGLISH_NAMES[m.process.id]?.name,
  xml: buildBpmn(withEnglishStepNames(m.process)),
  ...('form' in m && m.form ? { form: withEnglishLabels(m.process.id, m.form) } : {}),
}));
