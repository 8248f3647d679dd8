/**
 * The to-do reminders (待办提醒): their calls, the items they count and the default look-ahead
 * days. No schemas here, so the home page and the bell can use them without loading zod.
 */
export const todoPaths = {
  counts: '/api/crm/todo/counts',
  setting: '/api/crm/todo/setting',
} as const;

/** The items, in the order the card and the bell list them. */
export const TODO_ITEM_KEYS = [
  'followsToday',
  'followsOverdue',
  'poolReturning',
  'contractsExpiring',
  'receivablesDue',
  'receivablesOverdue',
  'approvalsOverdue',
] as const;
export type TodoItemKey = (typeof TODO_ITEM_KEYS)[number];

/** How many days ahead the look-ahead items reach: a week for the pool and contracts, three days for receivables. */
export const DEFAULT_TODO_SETTING = { pool_days: 7, contract_days: 7, receivable_days: 3 } as const;

/** The largest look-ahead an administrator may set. */
export const MAX_TODO_DAYS = 365;
