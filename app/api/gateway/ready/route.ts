import { serverEnv } from '@/lib/config/env';
import { apiPaths } from '@/lib/contract/api-paths';
import { embeddedReadiness, type Readiness } from '@/lib/backend/readiness';
import { isStopping } from '@/lib/backend/shutdown';
import { upstreamCall } from '@/lib/gateway/server-calls';

export const dynamic = 'force-dynamic';

/** With an external upstream, ready means it answers a public call. */
async function upstreamReadiness(): Promise<Readiness> {
  if (isStopping()) return { ready: false, status: 'stopping' };
  const started = Date.now();
  const answer = await upstreamCall(apiPaths.appInfo(serverEnv().DEFAULT_APP_KEY));
  return answer.code === 502 ? { ready: false, status: 'upstream unavailable' } : { ready: true, status: 'ok', ms: Date.now() - started };
}

/**
 * Readiness for load balancers: 200 while this process can serve (its database answers), 503
 * once it is stopping or its database does not answer. Liveness, which touches nothing, is
 * /api/gateway/health. Neither needs a session; neither says more than the status.
 */
export async function GET(): Promise<Response> {
  const readiness = serverEnv().UPSTREAM_URL ? await upstreamReadiness() : await embeddedReadiness();
  const { ready, ...data } = readiness;
  return Response.json({ code: ready ? 0 : 503, msg: readiness.status, data }, { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
