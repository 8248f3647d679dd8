import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { entityByName } from '@/lib/entities';
import { holdsPermission } from '../auth/grants';
import { sysAuditLog } from '../db/schema';
import { badRequest, forbidden } from '../http/errors';
import { defineRoute } from '../http/route';

const auditList = defineRoute({
  method: 'GET',
  path: '/api/app/base/sys/audit/list',
  tag: 'audit',
  summary: "A record's history: who created, changed or deleted it when, with old and new values",
  input: z.object({ entity: z.string().max(64), recordKey: z.string().min(1).max(64) }),
  async handler({ db, auth, input }) {
    const entity = entityByName(input.entity);
    if (!entity) throw badRequest('api.badRequest');
    if (!(await holdsPermission(db, auth, entity.rights.read))) throw forbidden();
    const rows = await db.select().from(sysAuditLog)
      .where(and(eq(sysAuditLog.entity, entity.name), eq(sysAuditLog.record_key, input.recordKey)))
      .orderBy(desc(sysAuditLog.create_time))
      .limit(200);
    return ok(rows);
  },
});

export const auditRoutes = [auditList];
