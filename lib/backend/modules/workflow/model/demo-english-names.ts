import type { FormDesign } from '@/lib/contract/approval-form/design';
import { NAME_EN_PROPERTY } from '@/lib/contract/workflow-values';
import type { BuildProcess } from './bpmn-builder';

/**
 * The English names the demo company gave its processes, their steps, their forms' controls, their
 * choices' options and a date range's duration (lib/entity/english-name.ts), by process id, node id,
 * control id and option value: English readers see them in 发起申请, the workbench lists, a
 * request's path and history, its form and its printed copy.
 */
interface EnglishNames {
  name: string;
  steps: Record<string, string>;
  controls?: Record<string, string>;
  /** A choice's options by control id, then option value. */
  options?: Record<string, Record<string, string>>;
  /** A date range's duration name, by control id. */
  durations?: Record<string, string>;
}

const PAY_WAYS = { bank: 'Bank transfer', cash: 'Cash', draft: 'Bank acceptance bill' };

const SUBMIT_AND_LEADER = { leader_approval: 'Department head approval' };

export const DEMO_ENGLISH_NAMES: Record<string, EnglishNames> = {
  project_initiation: { name: 'Project initiation', steps: { start: 'Submit the project', finance_review: 'Finance review', leader_approval: 'Leader approval', end: 'Project approved' } },
  contract_approval: { name: 'Contract approval', steps: { start: 'Submit the contract', countersign: 'Contract countersign', copy_leader: 'Copy to the department head', end: 'Contract in force' } },
  quote_approval: { name: 'Quote approval', steps: { start: 'Submit the quote', finance_review: 'Finance review', end: 'Quote in force' } },
  payment_approval: { name: 'Payment approval', steps: { start: 'Submit the payment', ...SUBMIT_AND_LEADER, finance_approval: 'Finance approval', countersign: 'Large payment countersign', end: 'Payment approved' } },
  settlement_approval: { name: 'Settlement approval', steps: { start: 'Submit the settlement', finance_confirm: 'Finance confirmation', end: 'Settlement confirmed' } },
  expense_reimbursement: {
    name: 'Expense reimbursement',
    steps: { start: 'Submit the claim', ...SUBMIT_AND_LEADER, travel_check: 'Travel policy check', manager_approval: 'General manager approval', finance_payout: 'Finance payout', end: 'Claim paid' },
  },
  purchase_approval: {
    name: 'Purchase approval',
    steps: { start: 'Submit the purchase', ...SUBMIT_AND_LEADER, finance_approval: 'Finance approval', manager_approval: 'General manager approval', finance_follow_up: 'Finance follow-up', follow_up_end: 'Followed up', end: 'Purchase approved' },
  },
  legal_review: { name: 'Legal review', steps: { start: 'Submit for legal review', legal_check: 'Legal review', end: 'Review passed' } },
  major_contract: { name: 'Major contract approval', steps: { start: 'Submit the major contract', ...SUBMIT_AND_LEADER, legal_call: 'Legal review', finance_confirm: 'Finance confirmation', end: 'Contract approved' } },
  project_start: { name: 'Project start request', steps: { start: 'Submit the start request', ...SUBMIT_AND_LEADER, wait_start_day: 'Wait for the start day', confirm_start: 'Confirm the start', end: 'Started' } },
  seal_request: {
    name: 'Seal request',
    steps: { start: 'Submit the seal request', leader_approval: 'Department head sign-off', end: 'Seal granted' },
    controls: { document_name: 'Document to seal', seal_kind: 'Seal', copies: 'Copies', documents: 'Documents to seal', remark: 'Remarks' },
    options: { seal_kind: { 公章: 'Company seal', 合同专用章: 'Contract seal', 财务专用章: 'Finance seal', 法人章: 'Legal representative seal' } },
  },
  expense_claim: {
    name: 'Expense claim',
    steps: { start: 'Submit the claim', leader_approval: 'Line manager approval', finance_review: 'Finance review', manager_approval: 'General manager approval', end: 'Claim paid' },
    controls: {
      notice: 'How to fill in', reason: 'Purpose', expenseType: 'Expense type', costCenter: 'Cost centre', customer: 'Customer', lines: 'Expense lines',
      'lines.day': 'Date', 'lines.item': 'Item', 'lines.qty': 'Quantity', 'lines.price': 'Unit price', 'lines.amount': 'Amount',
      total: 'Total claimed', payWay: 'Payment method', bankAccount: 'Bank account', invoices: 'Invoices', remark: 'Remarks',
    },
    options: { expenseType: { travel: 'Travel', entertain: 'Business entertainment', office: 'Office supplies', other: 'Other' }, payWay: PAY_WAYS },
  },
  payment_request: {
    name: 'Payment request',
    steps: { start: 'Submit the payment request', ...SUBMIT_AND_LEADER, finance_review: 'Finance review', manager_approval: 'General manager approval', end: 'Payment approved' },
    controls: { contract: 'Contract', payee: 'Payee', amount: 'Amount', payDate: 'Requested payment date', payWay: 'Payment method', purpose: 'Purpose', invoices: 'Invoices and attachments' },
    options: { payWay: PAY_WAYS },
  },
  leave_request: {
    name: 'Leave request',
    steps: { start: 'Submit the request', leader_approval: 'Line manager approval', upper_approval: 'Senior manager approval', end: 'Leave granted' },
    controls: { leaveType: 'Leave type', leave: 'Leave period', reason: 'Reason', handover: 'Cover during absence', proof: 'Sick note' },
    options: { leaveType: { annual: 'Annual leave', sick: 'Sick leave', personal: 'Personal leave', other: 'Other' } },
    durations: { leave: 'Days of leave' },
  },
};

