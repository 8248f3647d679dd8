import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysAuditLog, type FieldChange } from '../db/schema';
import type { AuthContext } from '../auth/context';
import { bulkInsertStatement } from './bulk-insert';

/** The generic writes, or the name of a declared action (toSea, claim, …). */
export type AuditAction = 'create' | 'update' | 'delete' | (string & {});

function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value ?? null;
}

/** The fields whose value differs between two versions of a record. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null, fields: string[]): FieldChange[] {
  return fields
    .map((field) => ({ field, old: comparable(before?.[field]), new: comparable(after?.[field]) }))
    .filter((c) => JSON.stringify(c.old) !== JSON.stringify(c.new));
}

export interface AuditEntry {
  entity: string;
  recordKey: string;
  action: AuditAction;
  changes: FieldChange[];
  /** Who made the change (an approver, when a process moved the record). */
  auth: Pick<AuthContext, 'userKey' | 'realname'>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [entry]);
}

/** Several entries in one statement (an import writes hundreds of records per transaction). */
export async function recordAudits(db: Db, entries: AuditEntry[]): Promise<void> {
  for (const statement of auditWrites(db, entries)) await db.execute(statement);
}

/** The insert of the entries, unsent (none for no entries): a write sends it with its other writes. */
export function auditWrites(db: Db, entries: readonly AuditEntry[]): SQL[] {
  if (entries.length === 0) return [];
  const rows = entries.map((entry) => ({
    audit_key: randomUUID().replace(/-/g, ''),
    entity: entry.entity,
    record_key: entry.recordKey,
    action: entry.action,
    changes: entry.changes,
    operator: entry.auth.userKey,
    operator_name: entry.auth.realname,
  }));
  return [rows.length === 1 ? db.insert(sysAuditLog).values(rows[0]!).getSQL() : bulkInsertStatement(sysAuditLog, rows)];
}
