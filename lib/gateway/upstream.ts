import { serverEnv } from '@/lib/config/env';
import { httpUpstream } from './http-upstream';
import { UpstreamTimeoutError, type Upstream } from './upstream-types';

export { httpUpstream, UpstreamTimeoutError, type Upstream };

/** Gives an in-process handler the same time limit a remote one has. */
export function withTimeout(upstream: Upstream, timeoutMs: number): Upstream {
  return (req) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => reject(new UpstreamTimeoutError()), timeoutMs);
      upstream(req).then(
        (res) => { clearTimeout(timer); resolve(res); },
        (err: unknown) => { clearTimeout(timer); reject(err); },
      );
    });
}

let configured: Upstream | undefined;

/**
 * UPSTREAM_URL set: the real backend over HTTP. Unset: the embedded backend, same contract.
 * One per process, so that its kept-alive connections serve every call.
 */
export function configuredUpstream(): Upstream {
  if (configured) return configured;
  const env = serverEnv();
  configured = env.UPSTREAM_URL
    ? httpUpstream(env.UPSTREAM_URL, env.UPSTREAM_TIMEOUT_MS)
    : withTimeout(async (req) => {
        const { embeddedBackend } = await import('@/lib/backend/instance');
        return (await embeddedBackend()).handle(req);
      }, env.UPSTREAM_TIMEOUT_MS);
  return configured;
}
