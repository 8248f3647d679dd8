import { runningBackend } from '@/lib/backend/running-backend';
import { serverEnv } from '@/lib/config/env';
import { httpUpstream } from './http-upstream';
import { upstreamOf, UpstreamTimeoutError, type Upstream, type UpstreamAnswer } from './upstream-types';

export { httpUpstream, upstreamOf, UpstreamTimeoutError, type Upstream, type UpstreamAnswer };

type Handler = (req: Request) => Promise<Response>;

/** Gives an in-process handler the same time limit a remote one has. */
export function withTimeout(upstream: Handler, timeoutMs: number): Handler {
  return (req) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => reject(new UpstreamTimeoutError()), timeoutMs);
      upstream(req).then(
        (res) => { clearTimeout(timer); resolve(res); },
        // The upstream's own rejection passes through unchanged, whatever it is.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
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
    : upstreamOf(withTimeout(async (req) => (await runningBackend()).handle(req), env.UPSTREAM_TIMEOUT_MS));
  return configured;
}
