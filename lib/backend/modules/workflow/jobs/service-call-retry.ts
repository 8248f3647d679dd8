import { and, asc, eq, sql } from 'drizzle-orm';
import type { ServiceCallView } from '@/lib/contract/workflow-service-calls';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfInstance, wfServiceCall } from '../../../db/schema';
import { addComments } from '../store/comments';
import { authorize } from '../operations/authorize';
import { stale } from '../model/errors';
import { lockInstance } from '../store/store';

/** A request's HTTP task calls as its detail shows them, and an administrator's retry of the failed ones. */

export async function serviceCallsOf(db: Db, instanceKey: string): Promise<ServiceCallView[]> {
  const rows = await db.select().from(wfServiceCall).where(eq(wfServiceCall.instance_key, instanceKey)).orderBy(asc(wfServiceCall.create_time));
  return rows.map((r) => ({
    call_key: r.call_key,
    node_id: r.node_id,
    node_name: r.node_name,
    method: r.request.method,
    url: r.request.url,
    status: r.status as ServiceCallView['status'],
    attempts: r.attempts,
    error: r.error,
    update_time: r.update_time.toISOString(),
  }));
}

/** The failed calls of a running request wait again for the job; answers how many. */
export async function retryServiceCalls(db: Db, auth: AuthContext, instanceKey: string): Promise<{ retried: number }> {
  return db.transaction(async (tx) => {
    await authorize(tx, auth, 'retry', await lockInstance(tx, instanceKey));
    const rows = await tx
      .update(wfServiceCall)
      .set({ status: 'WAITING', update_time: new Date() })
      .where(and(eq(wfServiceCall.instance_key, instanceKey), eq(wfServiceCall.status, 'FAILED')))
      .returning({ node_id: wfServiceCall.node_id, node_name: wfServiceCall.node_name });
    // An administrator may retry a running request only while one of its calls failed.
    if (rows.length === 0) throw stale('workflow.http.nothingToRetry');
    await addComments(tx, instanceKey, auth, rows.map((r) => ({ action: 'HTTP_RETRY', nodeId: r.node_id, nodeName: r.node_name })));
    await tx.update(wfInstance).set({ revision: sql`${wfInstance.revision} + 1` }).where(eq(wfInstance.instance_key, instanceKey));
    return { retried: rows.length };
  });
}
