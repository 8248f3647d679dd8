import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { nameIn } from '@/lib/entity/english-name';
import { divisionNames } from '@/lib/area/divisions';
import { type DirectoryScope, directoryScopeSchema } from '@/lib/contract/directory';
import { directoryCalls } from '@/lib/contract/directory-calls';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { sysApp, sysRole, sysUserRole } from '../db/schema';
import { forbidden } from '../http/errors';
import { keyListInput } from '../http/inputs';
import { defineCallRoute, defineRoute } from '../http/route';
import type { AuthContext } from '../auth/context';
import { keptOrRead } from '../auth/session-cache';
import { buildDepartTree, type DepartRow, loadDepartRows, withDescendants } from '../org/department-tree';
import { directoryEntryOf, seesDirectoryOnly } from './directory-view';
import { listUsers } from './user-queries';
import { departTreeSchema } from '@/lib/contract/department-answers';
import { listedUserPageSchema, userRolesSchema } from '@/lib/contract/user-answers';
import { areaNamesSchema } from '@/lib/contract/area-names';
import { appInfoSchema } from '@/lib/contract/station-answers';
import { sessionCalls } from '@/lib/contract/session-calls';

const pageNumber = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(200).default(10);
const keyList = keyListInput.optional();

/**
 * The departments a picker may list for the caller, undefined for all of them. The company directory
 * is for staff: a partner's account is refused it.
 */
function visibleDeparts(rows: DepartRow[], auth: AuthContext, scope: DirectoryScope): string[] | undefined {
  if (auth.isAdmin) return undefined;
  if (scope === 'managed') return withDescendants(rows, auth.departKeys);
  if (auth.isPartner) throw forbidden();
  return undefined;
}

const departmentTree = defineCallRoute(directoryCalls.departmentTree, {
  tag: 'directory',
  summary: 'Department tree (title: the name in the caller’s language): the whole tree for administrators and for the company directory (scope=company), the own departments otherwise',
  output: departTreeSchema,
  input: z.object({ scope: directoryScopeSchema }),
  async handler({ db, auth, input, locale }) {
    const rows = await loadDepartRows(db);
    const visible = visibleDeparts(rows, auth, input.scope);
    return ok(buildDepartTree(rows, locale, visible === undefined ? undefined : auth.departKeys));
  },
});

const userList = defineCallRoute(directoryCalls.users, {
  tag: 'directory',
  summary: 'Paged user list for pickers, by department and keyword (account or name). Administrators: full records of everyone. Staff: full records of their departments, or the company directory (scope=company): active staff of every department as user_key, realname, avatar, belong_departs, org_code_txt and position_names only. Partner accounts: their departments\' active users in that same short form; scope=company answers them 403',
  output: listedUserPageSchema,
  input: z.object({ departKey: z.string().max(64).optional(), departKeys: keyList, keyword: z.string().trim().max(64).optional(), pageNo: pageNumber, pageSize, scope: directoryScopeSchema }),
  async handler({ db, auth, input, locale }) {
    const rows = await loadDepartRows(db);
    const requested = input.departKey ? [input.departKey] : input.departKeys;
    const allowed = visibleDeparts(rows, auth, input.scope);
    let departKeys = requested ? withDescendants(rows, requested) : allowed;
    if (allowed && departKeys) departKeys = departKeys.filter((k) => allowed.includes(k));
    const company = input.scope === 'company';
    const directoryOnly = seesDirectoryOnly(auth, input.scope);
    // A directory entry has no status to mark a frozen account by, and the company directory is for
    // choosing who takes part in an approval, which a frozen account cannot: both list active ones.
    const page = await listUsers(db, { locale, departKeys, keyword: input.keyword, pageNo: input.pageNo, pageSize: input.pageSize, staffOnly: company, activeOnly: company || directoryOnly });
    return ok(directoryOnly ? { total: page.total, records: page.records.map(directoryEntryOf) } : page);
  },
});

const userRoles = defineCallRoute(sessionCalls.roles, {
  tag: 'directory',
  summary: "A user's roles (role_code, role_key, role_name in the caller’s language); defaults to the caller",
  output: userRolesSchema,
  input: z.object({ userKey: z.string().max(64).optional() }),
  async handler({ db, auth, input, locale }) {
    const userKey = input.userKey ?? auth.userKey;
    if (userKey !== auth.userKey && !auth.isAdmin) throw forbidden();
    const roles = await db
      .select({ role_key: sysRole.role_key, role_code: sysRole.role_code, role_name: sysRole.role_name, role_name_en: sysRole.role_name_en })
      .from(sysUserRole).innerJoin(sysRole, eq(sysRole.role_key, sysUserRole.role_key))
      .where(eq(sysUserRole.user_key, userKey));
    return ok(roles.map(({ role_name_en, ...role }) => ({ ...role, role_name: nameIn(locale, role.role_name, role_name_en) })));
  },
});

const areaNames = defineCallRoute(directoryCalls.areaNames, {
  tag: 'directory',
  summary: "Names of administrative-division codes ('440000,440100,440106' → { code: name }); unknown codes are left out",
  output: areaNamesSchema,
  input: z.object({ codes: z.union([z.string().max(7_000), z.array(z.string().max(12)).max(1_000)]).transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)).pipe(z.array(z.string().regex(/^\d{6}$/, 'validation.areaCode')).max(1_000)) }),
  async handler({ input }) {
    return ok(divisionNames(input.codes));
  },
});

const appInfo = defineRoute({
  method: 'GET',
  path: '/api/app/base/app/sys/app/getByAppKey/:appKey',
  tag: 'directory',
  summary: 'Application info (name, station name and logo) by app key; public so the login page can title itself',
  output: appInfoSchema,
  access: 'public',
  input: z.object({ appKey: z.string().min(1).max(64) }),
  async handler({ db, input, services }) {
    const read = async () => {
      const rows = await db
        .select({ app_key: sysApp.app_key, app_name: sysApp.app_name, station_name: sysApp.station_name, station_logo: sysApp.station_logo })
        .from(sysApp).where(eq(sysApp.app_key, input.appKey)).limit(1);
      return rows[0] ?? null;
    };
    // Every visit to the login page asks for it: kept beside the callers, dropped at any change to the
    // app's row (migration 0041) with them (auth/session-cache.ts).
    const app = await keptOrRead(services.sessions, `app:${input.appKey}`, read);
    return app ? ok(app) : fail(ResultCode.notFound, 'auth.verificationFailed');
  },
});

export const directoryRoutes = [departmentTree, areaNames, userList, userRoles, appInfo];
