import { and, eq, inArray } from 'drizzle-orm';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import type { Db } from '../../../db/client';
import { sysDepart, sysUser } from '../../../db/schema';
import { WorkflowError } from '../model/errors';
import { activeStaff } from './assignment';

const keysOf = (value: unknown): string[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]).map(String);

/** The keys among `wanted` that name an active colleague (a partner's account, a frozen or deleted user names none). */
async function activeColleagues(tx: Db, wanted: readonly string[]): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const rows = await tx.select({ key: sysUser.user_key }).from(sysUser).where(and(inArray(sysUser.user_key, [...wanted]), activeStaff));
  return new Set(rows.map((row) => row.key));
}

/** The keys among `wanted` that name a department the company has. */
async function liveDepartments(tx: Db, wanted: readonly string[]): Promise<Set<string>> {
  if (wanted.length === 0) return new Set();
  const rows = await tx.select({ key: sysDepart.depart_key }).from(sysDepart).where(and(inArray(sysDepart.depart_key, [...wanted]), eq(sysDepart.del_flag, 0)));
  return new Set(rows.map((row) => row.key));
}

/**
 * A designed form's person and department controls name only active colleagues and the company's
 * departments: the pickers offer no others, and a key sent past them (unknown, frozen, deleted, a
 * partner's) is refused here, inside the start's (or resubmit's, or step edit's) transaction,
 * naming the control. Only the controls among `values` are read.
 */
export async function requireKnownPeople(tx: Db, design: FormDesign | undefined, values: Record<string, unknown>): Promise<void> {
  const controls = (design?.fields ?? []).filter((c) => (c.kind === 'person' || c.kind === 'department') && Object.hasOwn(values, c.id));
  if (controls.length === 0) return;
  const named = (kind: 'person' | 'department') => controls.filter((c) => c.kind === kind).flatMap((c) => keysOf(values[c.id]));
  const people = await activeColleagues(tx, [...new Set(named('person'))]);
  const departments = await liveDepartments(tx, [...new Set(named('department'))]);
  for (const control of controls) {
    const known = control.kind === 'person' ? people : departments;
    if (keysOf(values[control.id]).some((key) => !known.has(key))) {
      throw new WorkflowError(control.kind === 'person' ? 'approvalForm.rules.unknownPerson' : 'approvalForm.rules.unknownDepartment', { field: control.label });
    }
  }
}
