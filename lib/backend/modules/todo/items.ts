import { customerEntity } from '@/lib/entities/customer';
import { customerContractEntity } from '@/lib/entities/customer-contract';
import { followEntity } from '@/lib/entities/follow';
import { receivablePlanEntity } from '@/lib/entities/receivable-plan';
import { addDays } from '@/lib/entity/date-presets';
import { IDLE_BEFORE_PARAM, LATEST_ONLY_PARAM } from '@/lib/entity/list-params';
import { zonedDateTime } from '@/lib/entity/time-zone';
import type { EntityDef } from '@/lib/entity/types';
import type { TodoSetting } from '@/lib/contract/todo';
import type { TodoItemKey } from '@/lib/contract/todo-paths';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** To the minute: the link reads as business wall-clock time and stays the same for a minute. */
const toMinute = (instant: Date) => new Date(Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS);

/** What the list items are counted against: the business day, the moment, the look-ahead and the pool's rule. */
export interface TodoMoment {
  /** The business's today (YYYY-MM-DD in BUSINESS_TIME_ZONE), not the server's. */
  today: string;
  now: Date;
  setting: TodoSetting;
  /** Days without a follow-up after which a customer returns to the pool; 0: never. */
  poolReturnDays: number;
}

/**
 * A reminder counted over an entity's list: the list parameters (filters in the list convention
 * plus the features' parameters) that select exactly its records, or null where it does not apply
 * (the pool returns nobody). The count runs through the entity's listing with these parameters and
 * the link opens its list page with them, so the number and the rows shown agree by construction.
 */
export interface ListTodo {
  key: TodoItemKey;
  entity: EntityDef;
  params: (at: TodoMoment) => Record<string, string> | null;
  /** The look-ahead the item counts with. */
  days?: (setting: TodoSetting) => number;
}

export const LIST_TODOS: readonly ListTodo[] = [
  // A follow-up's planned next time stands until its subject's next follow-up.
  { key: 'followsToday', entity: followEntity, params: ({ today }) => ({ next_follow_time: today, [LATEST_ONLY_PARAM]: '1' }) },
  { key: 'followsOverdue', entity: followEntity, params: ({ today }) => ({ next_follow_time: `<${today}`, [LATEST_ONLY_PARAM]: '1' }) },
  {
    // The automatic return's own rule (customers/auto-return-job.ts): not signed, left alone for the
    // configured days; those whose time comes within the look-ahead (or has come: the job runs nightly).
    key: 'poolReturning',
    entity: customerEntity,
    days: (s) => s.pool_days,
    params: ({ now, setting, poolReturnDays }) => poolReturnDays === 0 ? null : {
      in_sea: 'false',
      status: '!signed',
      [IDLE_BEFORE_PARAM]: zonedDateTime(toMinute(new Date(now.getTime() + (setting.pool_days - poolReturnDays) * DAY_MS))),
    },
  },
  {
    key: 'contractsExpiring',
    entity: customerContractEntity,
    days: (s) => s.contract_days,
    params: ({ today, setting }) => ({ status: 'effective', end_date_begin: today, end_date_end: addDays(today, setting.contract_days) }),
  },
  {
    key: 'receivablesDue',
    entity: receivablePlanEntity,
    days: (s) => s.receivable_days,
    params: ({ today, setting }) => ({ planned_date_begin: today, planned_date_end: addDays(today, setting.receivable_days), remaining_amount: '>0' }),
  },
  // Unpaid past the planned day: what the plan's own overdue mark shows (its `overdue` rule).
  { key: 'receivablesOverdue', entity: receivablePlanEntity, params: ({ today }) => ({ planned_date: `<${today}`, remaining_amount: '>0' }) },
];
