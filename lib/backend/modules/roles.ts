import { asc } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import { sysRole } from '../db/schema';
import { defineRoute } from '../http/route';

const roleColumns = { role_key: sysRole.role_key, role_code: sysRole.role_code, role_name: sysRole.role_name, description: sysRole.description };

const queryAll = defineRoute({
  method: 'GET',
  path: '/api/app/base/sys/role/queryall',
  tag: 'roles',
  summary: 'Every role (role management)',
  permission: 'system-role',
  async handler({ db }) {
    return ok(await db.select(roleColumns).from(sysRole).orderBy(asc(sysRole.role_code)));
  },
});

export const roleRoutes = [queryAll];
