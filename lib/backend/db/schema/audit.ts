import { index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyColumn } from './columns';

export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** Who created, changed or deleted which record when, with each changed field's old and new value. */
export const sysAuditLog = pgTable('sys_audit_log', {
  audit_key: keyColumn('audit_key').primaryKey(),
  entity: varchar('entity', { length: 64 }).notNull(),
  record_key: keyColumn('record_key').notNull(),
  action: varchar('action', { length: 16 }).notNull(),
  changes: jsonb('changes').$type<FieldChange[]>().notNull(),
  operator: keyColumn('operator'),
  operator_name: varchar('operator_name', { length: 64 }),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('sys_audit_log_record_idx').on(t.entity, t.record_key, t.create_time)]);
