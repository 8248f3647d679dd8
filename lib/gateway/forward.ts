import { CURRENT_TOKEN_MARKER } from '@/lib/contract/api-paths';
import { PEER_ADDRESS_HEADER } from './peer-address';
import type { SessionData } from './session';
import type { UpstreamCall } from './upstream-types';

/**
 * Headers never passed on: hop-by-hop, the browser's cookies, and anything the gateway itself sets.
 * Expect is answered by this server already (100 Continue), and undici refuses to send it.
 */
const DROPPED_REQUEST_HEADERS = new Set([
  'cookie', 'host', 'connection', 'content-length', 'accept-encoding', 'keep-alive', 'transfer-encoding',
  'upgrade', 'te', 'trailer', 'proxy-authorization', 'proxy-connection', 'token', 'empkey', 'appkey',
  'authorization', 'x-middleware-subrequest', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'expect',
  PEER_ADDRESS_HEADER,
]);

const DROPPED_RESPONSE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'set-cookie']);

const TOKEN_IN_PATH = /^(\/api\/app\/base\/app\/sys\/permission\/getUserPermissionByToken\/)([^/]+)$/;

/** Where the call goes upstream: same path and query, with the session's token in place of the marker. */
export function upstreamPath(url: URL, session: SessionData): string {
  const m = TOKEN_IN_PATH.exec(url.pathname);
  const path = m && m[2] === CURRENT_TOKEN_MARKER && session.token ? `${m[1]}${encodeURIComponent(session.token)}` : url.pathname;
  return `${path}${url.search}`;
}

export function forwardedRequestHeaders(incoming: Headers, session: SessionData, extra: { address: string; locale: string; defaultAppKey: string }): Record<string, string> {
  const headers: Record<string, string> = {};
  // Headers iterate with lower-case names.
  incoming.forEach((value, name) => {
    if (!DROPPED_REQUEST_HEADERS.has(name)) headers[name] = value;
  });
  if (session.token) headers.token = session.token;
  if (session.userKey) headers.empkey = session.userKey;
  headers.appkey = session.appKey ?? extra.defaultAppKey;
  headers['x-forwarded-for'] = extra.address;
  headers['accept-language'] = extra.locale;
  return headers;
}

/** The upstream's headers the browser gets, as pairs: the answer is built once from them. */
export function forwardedResponseHeaders(upstream: ReadonlyArray<readonly [string, string]>): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  for (const [name, value] of upstream) {
    if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) headers.push([name, value]);
  }
  return headers;
}

/**
 * The call passed upstream; bodies stream through untouched (JSON, form-encoded, multipart).
 * `url` is req.url parsed, when the caller has it already.
 */
export function upstreamCallFor(req: Request, session: SessionData, extra: { address: string; locale: string; defaultAppKey: string }, url = new URL(req.url)): UpstreamCall {
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return {
    method: req.method,
    target: upstreamPath(url, session),
    headers: forwardedRequestHeaders(req.headers, session, extra),
    body: hasBody ? req.body : null,
  };
}
