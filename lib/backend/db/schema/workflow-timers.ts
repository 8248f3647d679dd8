import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyColumn } from './columns';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The timers of waiting user tasks (lib/backend/modules/workflow/store/timers.ts): a task's timeout
 * (reminders, then an automatic decision) and the timer boundary events on it. The due-timer scan
 * takes those whose fire_at has come; a timer whose task or path has moved on is set aside.
 */
export const wfTimer = pgTable('wf_timer', {
  timer_key: keyColumn('timer_key').primaryKey(),
  instance_key: keyColumn('instance_key').notNull(),
  /** The task it was set for (the first instance's, for a multi-instance activity's boundary). */
  task_key: keyColumn('task_key').notNull(),
  token_key: keyColumn('token_key').notNull(),
  /** TIMEOUT: the task's own due-date handling; BOUNDARY: a timer boundary event; DELAY: a delay's wait (task_key holds the token's key then). */
  kind: varchar('kind', { length: 16 }).notNull(),
  /** The user task's node, or the boundary event's. */
  node_id: varchar('node_id', { length: 128 }).notNull(),
  fire_at: time('fire_at').notNull(),
  /** Reminders sent so far (TIMEOUT). */
  fired: integer('fired').notNull().default(0),
  /** WAITING, DONE (it acted for the last time) or CANCELED (its task or path moved on first). */
  status: varchar('status', { length: 16 }).notNull().default('WAITING'),
  create_time: time('create_time').notNull().defaultNow(),
}, (t) => [index('wf_timer_due_idx').on(t.status, t.fire_at), index('wf_timer_instance_idx').on(t.instance_key, t.status)]);
