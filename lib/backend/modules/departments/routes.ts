import { and, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { departmentEntity } from '@/lib/entities/department';
import { nameIn } from '@/lib/entity/english-name';
import { sysDepart } from '../../db/schema';
import { aliasRoute } from '../../entity/crud';
import { genericRoutesOf } from '../../entity/registry';
import { likePattern } from '../../http/inputs';
import { defineRoute, type RouteDef } from '../../http/route';
import { buildDepartTree, loadDepartRows, type DepartNode } from '../../org/department-tree';
import { departIdTreeSchema, departTreeSchema } from '@/lib/contract/department-answers';
import { entityRecordsSchema } from '@/lib/contract/entity-answers';

const BASE = '/api/app/base/sys/depart';
const generic = genericRoutesOf(departmentEntity);

type IdNode = { key: string; value: string; title: string; children: IdNode[] };
const idTree = (nodes: DepartNode[]): IdNode[] => nodes.map((n) => ({ key: n.key, value: n.key, title: n.title, children: idTree(n.children) }));

const queryTreeList = defineRoute({
  method: 'GET',
  path: `${BASE}/queryTreeList`,
  tag: 'departments',
  summary: 'The whole department tree for department management',
  output: departTreeSchema,
  permission: departmentEntity.rights.read,
  async handler({ db, locale }) {
    return ok(buildDepartTree(await loadDepartRows(db), locale));
  },
});

const queryIdTree = defineRoute({
  method: 'GET',
  path: `${BASE}/queryIdTree`,
  tag: 'departments',
  summary: 'The department tree as key/value/title nodes (tree selects); the caller’s own sub-trees for non-administrators',
  output: departIdTreeSchema,
  async handler({ db, auth, locale }) {
    return ok(idTree(buildDepartTree(await loadDepartRows(db), locale, auth.isAdmin ? undefined : auth.departKeys)));
  },
});

const searchBy = defineRoute({
  method: 'GET',
  path: `${BASE}/searchBy`,
  tag: 'departments',
  summary: 'Departments whose name, English name or org code contains keyWord (flat); title is the name in the caller’s language',
  output: entityRecordsSchema,
  permission: departmentEntity.rights.read,
  input: z.object({ keyWord: z.string().trim().min(1).max(64) }),
  async handler({ db, input, locale }) {
    const pattern = likePattern(input.keyWord);
    const rows = await db.select().from(sysDepart)
      .where(and(eq(sysDepart.del_flag, 0), or(ilike(sysDepart.depart_name, pattern), ilike(sysDepart.depart_name_en, pattern), ilike(sysDepart.org_code, pattern))))
      .orderBy(sysDepart.org_code).limit(100);
    return ok(rows.map((r) => ({ ...r, key: r.depart_key, title: nameIn(locale, r.depart_name, r.depart_name_en), value: r.depart_key })));
  },
});

export const departmentRoutes: RouteDef<never>[] = [
  queryTreeList, queryIdTree, searchBy,
  aliasRoute(generic.addOrUpdate, 'POST', `${BASE}/add`),
  aliasRoute(generic.addOrUpdate, 'PUT', `${BASE}/edit`),
  aliasRoute(generic.deleteById, 'DELETE', `${BASE}/delete`),
  aliasRoute(generic.deleteBatch, 'DELETE', `${BASE}/deleteBatch`),
] as RouteDef<never>[];
