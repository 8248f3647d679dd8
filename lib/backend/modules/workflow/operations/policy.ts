/**
 * Who may do what with a request (issue 45): every operation against every relation the caller
 * can have to the request, in each state the request can be in. The server decides here and
 * nowhere else (authorize.ts asks it before any action or read); docs/workflow.md prints this
 * table (policy-table.ts) and tests/integration/workflow-permission-matrix.test.ts walks it.
 */

export const OPERATIONS = [
  'start', 'approve', 'reject', 'returnPrevious', 'returnAny', 'returnInitiator', 'turn', 'delegate', 'resolve',
  'addSign', 'removeSign', 'copy', 'urge', 'withdraw', 'read', 'download', 'retry',
] as const;
export type Operation = (typeof OPERATIONS)[number];

/**
 * How the caller stands to the request (and, for an operation on a task, to that task). A caller
 * may have several; `stranger` is the caller with none of the others.
 */
export const RELATIONS = [
  'initiator', 'holder', 'delegate', 'delegateBack', 'signer', 'copied', 'former', 'colleague', 'stranger', 'partner', 'admin', 'recordReader',
] as const;
export type Relation = (typeof RELATIONS)[number];

/** running: waiting at approvers; returned: waiting for the initiator to resubmit; the rest ended. */
export const STATES = ['running', 'returned', 'approved', 'rejected', 'withdrawn'] as const;
export type RequestState = (typeof STATES)[number];

type Rule = Partial<Record<Relation, readonly RequestState[]>>;

const ALWAYS = STATES;
const RUNNING = ['running'] as const;
/** Everyone a request has reached reads it (its form, history, path, diagram and files) in every state. */
const READERS: Rule = {
  initiator: ALWAYS, holder: ALWAYS, delegate: ALWAYS, delegateBack: ALWAYS, signer: ALWAYS, copied: ALWAYS, former: ALWAYS, admin: ALWAYS, recordReader: ALWAYS,
};
/** Deciding and passing a task on are its holder's while the request runs. */
const HOLDER_WHILE_RUNNING: Rule = { holder: RUNNING };

/**
 * The table. A relation absent from an operation's rule may never do it (403); a relation listed
 * with states may do it in those states only (409 in any other: "not now"); an empty list means
 * "it was theirs, and is done" (409). Partners may do nothing (decide).
 */
export const WHO_MAY: Record<Operation, Rule> = {
  // A new request: any staff account, whatever it has to do with other requests.
  start: Object.fromEntries(RELATIONS.filter((r) => r !== 'partner').map((r) => [r, ALWAYS])),
  // The initiator's resubmission of a returned request is its approval.
  approve: { holder: RUNNING, signer: RUNNING, initiator: ['returned'] },
  reject: { holder: RUNNING, signer: RUNNING },
  // An added signer approves or rejects; returning is the holder's.
  returnPrevious: HOLDER_WHILE_RUNNING,
  returnAny: HOLDER_WHILE_RUNNING,
  returnInitiator: HOLDER_WHILE_RUNNING,
  turn: HOLDER_WHILE_RUNNING,
  delegate: HOLDER_WHILE_RUNNING,
  // A delegate hands the task back once.
  resolve: { delegate: RUNNING, delegateBack: [] },
  addSign: HOLDER_WHILE_RUNNING,
  // For 减签 the holder is whoever added the signer (relations.ts).
  removeSign: HOLDER_WHILE_RUNNING,
  copy: HOLDER_WHILE_RUNNING,
  // A returned request waits for the initiator herself: nobody to urge.
  urge: { initiator: RUNNING },
  withdraw: { initiator: ['running', 'returned'] },
  read: READERS,
  download: READERS,
  // Only while a call failed: the retry itself answers 409 when none did.
  retry: { admin: RUNNING },
};

export type Decision = 'allow' | 403 | 409;

export function decide(op: Operation, relations: readonly Relation[], state: RequestState): Decision {
  if (relations.includes('partner')) return 403;
  const rule = WHO_MAY[op];
  const granted = relations.filter((r) => rule[r]);
  if (granted.length === 0) return 403;
  return granted.some((r) => rule[r]!.includes(state)) ? 'allow' : 409;
}

/**
 * Cells of the table that no request can show, and why: the docs print '—' and the matrix test
 * skips them. A delegated task is decided by nobody, so only a withdrawal ends a request while a
 * delegate still has it.
 */
export const CANNOT_ARISE: Partial<Record<RequestState, Partial<Record<Relation, string>>>> = {
  returned: { delegate: 'nobody returns a task while it is delegated' },
  approved: { delegate: 'nobody approves a task while it is delegated' },
  rejected: { delegate: 'nobody rejects a task while it is delegated' },
};

/**
 * The relations a caller of one column has in a state for an operation: in a returned request the
 * initiator also holds the resubmit task (though no signer: for 减签 the holder is who added one).
 */
export function relationsIn(state: RequestState, relation: Relation, op: Operation): Relation[] {
  return state === 'returned' && relation === 'initiator' && op !== 'removeSign' ? ['initiator', 'holder'] : [relation];
}
