import { or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EntityDef, MembershipScope } from '@/lib/entity/types';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { sysUserDepart } from '../../../db/schema';
import type { ScopePurpose } from '../../behaviour';
import { ledDepartKeys } from '../../scope';

/** The member fields of a membership scope, single and multiple ones told apart. */
function memberColumns(entity: EntityDef, columns: Record<string, PgColumn>, fields: readonly string[]) {
  return fields.map((name) => {
    const field = entity.fields[name];
    const column = columns[name];
    if (!field || field.type !== 'user' || !column) throw new Error(`${entity.name}: member field ${name} is not a stored user field`);
    return { column, multiple: field.multiple === true };
  });
}

/** The record names the user in one of the fields (a multiple field holds keys comma-joined). */
function namesUser(members: { column: PgColumn; multiple: boolean }[], userKey: string): SQL {
  return or(...members.map(({ column, multiple }) => (multiple ? sql`${userKey} = any(string_to_array(${column}, ','))` : sql`${column} = ${userKey}`)))!;
}

/**
 * Another of the record's members belongs to one of the departments (a director who is a
 * participant is a participant on that record, not its leader).
 */
function otherMemberIn(members: { column: PgColumn; multiple: boolean }[], departKeys: string[], userKey: string): SQL {
  const inDeparts = sql`ud.depart_key in (${sql.join(departKeys.map((k) => sql`${k}`), sql`, `)}) and ud.user_key <> ${userKey}`;
  const isMember = or(...members.map(({ column, multiple }) => (multiple ? sql`ud.user_key = any(string_to_array(${column}, ','))` : sql`ud.user_key = ${column}`)))!;
  return sql`exists (select 1 from ${sysUserDepart} ud where ${inDeparts} and (${isMember}))`;
}

/**
 * A membership scope as a condition: administrators reach everything; members reach their records
 * (editors only, when changing them); leaders reach the records of members of the departments
 * they lead. `membersOnly` leaves leaders out (the user's own records: 我的项目).
 */
export async function membershipCondition(
  db: Db, auth: AuthContext, entity: EntityDef, scope: MembershipScope, columns: Record<string, PgColumn>,
  purpose: ScopePurpose, membersOnly = false,
): Promise<SQL | undefined> {
  const all = memberColumns(entity, columns, scope.members);
  const own = namesUser(purpose === 'write' ? memberColumns(entity, columns, scope.editors ?? scope.members) : all, auth.userKey);
  if (membersOnly) return own;
  if (auth.isAdmin) return undefined;
  const led = await ledDepartKeys(db, auth);
  return led.length ? or(own, otherMemberIn(all, led, auth.userKey)) : own;
}
