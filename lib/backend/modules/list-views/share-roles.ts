import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { listViewCalls } from '@/lib/contract/list-calls';
import { shareRolesSchema } from '@/lib/contract/list-views';
import { sysRole } from '../../db/schema';
import { defineCallRoute } from '../../http/route';

/**
 * The roles a saved view can be shared with, by code and name: anyone signed in may save and share
 * a view of a list she reads, and may not hold the right to manage roles to see their names.
 */
export const shareRolesRoute = defineCallRoute(listViewCalls.shareRoles, {
  tag: 'list-views',
  summary: 'The roles a saved list view can be shared with (code and name), for any signed-in user',
  output: shareRolesSchema,
  input: z.object({}),
  async handler({ db }) {
    const rows = await db.select({ code: sysRole.role_code, name: sysRole.role_name }).from(sysRole).where(eq(sysRole.del_flag, 0)).orderBy(asc(sysRole.role_code));
    return ok(rows);
  },
});
