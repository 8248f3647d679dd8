import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { HttpTaskSettings } from '@/lib/workflow/service-task';
import { keyColumn } from './columns';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The request an HTTP task sends: its settings, the expressions already evaluated when the path reached it. */
export type ServiceCallRequest = HttpTaskSettings;

/**
 * The calls of HTTP tasks (lib/backend/modules/workflow/jobs/service-call-run.ts): written when a path
 * reaches the task, in the action's transaction; a background job takes a WAITING call (one taker:
 * a conditional update to RUNNING), sends it outside any transaction and then moves the path on
 * under the instance lock. A failed call waits as FAILED until an administrator retries it.
 */
export const wfServiceCall = pgTable('wf_service_call', {
  call_key: keyColumn('call_key').primaryKey(),
  instance_key: keyColumn('instance_key').notNull(),
  token_key: keyColumn('token_key').notNull(),
  node_id: varchar('node_id', { length: 128 }).notNull(),
  node_name: varchar('node_name', { length: 200 }),
  request: jsonb('request').$type<ServiceCallRequest>().notNull(),
  /** WAITING, RUNNING (taken by a job), DONE, FAILED (waits for a retry) or CANCELED (the path moved on first). */
  status: varchar('status', { length: 16 }).notNull().default('WAITING'),
  attempts: integer('attempts').notNull().default(0),
  /** Why the last attempt failed. */
  error: varchar('error', { length: 1000 }),
  claim_time: time('claim_time'),
  create_time: time('create_time').notNull().defaultNow(),
  update_time: time('update_time').notNull().defaultNow(),
}, (t) => [index('wf_service_call_status_idx').on(t.status, t.create_time), index('wf_service_call_instance_idx').on(t.instance_key, t.status)]);
