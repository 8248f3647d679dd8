import { ok } from '@/lib/contract/envelope';
import { serviceCallHostsSchema, serviceCallInstanceSchema, serviceCallSettingSchema, serviceCallsRetriedSchema, serviceCallViewsSchema } from '@/lib/contract/workflow-service-calls';
import type { Db } from '../../../db/client';
import { sysSetting } from '../../../db/schema';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import type { BackendServices } from '../../../services';
import { readableInstance } from '../operations/access';
import { workflowServiceCallJob } from '../jobs/service-call-job';
import { allowedHosts, SERVICE_CALL_SETTING_KEY, serviceCallsWaiting } from '../jobs/service-call-run';
import { retryServiceCalls, serviceCallsOf } from '../jobs/service-call-retry';
import { workflowServiceTaskCalls } from '@/lib/contract/workflow-service-task-calls';

/** The allowed hosts of HTTP tasks, a request's calls and their retry. */

const TAG = 'workflow';

/** Wakes the service-call job when a call waits, so it is sent now rather than at the next minute. */
export async function wakeServiceCalls(db: Db, services: Pick<BackendServices, 'jobs'>): Promise<void> {
  if (await serviceCallsWaiting(db)) await services.jobs.enqueue(workflowServiceCallJob, {}, { singletonKey: 'wake' });
}

const readSetting = defineCallRoute(workflowServiceTaskCalls.setting, {
  tag: TAG,
  summary: 'The hosts HTTP tasks may call (allowed_hosts: host or host:port; empty: none), administrators only',
  output: serviceCallHostsSchema,
  access: 'admin',
  async handler({ db }) {
    return ok({ allowed_hosts: await allowedHosts(db) });
  },
});

const saveSetting = defineCallRoute(workflowServiceTaskCalls.saveSetting, {
  tag: TAG,
  summary: 'Replace the hosts HTTP tasks may call (allowed_hosts), administrators only',
  output: serviceCallHostsSchema,
  access: 'admin',
  input: serviceCallSettingSchema,
  async handler({ db, auth, input }) {
    const now = new Date();
    await db
      .insert(sysSetting)
      .values({ setting_key: SERVICE_CALL_SETTING_KEY, value: input, update_by: auth.userKey, update_time: now })
      .onConflictDoUpdate({ target: sysSetting.setting_key, set: { value: input, update_by: auth.userKey, update_time: now } });
    return ok(input, 'workflow.http.settingSaved');
  },
});

const listCalls = defineCallRoute(workflowServiceTaskCalls.requestCalls, {
  tag: TAG,
  summary: 'The HTTP task calls of a request (processInstanceId), to whoever may read it',
  output: serviceCallViewsSchema,
  input: serviceCallInstanceSchema,
  async handler({ db, auth, input }) {
    await readableInstance(db, auth, input.processInstanceId);
    return ok(await serviceCallsOf(db, input.processInstanceId));
  },
});

const retry = defineCallRoute(workflowServiceTaskCalls.retry, {
  tag: TAG,
  summary: 'An administrator sends the failed HTTP task calls of a running request again (processInstanceId); who may is the table of policy.ts',
  output: serviceCallsRetriedSchema,
  input: serviceCallInstanceSchema,
  async handler({ db, auth, input, services }) {
    const answer = await retryServiceCalls(db, auth, input.processInstanceId);
    await wakeServiceCalls(db, services);
    return ok(answer, 'workflow.http.retried');
  },
});

export const serviceCallRoutes = [readSetting, saveSetting, listCalls, retry] as RouteDef<never>[];

/**
 * The approval calls with the service-call job woken after each change: a path an action sent
 * to an HTTP task is called at once. (Processes started elsewhere wait at most for the job's minute.)
 */
export function wakingAfterChanges(routes: RouteDef<never>[]): RouteDef<never>[] {
  return routes.map((route) => (route.method === 'GET' ? route : {
    ...route,
    async handler(ctx) {
      const answer = await route.handler(ctx);
      await wakeServiceCalls(ctx.db, ctx.services);
      return answer;
    },
  }));
}