/** The English labels of the drawn processes' start-form fields, by their Chinese label (the same words name the same thing in every process). */
const FIELD_LABELS: Record<string, string> = {
  客户名称: 'Customer', 合同名称: 'Contract', 项目名称: 'Project', 供应商: 'Supplier', 结算名称: 'Settlement', 报价名称: 'Quote', 采购名称: 'Purchase',
  '合同金额（元）': 'Contract amount (CNY)', '预算金额（元）': 'Budget (CNY)', '采购金额（元）': 'Purchase amount (CNY)', '结算金额（元）': 'Settlement amount (CNY)',
  '报销金额（元）': 'Amount claimed (CNY)', '报价金额（元）': 'Quote amount (CNY)', '付款金额（元）': 'Payment amount (CNY)',
  含差旅费用: 'Includes travel', 计划开工日期: 'Planned start date', 立项说明: 'Project description', 报销事由: 'Purpose', 付款用途: 'Purpose of payment',
  收款单位: 'Payee', 印章类型: 'Seal', 用印文件: 'Document to seal', 份数: 'Copies',
};

/**
 * The process with each named step carrying its English name as the property the deploy reads
 * (NAME_EN_PROPERTY), and each start-form field its English label.
 */
export function withEnglishStepNames(process: BuildProcess): BuildProcess {
  const steps = DEMO_ENGLISH_NAMES[process.id]?.steps ?? {};
  return {
    ...process,
    nodes: process.nodes.map((node) => ({
      ...node,
      ...(steps[node.id] ? { properties: { ...node.properties, [NAME_EN_PROPERTY]: steps[node.id]! } } : {}),
      ...(node.form ? { form: node.form.map((field) => (FIELD_LABELS[field.label] ? { labelEn: FIELD_LABELS[field.label], ...field } : field)) } : {}),
    })),
  };
}

/** The form with each control's (and detail column's, as `table.column`) English label, its options' and its duration's. */
export function withEnglishLabels(processId: string, design: FormDesign): FormDesign {
  const { controls: labels = {}, options = {}, durations = {} } = DEMO_ENGLISH_NAMES[processId] ?? {};
  return {
    ...design,
    fields: design.fields.map((control) => {
      const named = labels[control.id] ? { ...control, labelEn: labels[control.id] } : control;
      if (named.kind === 'choice' && named.options && options[named.id]) {
        const english = options[named.id]!;
        return { ...named, options: named.options.map((o) => (english[o.value] ? { ...o, labelEn: english[o.value] } : o)) };
      }
      if (named.kind === 'dateRange' && durations[named.id]) return { ...named, durationLabelEn: durations[named.id] };
      if (named.kind !== 'detail') return named;
      return { ...named, columns: named.columns.map((column) => (labels[`${named.id}.${column.id}`] ? { ...column, labelEn: labels[`${named.id}.${column.id}`] } : column)) };
    }),
  };
}
