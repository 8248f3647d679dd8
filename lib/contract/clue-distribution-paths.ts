/** The calls of lead distribution (see clue-distribution.ts for what they take and answer). */
export const clueDistributionPaths = {
  /** GET the rule, POST a new one (the pool right). */
  rule: '/api/crm/clue/distribution/rule',
  /** Hand chosen pool leads to chosen users, in turn. */
  batchDistribute: '/api/crm/clue/batchDistribute',
  /** Hand chosen pool leads out by the rule as it is set. */
  distributeByRule: '/api/crm/clue/distributeByRule',
  /** GET who may receive leads, company-wide (the pool right). */
  receivers: '/api/crm/clue/distribution/receivers',
} as const;
