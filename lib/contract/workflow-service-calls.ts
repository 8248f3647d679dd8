import { z } from 'zod';
import { isHostEntry } from './allowed-hosts';

/**
 * HTTP tasks of the approval engine: the hosts an administrator allows them to call (one setting
 * for the whole system), a request's calls, and the retry of a failed call.
 */

// The paths live apart (no zod there), so the model list and a request's detail load without the schemas.
export { serviceCallPaths } from './workflow-service-call-paths';

export const MAX_ALLOWED_HOSTS = 200;

export const serviceCallSettingSchema = z.object({
  /** `host` or `host:port`, one per entry; empty: HTTP tasks may call nothing. */
  allowed_hosts: z
    .array(z.string().trim().toLowerCase().max(260).refine(isHostEntry, { message: 'workflow.http.badHostEntry' }))
    .max(MAX_ALLOWED_HOSTS)
    .transform((hosts) => [...new Set(hosts.filter(Boolean))]),
});
export type ServiceCallSetting = z.output<typeof serviceCallSettingSchema>;

export const DEFAULT_SERVICE_CALL_SETTING: ServiceCallSetting = { allowed_hosts: [] };

export const serviceCallInstanceSchema = z.object({ processInstanceId: z.string().trim().min(1).max(64) });

export const SERVICE_CALL_STATUSES = ['WAITING', 'RUNNING', 'DONE', 'FAILED', 'CANCELED'] as const;

/** The hosts as stored and answered. */
export const serviceCallHostsSchema = z.strictObject({ allowed_hosts: z.array(z.string()) });

/** One call as the request's detail shows it. */
export const serviceCallViewSchema = z.strictObject({
  call_key: z.string(),
  node_id: z.string(),
  node_name: z.string().nullable(),
  method: z.string(),
  url: z.string(),
  status: z.enum(SERVICE_CALL_STATUSES),
  attempts: z.number(),
  error: z.string().nullable(),
  update_time: z.string(),
});
export type ServiceCallView = z.infer<typeof serviceCallViewSchema>;
export const serviceCallViewsSchema = z.array(serviceCallViewSchema);

/** How many failed calls were sent again. */
export const serviceCallsRetriedSchema = z.strictObject({ retried: z.number() });
