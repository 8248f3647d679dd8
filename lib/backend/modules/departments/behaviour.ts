import { and, count, eq, isNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysDepart, sysUserDepart } from '../../db/schema';
import { entityBehaviour } from '../../entity/behaviour';
import { badRequest, notFound } from '../../http/errors';
import { loadDepartRows, withDescendants } from '../../org/department-tree';
import { departmentEntity } from '@/lib/entities/department';

/** org_code grows with the tree: A01, A01A01, A01A02, … so a code's prefix names its ancestors. */
async function nextOrgCode(tx: Db, parentKey: string | null): Promise<string> {
  let prefix = '';
  if (parentKey) {
    const parent = await tx.select({ code: sysDepart.org_code }).from(sysDepart).where(and(eq(sysDepart.depart_key, parentKey), eq(sysDepart.del_flag, 0))).limit(1);
    if (!parent[0]) throw notFound('departments.parentNotFound');
    prefix = parent[0].code;
  }
  const siblings = await tx.select({ code: sysDepart.org_code }).from(sysDepart)
    .where(and(parentKey ? eq(sysDepart.parent_key, parentKey) : isNull(sysDepart.parent_key), like(sysDepart.org_code, `${prefix}A%`)));
  const used = siblings.map((s) => Number.parseInt(s.code.slice(prefix.length + 1), 10)).filter(Number.isFinite);
  const next = (used.length ? Math.max(...used) : 0) + 1;
  return `${prefix}A${String(next).padStart(2, '0')}`;
}

/**
 * Departments: the server gives the org code; a department cannot move under itself or its own
 * sub-departments; one with sub-departments or members cannot be deleted.
 */
export const departmentBehaviour = entityBehaviour(departmentEntity, {
  async prepare({ tx, row, before }) {
    const parentKey = (row.parent_key as string | null | undefined) ?? null;
    if (!before) {
      row.org_code = await nextOrgCode(tx, parentKey);
      return;
    }
    if (parentKey && withDescendants(await loadDepartRows(tx), [String(before.depart_key)]).includes(parentKey)) {
      throw badRequest('departments.parentCycle');
    }
  },

  async beforeDelete({ tx, row }) {
    const key = String(row.depart_key);
    const [children] = await tx.select({ n: count() }).from(sysDepart).where(and(eq(sysDepart.parent_key, key), eq(sysDepart.del_flag, 0)));
    if (Number(children?.n ?? 0) > 0) throw badRequest('departments.hasChildren');
    const [members] = await tx.select({ n: count() }).from(sysUserDepart).where(eq(sysUserDepart.depart_key, key));
    if (Number(members?.n ?? 0) > 0) throw badRequest('departments.hasMembers');
  },
});
