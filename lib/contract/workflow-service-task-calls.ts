import type { z } from 'zod';
import { declareCall, type InputOf, type Out } from './call';
import { serviceCallPaths } from './workflow-service-call-paths';
import type { serviceCallHostsSchema, serviceCallInstanceSchema, serviceCallSettingSchema, serviceCallsRetriedSchema, serviceCallViewsSchema } from './workflow-service-calls';

type In<S extends z.ZodType> = InputOf<z.input<S>>;

/**
 * The calls of the engine's HTTP tasks (./call.ts): the hosts they may call (服务调用设置,
 * administrators), a request's calls and an administrator's retry of the failed ones.
 */
export const workflowServiceTaskCalls = {
  setting: declareCall<undefined, Out<typeof serviceCallHostsSchema>>('GET', serviceCallPaths.setting),
  saveSetting: declareCall<In<typeof serviceCallSettingSchema>, Out<typeof serviceCallHostsSchema>>('POST', serviceCallPaths.setting),
  requestCalls: declareCall<In<typeof serviceCallInstanceSchema>, Out<typeof serviceCallViewsSchema>>('GET', serviceCallPaths.calls),
  retry: declareCall<In<typeof serviceCallInstanceSchema>, Out<typeof serviceCallsRetriedSchema>>('POST', serviceCallPaths.retry),
};
