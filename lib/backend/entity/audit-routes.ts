import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ok, ResultCode } from '@/lib/contract/envelope';
import { auditEntriesSchema } from '@/lib/contract/entity-answers';
import { recordHistoryCall } from '@/lib/contract/entity-calls';
import { entityByName } from '@/lib/entities';
import { shapeOf } from './custom-fields/shapes';
import { holdsPermission } from '../auth/grants';
import { sysAuditLog } from '../db/schema';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { defineCallRoute } from '../http/route';
import { listingOf } from './registry';

const auditList = defineCallRoute(recordHistoryCall, {
  tag: 'audit',
  summary: "A record's history: who created, changed or deleted it when, with old and new values. Only for callers who may read the record itself (a deleted record by its last state; a record no longer stored, administrators only)",
  input: z.object({ entity: z.string().max(64), recordKey: z.string().min(1).max(64) }),
  output: auditEntriesSchema,
  async handler({ db, auth, input }) {
    const entity = entityByName(input.entity);
    if (!entity) throw badRequest('api.badRequest');
    if (!(await holdsPermission(db, auth, entity.rights.read))) throw forbidden();
    // The history shows old and new values: it is read under the record's own rule.
    const access = await listingOf(entity).recordAccess(db, auth, input.recordKey);
    if (access === 'out-of-scope') throw new ApiError(ResultCode.forbidden, 'validation.outOfScope');
    if (access === 'missing' && !auth.isAdmin) throw notFound('validation.recordNotFound');
    const rows = await db.select().from(sysAuditLog)
      .where(and(eq(sysAuditLog.entity, entity.name), eq(sysAuditLog.record_key, input.recordKey)))
      .orderBy(desc(sysAuditLog.create_time))
      .limit(200);
    // Changes of fields the reader may not see (an added field limited to some roles) are left out,
    // and each feature's history hook applies (./listing-step.ts: withheld figures, masked values).
    return ok(await listingOf(shapeOf(entity)).shownHistory(db, auth, input.recordKey, rows));
  },
});

export const auditRoutes = [auditList];
