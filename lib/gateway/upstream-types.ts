/** A browser's call as the gateway passes it on: plain data, so the hot path builds no web Request. */
export interface UpstreamCall {
  method: string;
  /** Path and query, as the upstream should see them. */
  target: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: ReadableStream<Uint8Array> | null;
}

/** The upstream's answer: JSON and small answers whole, files as a stream. */
export interface UpstreamAnswer {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | null;
}

/**
 * Anything that answers API calls: the embedded backend in process, or a remote server over HTTP.
 * Called as a function with a web Request (the server's own calls: login, adopt, public pages);
 * `pass` is the browser calls' path, where every call counts.
 */
export interface Upstream {
  (req: Request): Promise<Response>;
  pass(call: UpstreamCall): Promise<UpstreamAnswer>;
}

export class UpstreamTimeoutError extends Error {
  constructor() {
    super('upstream timed out');
    this.name = 'UpstreamTimeoutError';
  }
}

const REQUEST_BASE = 'http://upstream.invalid';

/** An upstream that only knows web Requests (the embedded backend, test doubles) gets `pass` from them. */
export function upstreamOf(handle: (req: Request) => Promise<Response>): Upstream {
  const pass = async (call: UpstreamCall): Promise<UpstreamAnswer> => {
    const init: RequestInit & { duplex?: 'half' } = {
      method: call.method,
      headers: call.headers,
      body: call.body,
      duplex: call.body ? 'half' : undefined,
      redirect: 'manual',
    };
    const res = await handle(new Request(new URL(call.target, REQUEST_BASE), init));
    const isJson = (res.headers.get('content-type') ?? '').includes('json');
    const body = isJson ? new Uint8Array(await res.arrayBuffer()) : res.body;
    return { status: res.status, headers: [...res.headers], body };
  };
  return Object.assign((req: Request) => handle(req), { pass });
}
