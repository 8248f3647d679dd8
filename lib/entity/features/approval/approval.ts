import type { InstanceStatus } from '@/lib/contract/workflow';
import type { EntityDef } from '../../types';

/**
 * An entity whose records are submitted for approval (a project's initiation, later a contract,
 * a payment, a quote): which process model they start, from which statuses, what the start form
 * gets from the record, and which status the record takes while the process runs and after each
 * outcome. From it come the `{apiBase}/saveApproved` call (save, then submit, in one transaction)
 * and the workflow binding that moves the status; the moves must be allowed by the transitions.
 */
export interface ApprovalDef {
  /** The biz_type the process is started with; its binding carries the outcome back. */
  bizType: string;
  /** The process model started for a record (the model key the designer saved it under). */
  modelKey: string;
  /** Statuses a record may be submitted from (a new record has the status field's default). */
  from: readonly string[];
  /** The record's status once the process is running and after it ends. */
  statuses: Readonly<Record<InstanceStatus, string>>;
  /** The start form's fields, each filled from a field of the record. */
  formData: Readonly<Record<string, string>>;
  /**
   * User fields naming who owns a record besides its creator (a project's manager): like the
   * submitter, they do not approve it unless the model allows (segregation of duties).
   */
  owners?: readonly string[];
  /**
   * Names of the calls under apiBase that submit a saved record by key (default `submit`) and let
   * the holder of its pending task approve or return it from the record (default `check`); the
   * quote's are `commit` and `check`.
   */
  calls?: { submit?: string; check?: string };
}

/** The start form's values a record is submitted with, each taken from the field the declaration names. */
export function startFormOf(formData: ApprovalDef['formData'], record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(formData).map(([formField, recordField]) => [formField, record[recordField] ?? null]));
}

/** Who owns a record: its creator and the users its declared owner fields name. */
export function ownersOf(approval: ApprovalDef, record: Record<string, unknown>): string[] {
  const named = ['create_by', ...(approval.owners ?? [])].flatMap((field) => {
    const value = record[field];
    return Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? value.split(',') : [];
  });
  return [...new Set(named.map((k) => k.trim()).filter(Boolean))];
}

/** The call names an approval's record page uses. */
export function approvalCalls(approval: ApprovalDef): { submit: string; check: string } {
  return { submit: approval.calls?.submit ?? 'submit', check: approval.calls?.check ?? 'check' };
}

/** The status field the approval moves: the one the transitions govern. */
export function approvalStatusField(entity: EntityDef): string | null {
  return entity.approval && entity.transitions ? entity.transitions.field : null;
}

/** While its approval runs a record is locked: the running status. */
export function isAwaitingApproval(entity: EntityDef, record: Readonly<Record<string, unknown>> | null | undefined): boolean {
  const field = approvalStatusField(entity);
  return Boolean(field && record && entity.approval && record[field] === entity.approval.statuses.RUNNING);
}

/**
 * A record standing in its approval's approved status (or a status only reached after it, like an
 * archived contract) while no process ran for it: entered as approved before approvals ran. The
 * record page says so instead of "not submitted yet".
 */
export function approvedWithoutProcess(entity: EntityDef, record: Readonly<Record<string, unknown>> | null | undefined): boolean {
  const field = approvalStatusField(entity);
  if (!field || !record || !entity.approval || !entity.transitions) return false;
  const status = String(record[field] ?? '');
  const submittable = new Set([...entity.approval.from, entity.approval.statuses.RUNNING, entity.approval.statuses.CANCELED, entity.approval.statuses.REJECTED]);
  return status !== '' && !submittable.has(status);
}
