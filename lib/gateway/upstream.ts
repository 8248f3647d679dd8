import { serverEnv } from '@/lib/config/env';

/** Anything that answers an API Request: the embedded backend in process, or a remote server over HTTP. */
export type Upstream = (req: Request) => Promise<Response>;

export class UpstreamTimeoutError extends Error {
  constructor() {
    super('upstream timed out');
    this.name = 'UpstreamTimeoutError';
  }
}

/** Calls an HTTP server at baseUrl with the same path and query the request had. */
export function httpUpstream(baseUrl: string, timeoutMs: number): Upstream {
  const base = new URL(baseUrl);
  return async (req) => {
    const incoming = new URL(req.url);
    const target = new URL(`${base.pathname.replace(/\/$/, '')}${incoming.pathname}${incoming.search}`, base);
    try {
      const init: RequestInit & { duplex?: 'half' } = {
        method: req.method,
        headers: req.headers,
        body: req.body,
        duplex: 'half',
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      };
      return await fetch(target, init);
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') throw new UpstreamTimeoutError();
      throw error;
    }
  };
}

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

/** UPSTREAM_URL set: the real backend over HTTP. Unset: the embedded backend, same contract. */
export function configuredUpstream(): Upstream {
  const env = serverEnv();
  if (env.UPSTREAM_URL) return httpUpstream(env.UPSTREAM_URL, env.UPSTREAM_TIMEOUT_MS);
  return withTimeout(async (req) => {
    const { embeddedBackend } = await import('@/lib/backend/instance');
    return (await embeddedBackend()).handle(req);
  }, env.UPSTREAM_TIMEOUT_MS);
}
