import { CANNOT_ARISE, decide, OPERATIONS, RELATIONS, relationsIn, STATES, type Operation, type Relation, type RequestState } from './policy';

/**
 * The permission table as docs/workflow.md prints it, rendered from policy.ts so the two cannot
 * drift apart (tests/unit/workflow/policy-table.test.ts compares them).
 */

const OPERATION_LABELS: Record<Operation, string> = {
  start: 'start (发起)',
  approve: 'approve (同意)',
  reject: 'reject (驳回)',
  returnPrevious: 'return to previous (退回上一步)',
  returnAny: 'return to any node (退回任意节点)',
  returnInitiator: 'return to initiator (退回申请人)',
  turn: 'hand over (转办)',
  delegate: 'delegate (委派)',
  resolve: 'resolve (完成委派)',
  addSign: 'add signer (加签)',
  removeSign: 'remove signer (减签)',
  copy: 'copy (抄送)',
  urge: 'urge (催办)',
  withdraw: 'withdraw (撤销)',
  read: 'read (history, path, diagram, form)',
  download: 'download an attachment',
  retry: 'retry a service call',
};

const RELATION_LABELS: Record<Relation, string> = {
  initiator: 'initiator',
  holder: 'holder',
  delegate: 'delegate',
  delegateBack: 'delegate, handed back',
  signer: 'added signer',
  copied: 'copied',
  former: 'former holder',
  colleague: 'colleague',
  stranger: 'stranger',
  partner: 'partner',
  admin: 'admin',
  recordReader: 'record reader',
};

const STATE_LABELS: Record<RequestState, string> = {
  running: 'running',
  returned: 'returned to the initiator',
  approved: 'approved',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};

function cell(op: Operation, relation: Relation, state: RequestState): string {
  if (CANNOT_ARISE[state]?.[relation]) return '—';
  const decision = decide(op, relationsIn(state, relation, op), state);
  return decision === 'allow' ? '✓' : String(decision);
}

function stateTable(state: RequestState): string[] {
  const header = `| ${STATE_LABELS[state]} | ${RELATIONS.map((r) => RELATION_LABELS[r]).join(' | ')} |`;
  const rule = `|---|${RELATIONS.map(() => ':-:').join('|')}|`;
  const rows = OPERATIONS.map((op) => `| ${OPERATION_LABELS[op]} | ${RELATIONS.map((r) => cell(op, r, state)).join(' | ')} |`);
  return [header, rule, ...rows];
}

function reasons(): string[] {
  return STATES.flatMap((state) =>
    Object.entries(CANNOT_ARISE[state] ?? {}).map(([relation, why]) => `- — ${STATE_LABELS[state]}, ${RELATION_LABELS[relation as Relation]}: ${why}.`),
  );
}

/** The markdown between the docs' markers: one table per state, then why the '—' cells cannot arise. */
export function renderPolicyTable(): string {
  return [...STATES.flatMap((state) => [...stateTable(state), '']), ...reasons()].join('\n');
}
