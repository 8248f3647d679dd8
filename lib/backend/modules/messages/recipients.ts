import { and, eq, inArray } from 'drizzle-orm';
import { AUDIENCE_ALL, audienceOf, type Audience } from '@/lib/contract/message-center';
import { USER_STATUS_NORMAL, type AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { sysDepart, sysUser, sysUserDepart } from '../../db/schema';
import { scopeDepartKeys } from '../../entity/scope';
import { badRequest, forbidden } from '../../http/errors';
import { loadDepartRows, withDescendants } from '../../org/department-tree';

/** Whom a notice is for, as its publisher chose (ref_key / dept_key). */
export interface AudienceChoice {
  refKeys: string[];
  deptKeys: string[];
}

export function splitKeys(text: string | null | undefined): string[] {
  return (text ?? '').split(',').map((k) => k.trim()).filter(Boolean);
}

export function audienceChoiceOf(row: { ref_key: string | null; dept_key: string | null }): AudienceChoice {
  return { refKeys: splitKeys(row.ref_key), deptKeys: splitKeys(row.dept_key) };
}

function audienceOrRefuse(choice: AudienceChoice): Audience {
  const audience = audienceOf(choice.refKeys, choice.deptKeys);
  if (!audience) throw badRequest('messageCenter.validation.audienceRequired');
  return audience;
}

const active = and(eq(sysUser.status, USER_STATUS_NORMAL), eq(sysUser.del_flag, 0));

/**
 * The users a notice reaches, resolved now (at publish time): every active user; or the active
 * users of the chosen departments and of every department below them; or the chosen users who
 * are still active. Sorted, without repeats.
 */
export async function resolveRecipients(db: Db, choice: AudienceChoice): Promise<string[]> {
  const audience = audienceOrRefuse(choice);
  let rows: { key: string }[];
  if (audience === 'ALL') {
    rows = await db.select({ key: sysUser.user_key }).from(sysUser).where(active);
  } else if (audience === 'DEPART') {
    const departs = withDescendants(await loadDepartRows(db), choice.deptKeys);
    rows = await db
      .selectDistinct({ key: sysUser.user_key })
      .from(sysUserDepart)
      .innerJoin(sysUser, eq(sysUser.user_key, sysUserDepart.user_key))
      .where(and(inArray(sysUserDepart.depart_key, departs), active));
  } else {
    rows = await db.select({ key: sysUser.user_key }).from(sysUser).where(and(inArray(sysUser.user_key, choice.refKeys), active));
  }
  return [...new Set(rows.map((r) => r.key))].sort();
}

/**
 * Refuses an audience naming departments or users that do not exist, and keeps a publisher who
 * is not an administrator inside their own departments (docs/messages.md, "Notices": administrators publish to
 * everyone; the department scope stays in force for everyone else).
 */
export async function checkAudience(db: Db, auth: AuthContext, choice: AudienceChoice): Promise<void> {
  const audience = audienceOrRefuse(choice);
  if (audience === 'ALL') {
    if (!auth.isAdmin) throw forbidden('messageCenter.api.everyoneNeedsAdmin');
    return;
  }
  const scope = await scopeDepartKeys(db, auth);
  if (audience === 'DEPART') {
    const known = await db.select({ key: sysDepart.depart_key }).from(sysDepart).where(and(inArray(sysDepart.depart_key, choice.deptKeys), eq(sysDepart.del_flag, 0)));
    if (known.length !== choice.deptKeys.length) throw badRequest('messageCenter.validation.unknownDepartment');
    if (scope && choice.deptKeys.some((k) => !scope.includes(k))) throw forbidden('messageCenter.api.audienceOutOfScope');
    return;
  }
  const known = await db.select({ key: sysUser.user_key }).from(sysUser).where(and(inArray(sysUser.user_key, choice.refKeys), eq(sysUser.del_flag, 0)));
  if (known.length !== choice.refKeys.length) throw badRequest('messageCenter.validation.unknownUser');
  if (scope) {
    const inScope = await db
      .selectDistinct({ key: sysUserDepart.user_key })
      .from(sysUserDepart)
      .where(and(inArray(sysUserDepart.user_key, choice.refKeys), scope.length ? inArray(sysUserDepart.depart_key, scope) : undefined));
    if (scope.length === 0 || inScope.length !== choice.refKeys.length) throw forbidden('messageCenter.api.audienceOutOfScope');
  }
}

export function audienceColumns(choice: AudienceChoice): { ref_key: string | null; dept_key: string | null } {
  const audience = audienceOrRefuse(choice);
  if (audience === 'ALL') return { ref_key: AUDIENCE_ALL, dept_key: null };
  if (audience === 'DEPART') return { ref_key: null, dept_key: choice.deptKeys.join(',') };
  return { ref_key: choice.refKeys.join(','), dept_key: null };
}
