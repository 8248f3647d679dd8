import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { sysAuditLog, type FieldChange } from '../db/schema';
import type { AuthContext } from '../auth/context';

export type AuditAction = 'create' | 'update' | 'delete';

function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value ?? null;
}

/** The fields whose value differs between two versions of a record. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null, fields: string[]): FieldChange[] {
  return fields
    .map((field) => ({ field, old: comparable(before?.[field]), new: comparable(after?.[field]) }))
    .filter((c) => JSON.stringify(c.old) !== JSON.stringify(c.new));
}

export async function recordAudit(db: Db, entry: { entity: string; recordKey: string; action: AuditAction; changes: FieldChange[]; auth: AuthContext }): Promise<void> {
  await db.insert(sysAuditLog).values({
    audit_key: randomUUID().replace(/-/g, ''),
    entity: entry.entity,
    record_key: entry.recordKey,
    action: entry.action,
    changes: entry.changes,
    operator: entry.auth.userKey,
    operator_name: entry.auth.realname,
  });
}
